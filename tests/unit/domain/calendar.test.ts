import {
  buildCalendarMap,
  checkDateBookable,
  countActiveBookings,
  dayAvailability,
  dayStatus,
  isActiveBooking,
  loadLevel,
  lookupDay,
} from "@/lib/domain/calendar";

const today = "2026-06-10";
const day = "2026-06-20";
const booking = (over: Record<string, string> = {}) => ({
  eventDate: day,
  startTime: "12:00",
  endTime: "13:00",
  paymentStatus: "pending",
  ...over,
});

describe("calendar", () => {
  it("does not count cancelled or refunded bookings", () => {
    expect(isActiveBooking({ paymentStatus: "pending" })).toBe(true);
    expect(isActiveBooking({ paymentStatus: "completed", status: "confirmed" })).toBe(true);
    expect(isActiveBooking({ paymentStatus: "cancelled" })).toBe(false);
    expect(isActiveBooking({ paymentStatus: "completed", status: "cancelled" })).toBe(false);
    expect(isActiveBooking({ paymentStatus: "completed", status: "refunded" })).toBe(false);
    expect(
      countActiveBookings(
        [booking(), booking({ paymentStatus: "cancelled" }), booking({ eventDate: "2026-06-21" })],
        day,
      ),
    ).toBe(1);
  });

  it("maps counts to load levels", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(loadLevel)).toEqual([
      "available",
      "light",
      "light",
      "busy",
      "busy",
      "full",
      "full",
    ]);
  });

  it("makes 5 or more active bookings full and not selectable", () => {
    const bookings = Array.from({ length: 5 }, () => booking());
    const d = dayStatus(day, { today, bookings, blockedDates: [] });
    expect(d).toMatchObject({ status: "full", selectable: false, activeCount: 5 });
    bookings[0] = booking({ paymentStatus: "cancelled" });
    expect(dayStatus(day, { today, bookings, blockedDates: [] })).toMatchObject({
      status: "busy",
      selectable: true,
      activeCount: 4,
    });
  });

  it("handles blocked, past, today and horizon days", () => {
    expect(dayAvailability({ date: day, today, activeCount: 0, blocked: true })).toMatchObject({
      status: "blocked",
      selectable: false,
    });
    expect(dayAvailability({ date: "2026-06-09", today, activeCount: 1, blocked: false })).toMatchObject({
      status: "past",
      load: "light",
      selectable: false,
    });
    expect(dayAvailability({ date: today, today, activeCount: 0, blocked: false })).toMatchObject({
      status: "available",
      selectable: true,
    });
    expect(dayAvailability({ date: "2029-06-09", today, activeCount: 0, blocked: false })).toMatchObject({
      status: "available",
      selectable: true,
    }); // +1095
    expect(dayAvailability({ date: "2029-06-10", today, activeCount: 0, blocked: false })).toMatchObject({
      status: "beyond-horizon",
      selectable: false,
    });
  });

  it("builds a map by date with defaults for empty days", () => {
    const map = buildCalendarMap({
      today,
      bookings: [booking(), booking(), booking({ eventDate: "2026-06-21", paymentStatus: "cancelled" })],
      blockedDates: ["2026-06-25"],
    });
    expect(map[day]).toMatchObject({ status: "light", activeCount: 2 });
    expect(map["2026-06-21"]).toMatchObject({ status: "available", activeCount: 0 });
    expect(map["2026-06-25"]).toMatchObject({ status: "blocked", selectable: false });
    expect(lookupDay(map, "2026-06-30", today)).toMatchObject({
      status: "available",
      selectable: true,
      activeCount: 0,
    });
    expect(lookupDay(map, "2026-06-01", today)).toMatchObject({ status: "past", selectable: false });
  });

  it("checks a date on the server", () => {
    const ctx = { today, bookings: Array.from({ length: 5 }, () => booking()), blockedDates: ["2026-06-25"] };
    expect(checkDateBookable(day, ctx)).toMatchObject({ ok: false, reason: "full" });
    expect(checkDateBookable("2026-06-25", ctx)).toMatchObject({ ok: false, reason: "blocked" });
    expect(checkDateBookable("2026-06-01", ctx)).toMatchObject({ ok: false, reason: "past" });
    expect(checkDateBookable("2026-02-30", ctx)).toEqual({ ok: false, reason: "invalid" });
    expect(checkDateBookable("2026-06-26", ctx)).toMatchObject({ ok: true });
  });
});
