import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarFeedCard, webcalUrl } from "@/components/admin/calendar-feed-card";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const FIRST = "https://summonamagician.co.uk/api/calendar/1.1.AAAAAAAAAAAAAAAAAAAAAA.ics";
const SECOND = "https://summonamagician.co.uk/api/calendar/1.2.BBBBBBBBBBBBBBBBBBBBBB.ics";

beforeEach(() => jest.clearAllMocks());

describe("CalendarFeedCard", () => {
  it("shows the subscription link with Copy, how to subscribe, and an Apple Calendar link", async () => {
    stubFetch({ "/api/admin/calendar-feed": [{ status: 200, body: { url: FIRST } }] });
    render(<CalendarFeedCard />);
    const field = await screen.findByLabelText("Subscription link");
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute("readonly");
    expect(screen.getByText(/anyone with this link can see your bookings/)).toBeInTheDocument();
    expect(screen.getByText(/From URL/)).toBeInTheDocument();
    expect(screen.getByText(/New Calendar Subscription/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe in Apple Calendar" })).toHaveAttribute("href", webcalUrl(FIRST));
    expect(webcalUrl(FIRST)).toBe("webcal://summonamagician.co.uk/api/calendar/1.1.AAAAAAAAAAAAAAAAAAAAAA.ics");

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(toast.success).toHaveBeenCalledWith("Calendar link copied", "Paste it into your calendar app.");
  });

  it("says so when copying fails", async () => {
    stubFetch({ "/api/admin/calendar-feed": [{ status: 200, body: { url: FIRST } }] });
    render(<CalendarFeedCard />);
    await screen.findByLabelText("Subscription link");
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: jest.fn(async () => Promise.reject(new Error("denied"))) },
      configurable: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(toast.error).toHaveBeenCalledWith("Could not copy", "Select the link and copy it by hand.");
  });

  it("makes a new link only after a confirmation that the old one stops working", async () => {
    const fetchMock = stubFetch({
      "/api/admin/calendar-feed": [
        { status: 200, body: { url: FIRST } },
        { status: 200, body: { url: SECOND } },
      ],
    });
    render(<CalendarFeedCard />);
    await screen.findByLabelText("Subscription link");

    // Cancel: nothing is sent.
    await userEvent.click(screen.getByRole("button", { name: "Make a new link" }));
    let dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/current link stops working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "/api/admin/calendar-feed").filter(([, init]) => init?.method === "POST")).toHaveLength(
      0,
    );

    await userEvent.click(screen.getByRole("button", { name: "Make a new link" }));
    dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make a new link" }));
    await waitFor(() => expect(screen.getByLabelText("Subscription link")).toHaveValue(SECOND));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    const posts = callsTo(fetchMock, "/api/admin/calendar-feed").filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(
      "New calendar link made",
      "The old link no longer works: subscribe again with this one.",
    );
  });

  it("keeps the link when making a new one fails", async () => {
    stubFetch({
      "/api/admin/calendar-feed": [
        { status: 200, body: { url: FIRST } },
        { status: 500, body: { error: "Something went wrong. Please try again later." } },
      ],
    });
    render(<CalendarFeedCard />);
    await screen.findByLabelText("Subscription link");
    await userEvent.click(screen.getByRole("button", { name: "Make a new link" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Make a new link" }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not make a new link", undefined));
    expect(screen.getByLabelText("Subscription link")).toHaveValue(FIRST);
  });
});
