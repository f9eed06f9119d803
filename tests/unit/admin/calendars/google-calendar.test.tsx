import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONNECT_HREF, GoogleCalendarSection } from "@/components/admin/calendars/google-calendar-section";
import { GoogleChangeNotice } from "@/components/admin/calendars/google-change-notice";
import { callsTo, stubFetch } from "../../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PATH = "/api/admin/calendars/google";
const CONNECTED = {
  configured: true,
  connected: true,
  account: "magician@example.com",
  calendars: [
    { id: "primary@example.com", summary: "Magician", busy: true, writeTo: true },
    { id: "family@example.com", summary: "Family", busy: false, writeTo: false },
  ],
};

beforeEach(() => jest.clearAllMocks());

describe("GoogleCalendarSection", () => {
  it("says what to set when the server has no Google client", async () => {
    stubFetch({ [PATH]: [{ status: 200, body: { configured: false, connected: false, calendars: [] } }] });
    render(<GoogleCalendarSection />);
    expect(await screen.findByText(/set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/)).toBeInTheDocument();
  });

  it("offers Connect Google Calendar, a link to the OAuth flow", async () => {
    stubFetch({ [PATH]: [{ status: 200, body: { configured: true, connected: false, calendars: [] } }] });
    render(<GoogleCalendarSection />);
    expect(await screen.findByRole("link", { name: "Connect Google Calendar" })).toHaveAttribute("href", CONNECT_HREF);
  });

  it("saves which calendars are busy and the one written to, and disconnects after a confirmation", async () => {
    const fetchMock = stubFetch({
      [PATH]: [
        { status: 200, body: CONNECTED },
        {
          status: 200,
          body: {
            ...CONNECTED,
            calendars: [
              { ...CONNECTED.calendars[0], writeTo: false },
              { ...CONNECTED.calendars[1], busy: true, writeTo: true },
            ],
          },
        },
        { status: 204, body: null },
      ],
    });
    render(<GoogleCalendarSection />);
    expect(await screen.findByText("magician@example.com")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save calendars" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Family" }));
    await userEvent.click(screen.getByRole("radio", { name: "Family" }));
    await userEvent.click(save);
    await waitFor(() => expect(callsTo(fetchMock, PATH)).toHaveLength(2));
    const [, init] = callsTo(fetchMock, PATH)[1]!;
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body)).toEqual({
      calendars: [
        { id: "primary@example.com", summary: "Magician", busy: true, writeTo: false },
        { id: "family@example.com", summary: "Family", busy: true, writeTo: true },
      ],
    });

    await userEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByRole("link", { name: "Connect Google Calendar" })).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH)[2]![1].method).toBe("DELETE");
  });
});

describe("GoogleChangeNotice", () => {
  it("shows the change with Apply and Restore, and restores the event", async () => {
    const booking = { id: 7 };
    const fetchMock = stubFetch({
      "/api/admin/calendars/google/changes": [
        {
          status: 200,
          body: { changes: [{ bookingId: 7, kind: "moved", description: "Moved to Sat 12 Dec 20:00–21:00" }] },
        },
      ],
      "/api/admin/calendars/google/changes/7/restore": [{ status: 204, body: null }],
      "/api/bookings/7": [{ status: 200, body: booking }],
    });
    const onChanged = jest.fn();
    render(<GoogleChangeNotice bookingId={7} onChanged={onChanged} />);
    expect(await screen.findByText("Changed in Google Calendar")).toBeInTheDocument();
    expect(screen.getByText(/Moved to Sat 12 Dec 20:00–21:00/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply (move booking)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(booking));
    expect(callsTo(fetchMock, "/api/admin/calendars/google/changes/7/restore")).toHaveLength(1);
    expect(screen.queryByText("Changed in Google Calendar")).toBeNull();
  });

  it("shows nothing for a booking without a change", async () => {
    const fetchMock = stubFetch({ "/api/admin/calendars/google/changes": [{ status: 200, body: { changes: [] } }] });
    const { container } = render(<GoogleChangeNotice bookingId={7} onChanged={jest.fn()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
