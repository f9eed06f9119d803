import {
  arrivalHasPassed,
  arrivalTimeRejection,
  arrivalTimes,
  availableArrivalTimes,
  bookingInterval,
  computeEndTime,
  conflictsWithExisting,
  endsByCutoff,
  findConflict,
} from "@/lib/domain/time-slots";

// A fixed clock well before the event date: 2026-06-01 10:00 London (09:00 UTC, BST).
const earlier = new Date("2026-06-01T09:00:00Z");
const date = "2026-06-20";
const existing = [{ eventDate: date, startTime: "14:00", endTime: "16:00", paymentStatus: "pending" }];

describe("arrival times", () => {
  it("runs every 30 minutes from 09:00 to 23:00", () => {
    const t = arrivalTimes();
    expect(t[0]).toBe("09:00");
    expect(t[1]).toBe("09:30");
    expect(t[t.length - 1]).toBe("23:00");
    expect(t).toHaveLength(29);
  });

  it("excludes slots around a 14:00–16:00 booking with 60-minute buffers (60-minute show)", () => {
    const t = availableArrivalTimes({ eventDate: date, durationMinutes: 60, bookings: existing, now: earlier });
    expect(t).toContain("11:00");
    expect(t).not.toContain("11:30");
    expect(t).not.toContain("14:00");
    expect(t).not.toContain("16:30");
    expect(t).toContain("17:00");
    expect(t.filter((x) => x >= "11:30" && x <= "16:30")).toEqual([]);
  });

  it("widens the exclusion for longer shows", () => {
    const t = availableArrivalTimes({ eventDate: date, durationMinutes: 120, bookings: existing, now: earlier });
    expect(t).toContain("10:00");
    expect(t).not.toContain("10:30");
    expect(t).toContain("17:00");
  });

  it("ignores cancelled bookings", () => {
    const t = availableArrivalTimes({
      eventDate: date,
      durationMinutes: 60,
      bookings: [{ ...existing[0]!, paymentStatus: "cancelled" }],
      now: earlier,
    });
    expect(t).toContain("14:00");
  });

  it("requires the show to end by 23:00 (the buffer may run later)", () => {
    expect(endsByCutoff("22:00", 60)).toBe(true);
    expect(endsByCutoff("22:30", 30)).toBe(true);
    expect(endsByCutoff("22:30", 60)).toBe(false);
    expect(endsByCutoff("23:00", 30)).toBe(false);
    const t30 = availableArrivalTimes({ eventDate: date, durationMinutes: 30, bookings: [], now: earlier });
    expect(t30[t30.length - 1]).toBe("22:30");
    const t180 = availableArrivalTimes({ eventDate: date, durationMinutes: 180, bookings: [], now: earlier });
    expect(t180[t180.length - 1]).toBe("20:00");
  });

  it("today only offers times at least one hour ahead (London)", () => {
    // 2026-06-20 13:10 London = 12:10 UTC
    const now = new Date("2026-06-20T12:10:00Z");
    const t = availableArrivalTimes({ eventDate: date, durationMinutes: 60, bookings: [], now });
    expect(t[0]).toBe("14:30");
    // exactly 13:00 London -> 14:00 is allowed
    const t2 = availableArrivalTimes({
      eventDate: date,
      durationMinutes: 60,
      bookings: [],
      now: new Date("2026-06-20T12:00:00Z"),
    });
    expect(t2[0]).toBe("14:00");
    expect(arrivalTimeRejection({ eventDate: date, startTime: "13:30", durationMinutes: 60, bookings: [], now })).toBe(
      "too-soon",
    );
  });

  it("uses the London day at 23:30 UTC in summer", () => {
    // 2026-06-19 23:30 UTC is 2026-06-20 00:30 in London: the 20th is today, the 19th is past.
    const now = new Date("2026-06-19T23:30:00Z");
    expect(availableArrivalTimes({ eventDate: "2026-06-19", durationMinutes: 60, bookings: [], now })).toEqual([]);
    expect(availableArrivalTimes({ eventDate: date, durationMinutes: 60, bookings: [], now })[0]).toBe("09:00");
  });

  it("gives reasons for rejected times", () => {
    const base = { eventDate: date, durationMinutes: 60, bookings: existing, now: earlier };
    expect(arrivalTimeRejection({ ...base, startTime: "12:00" })).toBe("conflict");
    expect(arrivalTimeRejection({ ...base, startTime: "11:00" })).toBeNull();
    expect(arrivalTimeRejection({ ...base, startTime: "08:30" })).toBe("not-a-slot");
    expect(arrivalTimeRejection({ ...base, startTime: "10:15" })).toBe("not-a-slot");
    expect(arrivalTimeRejection({ ...base, startTime: "25:00" })).toBe("invalid-time");
    expect(arrivalTimeRejection({ ...base, startTime: "22:30" })).toBe("too-late");
    expect(arrivalTimeRejection({ ...base, eventDate: "2026-05-01", startTime: "12:00" })).toBe("past");
    expect(arrivalTimeRejection({ ...base, eventDate: "2026-02-30", startTime: "12:00" })).toBe("invalid-date");
  });
});

describe("end times and midnight", () => {
  it("computes end times", () => {
    expect(computeEndTime("14:00", 90)).toBe("15:30");
    expect(computeEndTime("23:00", 120)).toBe("01:00");
    expect(computeEndTime("00:00", 120)).toBe("02:00");
  });

  it("places bookings that cross midnight", () => {
    expect(bookingInterval({ eventDate: date, startTime: "23:00", endTime: "01:00" }, date)).toEqual({
      start: 1380,
      end: 1500,
    });
    expect(bookingInterval({ eventDate: "2026-06-19", startTime: "23:00", endTime: "01:00" }, date)).toEqual({
      start: -60,
      end: 60,
    });
    expect(bookingInterval({ eventDate: "2026-06-21", startTime: "00:00", endTime: "02:00" }, date)).toEqual({
      start: 1440,
      end: 1560,
    });
    expect(bookingInterval({ eventDate: date, startTime: "12:00", duration: "90" }, date)).toEqual({
      start: 720,
      end: 810,
    });
    expect(bookingInterval({ eventDate: date, startTime: "12:00" }, date)).toEqual({ start: 720, end: 780 });
    expect(bookingInterval({ eventDate: "2026-06-25", startTime: "12:00" }, date)).toBeNull();
    expect(bookingInterval({ eventDate: date, startTime: null }, date)).toBeNull();
  });

  it("sees a next-day 00:00 bar booking from a late evening slot", () => {
    const bar = [{ eventDate: "2026-06-21", startTime: "00:00", endTime: "02:00", paymentStatus: "completed" }];
    // 21:30 + 60 min + 60 buffer runs to 23:30, into the bar booking's padding starting 23:00
    expect(conflictsWithExisting({ eventDate: date, startTime: "21:30", durationMinutes: 60 }, bar)).toBe(true);
    expect(conflictsWithExisting({ eventDate: date, startTime: "21:00", durationMinutes: 60 }, bar)).toBe(false);
  });

  it("sees the previous evening's 23:00–01:00 bar booking", () => {
    const bar = [{ eventDate: "2026-06-19", startTime: "23:00", endTime: "01:00", paymentStatus: "completed" }];
    expect(conflictsWithExisting({ eventDate: date, startTime: "01:30", durationMinutes: 60 }, bar)).toBe(true);
    expect(conflictsWithExisting({ eventDate: date, startTime: "02:00", durationMinutes: 60 }, bar)).toBe(false);
    expect(conflictsWithExisting({ eventDate: date, startTime: "09:00", durationMinutes: 60 }, bar)).toBe(false);
  });

  it("returns the conflicting booking for the server", () => {
    const list = [
      { id: 1, eventDate: date, startTime: "14:00", endTime: "16:00", paymentStatus: "cancelled" },
      { id: 2, eventDate: date, startTime: "14:00", endTime: "16:00", paymentStatus: "pending" },
    ];
    expect(findConflict({ eventDate: date, startTime: "16:30", durationMinutes: 30 }, list)?.id).toBe(2);
    expect(findConflict({ eventDate: date, startTime: "17:00", durationMinutes: 30 }, list)).toBeNull();
  });
});

describe("arrivalHasPassed", () => {
  // 2026-07-01 14:30 in London (BST, UTC+1)
  const now = new Date("2026-07-01T13:30:00Z");
  it("is true for an earlier day, and for today's times up to this minute", () => {
    expect(arrivalHasPassed("2026-06-30", "23:30", now)).toBe(true);
    expect(arrivalHasPassed("2026-07-01", "09:00", now)).toBe(true);
    expect(arrivalHasPassed("2026-07-01", "14:30", now)).toBe(true);
  });
  it("is false for a later time today and for later days", () => {
    expect(arrivalHasPassed("2026-07-01", "14:31", now)).toBe(false);
    expect(arrivalHasPassed("2026-07-02", "00:00", now)).toBe(false);
  });
});
