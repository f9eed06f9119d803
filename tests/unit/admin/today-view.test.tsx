import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TodayView, type TodayData } from "@/components/admin/today/today-view";
import { toast } from "@/lib/toast";
import { callsTo, stubFetch } from "../../support/fetch-stub";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const gig = (over: Partial<TodayData["gigs"][number]>): TodayData["gigs"][number] => ({
  id: 1,
  clientName: "Ada Lovelace",
  clientPhone: "07700 900001",
  callHref: "tel:07700900001",
  eventType: "wedding",
  eventLocation: "The Balmoral",
  eventAddress: "1 Princes St, Edinburgh EH1 1AA",
  postcode: "EH1 1AA",
  directionsHref: "https://www.google.com/maps/dir/?api=1&destination=x",
  startTime: "12:00",
  endTime: "13:00",
  status: "confirmed",
  parkingAvailable: true,
  from: { kind: "home" },
  driveMinutes: 75,
  driveMiles: 47,
  driveSource: "table",
  leaveBy: "10:45",
  owedPence: 0,
  ...over,
});

const DATA: TodayData = {
  date: "2026-11-28",
  isToday: true,
  gigs: [
    gig({}),
    gig({
      id: 2,
      eventLocation: "Kelvingrove",
      startTime: "19:00",
      endTime: "20:00",
      from: { kind: "gig", bookingId: 1 },
      leaveBy: "17:45",
      owedPence: 20000,
    }),
  ],
};

afterEach(() => jest.clearAllMocks());

describe("the Today view", () => {
  it("shows each gig's leave-by time, where the drive starts, the links and what is owed", () => {
    render(<TodayView data={DATA} />);
    const [first, second] = screen.getAllByTestId("today-gig");
    expect(within(first!).getByTestId("leave-by")).toHaveTextContent("Leave by 10:45");
    expect(first).toHaveTextContent("1 h 15 min, 47 miles from home");
    expect(second).toHaveTextContent("1 h 15 min, 47 miles from The Balmoral");
    expect(second).toHaveTextContent("£200.00 to collect on the day");
    expect(within(first!).getByRole("link", { name: "Call Ada Lovelace" })).toHaveAttribute("href", "tel:07700900001");
    expect(within(first!).getByRole("link", { name: "Run sheet" })).toHaveAttribute(
      "href",
      "/api/bookings/1/run-sheet.pdf",
    );
    expect(screen.getByRole("link", { name: "Day's run sheets" })).toHaveAttribute(
      "href",
      "/api/admin/run-sheets.pdf?date=2026-11-28",
    );
  });

  it("offers On my way only today", () => {
    render(<TodayView data={{ ...DATA, isToday: false }} />);
    expect(screen.queryByRole("button", { name: "On my way" })).toBeNull();
  });

  it("toasts the queued text, or why it was not sent", async () => {
    const PATH = "/api/bookings/1/on-my-way";
    const answer = {
      bookingId: 1,
      arrivalTime: "13:15",
      driveMinutes: 75,
      driveSource: "table",
      from: { kind: "home" },
      body: "Summon a Magician is on the way and expects to arrive at about 13:15",
    };
    const fetchMock = stubFetch({
      [PATH]: [
        { status: 200, body: { ...answer, queued: true, reason: null, sendAfter: "2026-11-28T12:00:00.000Z" } },
        { status: 200, body: { ...answer, queued: false, reason: "no-consent", sendAfter: null } },
      ],
    });
    render(<TodayView data={DATA} />);
    const [first] = screen.getAllByTestId("today-gig");
    await userEvent.click(within(first!).getByRole("button", { name: "On my way" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Text queued", `"${answer.body}"`));
    await userEvent.click(within(first!).getByRole("button", { name: "On my way" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Text not sent",
        "The client has not agreed to texts about this booking. You expect to arrive at about 13:15.",
      ),
    );
    expect(callsTo(fetchMock, PATH)[0]![1]).toMatchObject({ method: "POST" });
  });
});
