import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CustomerRescheduleBooking, movesLeftSentence } from "@/components/manage/customer-reschedule";
import { NO_TIMES } from "@/components/shared/reschedule-booking";
import { BEYOND_HORIZON_MESSAGE } from "@/lib/domain/calendar";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const TOKEN = "12.1.abc";
const TIMES = `/api/manage/${TOKEN}/times`;
const MOVE = `/api/manage/${TOKEN}/reschedule`;
const free = (times: string[]) => ({
  status: 200,
  body: { date: "2027-03-13", selectable: times.length > 0, status: times.length ? "available" : "full", times },
});

function setup(remaining = 2) {
  render(<CustomerRescheduleBooking token={TOKEN} remaining={remaining} minDate="2027-01-01" />);
  fireEvent.change(screen.getByLabelText("New date"), { target: { value: "2027-03-13" } });
}

async function chooseTime(time: string) {
  await userEvent.click(await screen.findByRole("radio", { name: time }));
  await userEvent.click(screen.getByRole("button", { name: "Choose this time" }));
  return screen.findByRole("alertdialog");
}

beforeEach(() => jest.clearAllMocks());

describe("the customer's 'Move your booking'", () => {
  it("loads the free times of the chosen date and shows them as choices", async () => {
    const fetchMock = stubFetch({ [TIMES]: [free(["18:00", "19:30", "21:00"])] });
    setup();
    const group = await screen.findByRole("radiogroup", { name: "New arrival time" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.textContent || r.getAttribute("value")),
    ).toEqual(["18:00", "19:30", "21:00"]);
    expect(String(callsTo(fetchMock, TIMES)[0][0])).toBe(`${TIMES}?date=2027-03-13`);
    expect(screen.getByLabelText("New date")).toHaveAttribute("min", "2027-01-01");
    expect(screen.getByRole("button", { name: "Choose this time" })).toBeDisabled();
  });

  it("says so when no time is free on that date", async () => {
    stubFetch({ [TIMES]: [free([])] });
    setup();
    expect(await screen.findByText(NO_TIMES)).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.queryByRole("button", { name: "Choose this time" })).toBeNull();
  });

  it("says a date past the 3-year booking horizon is too far ahead, not that no time is free", async () => {
    stubFetch({
      [TIMES]: [{ status: 200, body: { date: "2030-03-13", selectable: false, status: "beyond-horizon", times: [] } }],
    });
    setup();
    expect(await screen.findByRole("alert")).toHaveTextContent(BEYOND_HORIZON_MESSAGE);
    expect(BEYOND_HORIZON_MESSAGE).toMatch(/up to 3 years ahead/);
    expect(screen.queryByText(NO_TIMES)).toBeNull();
    expect(screen.queryByRole("button", { name: "Choose this time" })).toBeNull();
  });

  it("does not ask for times before the earliest date", () => {
    const fetchMock = stubFetch({ [TIMES]: [free(["18:00"])] });
    render(<CustomerRescheduleBooking token={TOKEN} remaining={1} minDate="2027-01-01" />);
    fireEvent.change(screen.getByLabelText("New date"), { target: { value: "2026-12-31" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a date from Friday 1 January 2027 onwards.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("spells out the move, posts the new date and time, then refreshes the page", async () => {
    const fetchMock = stubFetch({
      [TIMES]: [free(["18:00", "19:30"])],
      [MOVE]: [{ status: 200, body: { booking: {}, actions: [] } }],
    });
    setup(2);
    const dialog = await chooseTime("19:30");
    expect(dialog).toHaveAccessibleName("Move your booking to Saturday 13 March 2027 at 19:30?");
    expect(dialog).toHaveTextContent("The price does not change. You can move it 1 more time.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move my booking" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, MOVE);
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({ eventDate: "2027-03-13", startTime: "19:30" });
    expect(toast.success).toHaveBeenCalledWith("Your booking has been moved.", "Saturday 13 March 2027 at 19:30.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("a refusal (409) is toasted with its title and shown inline; the free times are asked again", async () => {
    const error = "That time has just been taken. Please choose another.";
    const fetchMock = stubFetch({
      [TIMES]: [free(["18:00", "19:30"]), free(["18:00"])],
      [MOVE]: [{ status: 409, body: { error, title: "Time taken" } }],
    });
    setup(1);
    const dialog = await chooseTime("19:30");
    expect(dialog).toHaveTextContent("After this you cannot move it again.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move my booking" }));
    expect(await screen.findByTestId("reschedule-error")).toHaveTextContent(error);
    expect(toast.error).toHaveBeenCalledWith("Time taken", error);
    expect(refresh).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo(fetchMock, TIMES)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("radio", { name: "19:30" })).toBeNull());
    expect(screen.getByRole("button", { name: "Choose this time" })).toBeDisabled();
  });

  it("a refusal without a title gets the section's own", async () => {
    stubFetch({
      [TIMES]: [free(["18:00"])],
      [MOVE]: [{ status: 400, body: { error: "Bookings can be moved here until 14 days before the event." } }],
    });
    setup();
    const dialog = await chooseTime("18:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move my booking" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Could not move your booking",
        "Bookings can be moved here until 14 days before the event.",
      ),
    );
  });
});

describe("movesLeftSentence", () => {
  it("counts the moves left after this one", () => {
    expect(movesLeftSentence(3)).toBe("You can move it 2 more times.");
    expect(movesLeftSentence(2)).toBe("You can move it 1 more time.");
    expect(movesLeftSentence(1)).toBe("After this you cannot move it again.");
  });
});
