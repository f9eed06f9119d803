// loadDaySnapshot reads a day's bookings, live slot holds and blocked state in one raw SQL round trip
// (for the availability route's throughput). This checks it against the ORM queries it replaced, on
// generated mixes of booking statuses, holds (expired, used, tied to a booking, cancelled) and blocked
// days, so the page and the booking save keep seeing exactly what they saw before.
import fc from "fast-check";
import { addDays, isActiveBooking, type AvailabilityBooking } from "@/lib/domain";
import { liveHoldWhere, loadDaySnapshot } from "@/lib/server/availability";
import { db, truncateAll } from "../../support/db";

afterAll(() => db.$disconnect());

const DAY = "2027-05-20";
const NOW = new Date("2027-04-01T12:00:00Z");

async function reference(date: string, now: Date, excludeIntentId?: string) {
  const dates = [addDays(date, -1), date, addDays(date, 1)];
  const [bookings, holds, blocked] = await Promise.all([
    db.booking.findMany({
      where: { eventDate: { in: dates }, paymentStatus: { not: "cancelled" }, status: { notIn: ["cancelled", "refunded"] } },
      select: { eventDate: true, startTime: true, endTime: true, duration: true, paymentStatus: true, status: true },
    }),
    db.paymentIntent.findMany({ where: liveHoldWhere(dates, now, excludeIntentId), select: { eventDate: true, startTime: true, endTime: true } }),
    db.blockedDay.findUnique({ where: { date }, select: { id: true } }),
  ]);
  const all: AvailabilityBooking[] = [
    ...bookings,
    ...holds.map((h) => ({ eventDate: h.eventDate!, startTime: h.startTime, endTime: h.endTime, paymentStatus: "pending" })),
  ];
  return { date, blocked: !!blocked, bookings: all, activeCount: all.filter((b) => b.eventDate === date && isActiveBooking(b)).length };
}

const sorted = (list: AvailabilityBooking[]) => list.map((b) => JSON.stringify(b)).sort();
const dateOffset = fc.integer({ min: -2, max: 2 }).map((offset) => addDays(DAY, offset));

const bookingArb = fc.record({
  eventDate: dateOffset,
  startTime: fc.constantFrom("09:00", "14:30", "23:00", "00:00"),
  paymentStatus: fc.constantFrom("pending", "completed", "cancelled", "refunded"),
  status: fc.constantFrom("pending", "confirmed", "completed", "cancelled", "refunded"),
});
const holdArb = fc.record({
  eventDate: fc.option(dateOffset, { nil: null }),
  startTime: fc.option(fc.constantFrom("10:00", "19:00"), { nil: null }),
  expiresInMinutes: fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
  used: fc.boolean(),
  tiedToBooking: fc.boolean(),
  status: fc.constantFrom("requires_payment_method", "processing", "succeeded", "failed", "canceled"),
});

it("returns exactly what the ORM queries returned", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(bookingArb, { maxLength: 8 }),
      fc.array(holdArb, { maxLength: 6 }),
      fc.subarray([addDays(DAY, -1), DAY, addDays(DAY, 1)]),
      fc.boolean(),
      async (bookings, holds, blockedDays, excludeFirst) => {
        await truncateAll();
        for (const b of bookings) {
          await db.booking.create({
            data: {
              clientName: "Snapshot", clientEmail: "s@example.com", clientPhone: "1", eventLocation: "Glasgow", eventType: "birthday",
              eventDate: b.eventDate, startTime: b.startTime, endTime: "01:00", guestCount: 1, selectedServices: [], duration: "60",
              totalAmount: 1, paymentType: "full", paymentStatus: b.paymentStatus, status: b.status,
            },
          });
        }
        const ids: string[] = [];
        for (const [index, h] of holds.entries()) {
          const id = `pi_snapshot_${index}`;
          ids.push(id);
          await db.paymentIntent.create({
            data: {
              id, provider: "demo", purpose: "booking", amountPence: 100, details: {}, status: h.status,
              eventDate: h.eventDate, startTime: h.startTime, endTime: h.startTime ? "21:00" : null,
              holdExpiresAt: h.expiresInMinutes === null ? null : new Date(NOW.getTime() + h.expiresInMinutes * 60_000),
              usedAt: h.used ? NOW : null, bookingId: h.tiedToBooking ? 1000 + index : null,
            },
          });
        }
        for (const date of blockedDays) await db.blockedDay.create({ data: { date } });
        const exclude = excludeFirst && ids.length > 0 ? ids[0] : undefined;
        const fast = await loadDaySnapshot(db, DAY, { now: NOW, excludeIntentId: exclude });
        const slow = await reference(DAY, NOW, exclude);
        expect(fast.blocked).toBe(slow.blocked);
        expect(fast.activeCount).toBe(slow.activeCount);
        expect(sorted(fast.bookings)).toEqual(sorted(slow.bookings));
      },
    ),
    { numRuns: 40 },
  );
});
