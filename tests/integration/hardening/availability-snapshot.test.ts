// "Active" has one definition (lib/domain/booking-status) with three forms: the predicate the
// browser and the rules use, the SQL that loadDaySnapshot runs in one round trip, and the Prisma
// filter of the public calendar. On generated mixes of statuses, payment statuses, holds (live,
// ended, none) and blocked days, all three must pick exactly the same bookings.
import fc from "fast-check";
import { BOOKING_STATUSES, activeBookingWhere, addDays, isActive } from "@/lib/domain";
import { loadDaySnapshot } from "@/lib/server/availability";
import { db, truncateAll } from "../../support/db";

afterAll(() => db.$disconnect());

const DAY = "2027-05-20";
const NOW = new Date("2027-04-01T12:00:00Z");

const dateOffset = fc.integer({ min: -2, max: 2 }).map((offset) => addDays(DAY, offset));
const bookingArb = fc.record({
  eventDate: dateOffset,
  startTime: fc.constantFrom("09:00", "14:30", "23:00", "00:00"),
  paymentStatus: fc.constantFrom("pending", "completed", "cancelled", "refunded"),
  status: fc.constantFrom(...BOOKING_STATUSES),
  holdInMinutes: fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
});

it("the SQL, the Prisma filter and the predicate agree on which bookings are active", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(bookingArb, { maxLength: 10 }),
      fc.subarray([addDays(DAY, -1), DAY, addDays(DAY, 1)]),
      fc.boolean(),
      async (bookings, blockedDays, excludeFirst) => {
        await truncateAll();
        const ids: number[] = [];
        for (const b of bookings) {
          const row = await db.booking.create({
            data: {
              clientName: "Snapshot",
              clientEmail: "s@example.com",
              clientPhone: "1",
              eventLocation: "Glasgow",
              eventType: "birthday",
              eventDate: b.eventDate,
              startTime: b.startTime,
              endTime: "01:00",
              guestCount: 1,
              selectedServices: [],
              duration: "60",
              totalPence: 100,
              paymentType: "full",
              paymentStatus: b.paymentStatus,
              status: b.status,
              holdExpiresAt: b.holdInMinutes === null ? null : new Date(NOW.getTime() + b.holdInMinutes * 60_000),
            },
          });
          ids.push(row.id);
        }
        for (const date of blockedDays) await db.blockedDay.create({ data: { date } });
        const exclude = excludeFirst && ids.length > 0 ? ids[0] : undefined;
        const snapshot = await loadDaySnapshot(db, DAY, { now: NOW, excludeBookingId: exclude });

        const dates = [addDays(DAY, -1), DAY, addDays(DAY, 1)];
        const rows = await db.booking.findMany({ where: { eventDate: { in: dates } } });
        const expected = rows.filter((r) => r.id !== exclude && isActive(r, NOW));
        expect(snapshot.bookings.length).toBe(expected.length);
        expect(snapshot.activeCount).toBe(expected.filter((r) => r.eventDate === DAY).length);
        expect(snapshot.blocked).toBe(blockedDays.includes(DAY));

        const viaPrisma = await db.booking.findMany({
          where: { eventDate: { in: dates }, ...activeBookingWhere(NOW) },
          select: { id: true },
        });
        expect(viaPrisma.map((r) => r.id).sort()).toEqual(
          rows
            .filter((r) => isActive(r, NOW))
            .map((r) => r.id)
            .sort(),
        );
      },
    ),
    { numRuns: 40 },
  );
});
