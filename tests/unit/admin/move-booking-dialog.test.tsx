import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingActionsProvider } from "@/components/admin/booking-actions";
import { useBookingActions } from "@/components/admin/booking-actions-context";
import { MoveBookingDialog } from "@/components/admin/move-booking-dialog";
import type { AdminBooking } from "@/components/admin/types";
import { longDate } from "@/components/shared/reschedule-booking";
import { addDays, londonToday } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const TIMES = "/api/bookings/42/times";
const MOVE = "/api/bookings/42/reschedule";
// Always ahead of "today" (the dialog's earliest date), whenever the tests run.
const NEW_DATE = addDays(londonToday(), 40);
const free = (times: string[]) => ({
  status: 200,
  body: { date: NEW_DATE, selectable: times.length > 0, status: "available", times },
});

function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 42,
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    clientPhone: "07700 900000",
    eventLocation: "Home",
    eventAddress: "1 High Street, London",
    parkingAvailable: true,
    eventType: "birthday",
    eventDate: addDays(londonToday(), 20),
    startTime: "18:00",
    endTime: "19:00",
    guestCount: 20,
    additionalInfo: null,
    duration: "60",
    totalPence: 27500,
    paidPence: 5000,
    refundedPence: 0,
    paymentType: "deposit",
    paymentStatus: "completed",
    status: "confirmed",
    source: "online",
    barId: null,
    leadId: null,
    hasCardPayment: true,
    smsConsent: false,
    services: [],
    createdAt: "2026-01-01T10:00:00.000Z",
    suggestedRefundPence: 0,
    cancelRefundPence: 5000,
    refundTier: "none",
    pendingRefundPence: 0,
    failedRefunds: [] as AdminBooking["failedRefunds"],
    ...overrides,
  } as AdminBooking;
}

function renderDialog() {
  const onMoved = jest.fn();
  const onOpenChange = jest.fn();
  render(<MoveBookingDialog booking={booking()} open onOpenChange={onOpenChange} onMoved={onMoved} />);
  return { onMoved, onOpenChange };
}

async function pick(time: string) {
  const dialog = screen.getByRole("dialog", { name: "Move this booking" });
  fireEvent.change(within(dialog).getByLabelText("New date"), { target: { value: NEW_DATE } });
  await userEvent.click(await within(dialog).findByRole("radio", { name: time }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Choose this time" }));
  return screen.findByRole("alertdialog");
}

beforeEach(() => jest.clearAllMocks());

describe("the magician's 'Move this booking'", () => {
  it("offers dates from today and loads the free times of the chosen date for this booking", async () => {
    const fetchMock = stubFetch({ [TIMES]: [free(["17:00", "19:30"])] });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Move this booking" });
    expect(within(dialog).getByLabelText("New date")).toHaveAttribute("min", londonToday());
    fireEvent.change(within(dialog).getByLabelText("New date"), { target: { value: NEW_DATE } });
    const group = await within(dialog).findByRole("radiogroup", { name: "New arrival time" });
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(String(callsTo(fetchMock, TIMES)[0][0])).toBe(`${TIMES}?date=${NEW_DATE}`);
  });

  it("posts the new date and time, toasts, calls onMoved with the updated booking and closes", async () => {
    const updated = booking({ eventDate: NEW_DATE, startTime: "19:30", endTime: "20:30" });
    const fetchMock = stubFetch({ [TIMES]: [free(["17:00", "19:30"])], [MOVE]: [{ status: 200, body: updated }] });
    const { onMoved, onOpenChange } = renderDialog();
    const confirm = await pick("19:30");
    expect(confirm).toHaveAccessibleName(`Move this booking to ${longDate(NEW_DATE)} at 19:30?`);
    expect(confirm).toHaveTextContent(
      "The price does not change. The customer is e-mailed the new time with an updated calendar event.",
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Move booking" }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(updated));
    const [[, init]] = callsTo(fetchMock, MOVE);
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({ eventDate: NEW_DATE, startTime: "19:30" });
    expect(toast.success).toHaveBeenCalledWith("Booking moved", `${longDate(NEW_DATE)} at 19:30.`);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows a 409 (time taken) inline and in a toast, and asks for the free times again", async () => {
    const error = "That time has just been taken. Please choose another.";
    const fetchMock = stubFetch({
      [TIMES]: [free(["17:00", "19:30"]), free(["17:00"])],
      [MOVE]: [{ status: 409, body: { error } }],
    });
    const { onMoved, onOpenChange } = renderDialog();
    const confirm = await pick("19:30");
    await userEvent.click(within(confirm).getByRole("button", { name: "Move booking" }));
    expect(await screen.findByTestId("reschedule-error")).toHaveTextContent(error);
    expect(toast.error).toHaveBeenCalledWith("Could not move the booking", error);
    await waitFor(() => expect(callsTo(fetchMock, TIMES)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("radio", { name: "19:30" })).toBeNull());
    expect(onMoved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("a refusal with a description is toasted under the server's title", async () => {
    stubFetch({
      [TIMES]: [free(["17:00"])],
      [MOVE]: [{ status: 400, body: { error: "Not offered", description: "That time is not offered on that date." } }],
    });
    renderDialog();
    const confirm = await pick("17:00");
    await userEvent.click(within(confirm).getByRole("button", { name: "Move booking" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Not offered", "That time is not offered on that date."),
    );
    expect(screen.getByTestId("reschedule-error")).toHaveTextContent("That time is not offered on that date.");
  });
});

function OpenDetails({ b }: { b: AdminBooking }) {
  const { openDetails } = useBookingActions();
  return <button onClick={() => openDetails(b)}>details</button>;
}

describe("the booking details' Move button", () => {
  it.each([
    ["confirmed", true],
    ["pending", true],
    ["completed", false],
    ["cancelled", false],
  ])("is offered for a %s booking: %s", async (status, shown) => {
    const b = booking({ status });
    render(
      <BookingActionsProvider bookings={[b]}>
        <OpenDetails b={b} />
      </BookingActionsProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "details" }));
    const details = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(details).queryByRole("button", { name: "Move" }) !== null).toBe(shown);
  });

  it("opens the move dialog, and a move refreshes the list", async () => {
    const b = booking();
    stubFetch({
      [TIMES]: [free(["19:30"])],
      [MOVE]: [{ status: 200, body: booking({ eventDate: NEW_DATE, startTime: "19:30" }) }],
    });
    render(
      <BookingActionsProvider bookings={[b]}>
        <OpenDetails b={b} />
      </BookingActionsProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "details" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Booking Details" })).getByRole("button", { name: "Move" }),
    );
    const confirm = await pick("19:30");
    await userEvent.click(within(confirm).getByRole("button", { name: "Move booking" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Move this booking" })).toBeNull());
  });
});
