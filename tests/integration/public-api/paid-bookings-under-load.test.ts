import { isActiveBooking } from "@/lib/domain";
import { keepCoresBusy } from "../../support/busy-cores";
import { db, resetAndSeed } from "../../support/db";
import { inDays, lapsedPaidIntents, postBooking } from "./helpers";

// A small pool, so that same-date waiters could take every connection (read when the pool first connects).
process.env.DATABASE_POOL_SIZE = "4";

jest.setTimeout(240_000);

keepCoresBusy();
afterAll(() => db.$disconnect());

beforeEach(resetAndSeed);

const STARTS = Array.from({ length: 24 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

describe("paid bookings for one date with every core busy and a small pool", () => {
  it("24 simultaneous POST /api/bookings each answer 201 or 409, never 500, and every refused payment is returned", async () => {
    const date = inDays(62);
    // 24 paid intents for the same day whose holds have all lapsed, then all posted at once.
    const made = await lapsedPaidIntents(date, STARTS, "load");

    const results = await Promise.all(made.map((m) => postBooking({ ...m.details, stripePaymentId: m.id })));

    expect(results.map((r) => r.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const saved = made.filter((_, i) => results[i]?.status === 201).map((m) => m.id);
    const refused = made.filter((_, i) => results[i]?.status === 409).map((m) => m.id);
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.refunded === true)).toBe(true);

    // The saved ones are the day's active bookings; no more than the day holds.
    const active = (await db.booking.findMany({ where: { eventDate: date } })).filter((b) => isActiveBooking(b));
    expect(active.map((b) => b.stripePaymentId).sort()).toEqual([...saved].sort());
    expect(active.length).toBeLessThanOrEqual(5);

    // Every refused payment went back in full, recorded in the ledger; no kept payment was touched.
    const intents = await db.paymentIntent.findMany({ where: { id: { in: [...saved, ...refused] } } });
    for (const intent of intents) {
      expect({ id: intent.id, refundedPence: intent.refundedPence }).toEqual({
        id: intent.id,
        refundedPence: refused.includes(intent.id) ? intent.amountPence : 0,
      });
    }
    const returns = await db.moneyMovement.findMany({ where: { kind: "refund", intentId: { in: refused } } });
    expect(returns.map((m) => [m.intentId, m.purpose, m.status, m.amountPence]).sort()).toEqual(
      refused.map((id) => [id, "return", "succeeded", 27_500]).sort(),
    );
    expect(await db.refundRequest.count({ where: { intentId: { in: refused }, status: { not: "succeeded" } } })).toBe(
      0,
    );
  });
});
