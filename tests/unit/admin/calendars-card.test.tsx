import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CalendarsCard } from "@/components/admin/calendars/calendars-card";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const FEED = {
  id: 3,
  name: "iCloud",
  url: "webcal://p52-caldav.icloud.com/published/2/•••",
  lastSyncAt: "2026-11-28T06:00:00.000Z",
  lastError: "The calendar did not answer within 5 seconds. Please try again later.",
  events: 12,
};
const NOT_CONFIGURED = { configured: false, connected: false, calendars: [] };

describe("CalendarsCard", () => {
  it("lists the feeds with their masked link, events and last error; says what Google needs", async () => {
    stubFetch({
      "/api/admin/calendars": [{ status: 200, body: { google: NOT_CONFIGURED, feeds: [FEED] } }],
      "/api/admin/calendars/google": [{ status: 200, body: NOT_CONFIGURED }],
    });
    render(<CalendarsCard />);
    const list = await screen.findByRole("list", { name: "Calendar feeds" });
    expect(within(list).getByText("iCloud")).toBeInTheDocument();
    expect(within(list).getByText(FEED.url)).toBeInTheDocument();
    expect(within(list).getByText(/12 busy events/)).toBeInTheDocument();
    expect(within(list).getByText(`Last sync failed: ${FEED.lastError}`)).toBeInTheDocument();
    expect(await screen.findByText(/set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Connect Google Calendar" })).toBeNull();
    expect(screen.getByRole("switch", { name: "All-day events block the whole day" })).toBeChecked();
  });

  it("offers to connect Google when configured", async () => {
    stubFetch({
      "/api/admin/calendars": [{ status: 200, body: { google: { ...NOT_CONFIGURED, configured: true }, feeds: [] } }],
      "/api/admin/calendars/google": [{ status: 200, body: { ...NOT_CONFIGURED, configured: true } }],
    });
    render(<CalendarsCard />);
    expect(await screen.findByRole("link", { name: "Connect Google Calendar" })).toHaveAttribute(
      "href",
      "/api/admin/calendars/google/connect",
    );
    expect(screen.getByText("No calendar feeds yet.")).toBeInTheDocument();
  });

  it("adds a feed, showing the server's field message first; syncs now", async () => {
    const message = "That link does not give an iCalendar (.ics) calendar.";
    const fetchMock = stubFetch({
      "/api/admin/calendars": [
        { status: 200, body: { google: NOT_CONFIGURED, feeds: [] } },
        { status: 200, body: { google: NOT_CONFIGURED, feeds: [FEED] } },
      ],
      "/api/admin/calendars/feeds": [
        { status: 400, body: { error: message, fieldErrors: { url: message } } },
        { status: 201, body: { id: 3, events: 12 } },
      ],
      "/api/admin/calendars/sync": [{ status: 200, body: { events: 12 } }],
      "/api/admin/calendars/google": [{ status: 200, body: NOT_CONFIGURED }],
    });
    render(<CalendarsCard />);
    const form = await screen.findByRole("form", { name: "Add a calendar" });
    await userEvent.click(within(form).getByRole("button", { name: "Add calendar" }));
    expect(within(form).getByText("Please enter a name for this calendar.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/admin/calendars/feeds")).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText("Calendar name"), "iCloud");
    await userEvent.type(within(form).getByLabelText("Calendar link (.ics or webcal://)"), "https://example.com/page");
    await userEvent.click(within(form).getByRole("button", { name: "Add calendar" }));
    expect(await within(form).findByText(message)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole("button", { name: "Add calendar" }));
    expect(await screen.findByRole("list", { name: "Calendar feeds" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Calendar added", "12 busy events read.");

    await userEvent.click(screen.getByRole("button", { name: "Sync now" }));
    expect(callsTo(fetchMock, "/api/admin/calendars/sync")).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith("Calendars synced", "12 busy events read.");
  });
});
