// Property-based test (fast-check) of the capacity and buffer rules: a simulated server accepts or
// refuses generated booking requests (public arrival times and bar-service times, some crossing
// midnight, with cancellations in between) using exactly the lib/domain checks the server uses when
// saving. Whatever the sequence, no day ever holds more than 5 active bookings, and no two active
// bookings come closer than the 60-minute buffer. The overlap check here is an independent oracle in
// absolute minutes, not the domain's own function.
import fc from "fast-check";
import {
  BAR_BOOKING_DURATION_MINUTES,
  BAR_SERVICE_TIMES,
  BUFFER_MINUTES,
  DURATIONS,
  MAX_ACTIVE_BOOKINGS_PER_DAY,
  addDays,
  arrivalTimeRejection,
  availableArrivalTimes,
  arrivalTimes,
  checkDateBookable,
  computeEndTime,
  daysBetween,
  findConflict,
  isActiveBooking,
  isBarServiceTimeAllowed,
  londonToday,
  timeToMinutes,
  type AvailabilityBooking,
} from "@/lib/domain";

const NOW = new Date("2027-03-10T08:15:00Z");
const TODAY = londonToday(NOW);
const DATES = [0, 1, 2, 3, 30].map((offset) => addDays(TODAY, offset));
const BLOCKED = [addDays(TODAY, 3)];

interface Stored extends AvailabilityBooking {
  eventDate: string;
  startTime: string;
  endTime: string;
  duration: string;
  status: string;
  paymentStatus: string;
}

type Action =
  | { kind: "public"; date: string; startTime: string; duration: number }
  | { kind: "bar"; date: string; startTime: string }
  | { kind: "cancel"; index: number; how: "status" | "payment" | "refund" };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("public" as const),
      date: fc.constantFrom(...DATES),
      // mostly real arrival times, sometimes anything a client could send
      startTime: fc.oneof(
        fc.constantFrom(...arrivalTimes()),
        fc
          .integer({ min: 0, max: 1439 })
          .map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`),
      ),
      duration: fc.constantFrom(...DURATIONS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("bar" as const),
      date: fc.constantFrom(...DATES),
      startTime: fc.constantFrom(...BAR_SERVICE_TIMES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("cancel" as const),
      index: fc.nat(),
      how: fc.constantFrom("status" as const, "payment" as const, "refund" as const),
    }),
  },
);

/** The server's accept check when saving a booking, from the domain rules. */
function accept(stored: Stored[], date: string, startTime: string, duration: number, bar: boolean): boolean {
  const sameDayish = stored.filter((b) => Math.abs(daysBetween(date, b.eventDate)) <= 1);
  const day = checkDateBookable(date, {
    today: TODAY,
    bookings: stored.filter((b) => b.eventDate === date),
    blockedDates: BLOCKED,
  });
  if (!day.ok) return false;
  if (bar) {
    if (!isBarServiceTimeAllowed(date, startTime, NOW)) return false;
    return findConflict({ eventDate: date, startTime, durationMinutes: duration }, sameDayish) === null;
  }
  return (
    arrivalTimeRejection({ eventDate: date, startTime, durationMinutes: duration, bookings: sameDayish, now: NOW }) ===
    null
  );
}

/** Absolute [start, end) in minutes from TODAY's midnight. */
function absolute(b: Stored): { start: number; end: number } {
  const start = daysBetween(TODAY, b.eventDate) * 1440 + timeToMinutes(b.startTime);
  return { start, end: start + Number(b.duration) };
}

function assertInvariants(stored: Stored[]) {
  const active = stored.filter(isActiveBooking);
  const perDay = new Map<string, number>();
  for (const b of active) perDay.set(b.eventDate, (perDay.get(b.eventDate) ?? 0) + 1);
  for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(MAX_ACTIVE_BOOKINGS_PER_DAY);
  for (const b of active) expect(BLOCKED).not.toContain(b.eventDate);
  for (let i = 0; i < active.length; i++) {
    for (let j = i + 1; j < active.length; j++) {
      const a = absolute(active[i]!);
      const b = absolute(active[j]!);
      const apart = a.end + BUFFER_MINUTES <= b.start || b.end + BUFFER_MINUTES <= a.start;
      if (!apart) throw new Error(`Buffers overlap: ${JSON.stringify(active[i])} and ${JSON.stringify(active[j])}`);
    }
  }
}

describe("capacity and buffers through the domain rules", () => {
  it("no generated sequence of accepted bookings breaks the 5-a-day limit or the buffers", () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => {
        const stored: Stored[] = [];
        for (const step of actions) {
          if (step.kind === "cancel") {
            if (stored.length === 0) continue;
            const booking = stored[step.index % stored.length]!; // stored is not empty
            if (step.how === "status") booking.status = "cancelled";
            else if (step.how === "payment") booking.paymentStatus = "cancelled";
            else booking.status = "refunded";
          } else {
            const duration = step.kind === "bar" ? BAR_BOOKING_DURATION_MINUTES : step.duration;
            if (accept(stored, step.date, step.startTime, duration, step.kind === "bar")) {
              stored.push({
                eventDate: step.date,
                startTime: step.startTime,
                endTime: computeEndTime(step.startTime, duration),
                duration: String(duration),
                status: "confirmed",
                paymentStatus: "pending",
              });
            }
          }
          assertInvariants(stored);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a day with room accepts a free time and then fills up to exactly 5 active bookings", () => {
    // Sanity check that the simulation does accept bookings (so the property above is not vacuous).
    const stored: Stored[] = [];
    const date = addDays(TODAY, 1);
    for (const startTime of ["09:00", "11:00", "13:00", "15:00", "17:00", "19:00", "21:00"]) {
      if (accept(stored, date, startTime, 60, false)) {
        stored.push({
          eventDate: date,
          startTime,
          endTime: computeEndTime(startTime, 60),
          duration: "60",
          status: "confirmed",
          paymentStatus: "pending",
        });
      }
    }
    expect(stored.filter(isActiveBooking)).toHaveLength(MAX_ACTIVE_BOOKINGS_PER_DAY);
  });
});

describe("the wizard's arrival times agree with the server's check", () => {
  it("availableArrivalTimes offers exactly the times arrivalTimeRejection accepts", () => {
    const booking = fc.record({
      eventDate: fc.constantFrom(addDays(TODAY, -1), TODAY, addDays(TODAY, 1), addDays(TODAY, 2), "2026-02-30", ""),
      startTime: fc.oneof(fc.constantFrom(...arrivalTimes(), ...BAR_SERVICE_TIMES), fc.constantFrom("", "25:00", null)),
      endTime: fc.oneof(
        fc.constantFrom("00:30", "10:00", "13:30", "23:00", "01:00"),
        fc.constantFrom("", null, "9:00"),
      ),
      duration: fc.oneof(fc.constantFrom("30", "60", "120", "abc", null), fc.integer({ min: -10, max: 300 })),
      paymentStatus: fc.constantFrom("pending", "completed", "cancelled", null),
      status: fc.constantFrom("pending", "confirmed", "cancelled", "refunded", null),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(TODAY, addDays(TODAY, -1), addDays(TODAY, 1), addDays(TODAY, 40), "2026-02-30"),
        fc.constantFrom(...DURATIONS, 0, 600),
        fc.array(booking, { maxLength: 8 }),
        fc.date({ min: new Date("2027-03-09T00:00:00Z"), max: new Date("2027-03-12T00:00:00Z"), noInvalidDate: true }),
        (eventDate, durationMinutes, bookings, now) => {
          const offered = availableArrivalTimes({ eventDate, durationMinutes, bookings, now });
          const accepted = arrivalTimes().filter(
            (startTime) => arrivalTimeRejection({ eventDate, startTime, durationMinutes, bookings, now }) === null,
          );
          expect(offered).toEqual(accepted);
        },
      ),
      { numRuns: 500 },
    );
  });
});
