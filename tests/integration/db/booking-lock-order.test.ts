/** @jest-environment node */
// Lock order of the transactions that write bookings (lib/server/bookings/lock-order.ts): a booking's
// row before its payment intents'. The magician's refund or cancellation locks the booking, updates
// it (and, as it changes the confirmed total, waits in its trigger for the booking_totals row that
// other confirmations hold until they commit), then records the refund on the payment intent; the
// webhook's charge.refunded for that refund used to update the payment intent first and then the
// booking, and the two deadlocked (40P01). A third connection holds the totals row to line both
// transactions up at that point, then lets them go.
import { Client } from "pg";
import { POST as refund } from "@/app/api/refund-booking/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { call, createPaidBooking } from "../admin/helpers";

beforeEach(() => resetAndSeed());
afterAll(() => db.$disconnect());

/** Sessions of this database waiting for a lock (asked outside a transaction, which would see a frozen view). */
async function lockWaiters(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return must(row, "a count").n;
}

async function untilWaiting(count: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if ((await lockWaiters()) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`expected ${count} transactions waiting for a lock`);
}

/** A paid, confirmed booking whose checkout payment is recorded against it (as checkout does). */
async function paidBooking() {
  const booking = await createPaidBooking({ status: "confirmed", totalPence: 30000 });
  const intentId = must(booking.stripePaymentId, "a payment");
  await db.paymentIntent.update({ where: { id: intentId }, data: { bookingId: booking.id } });
  return { booking, intentId };
}

/** Holds the totals row in an open transaction until the returned function commits it. */
async function holdTotals(): Promise<{ release: () => Promise<void> }> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`UPDATE "booking_totals" SET "confirmedTotalPence" = "confirmedTotalPence" WHERE "id" = 1`);
  let open = true;
  return {
    release: async () => {
      if (!open) return;
      open = false;
      await client.query("COMMIT");
      await client.end();
    },
  };
}

async function expectRefundedOnce(bookingId: number, intentId: string): Promise<void> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  expect(booking.status).toBe("refunded");
  expect(booking.refundedPence).toBe(30000);
  const intent = await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } });
  expect(intent.refundedPence).toBe(30_000);
  const [row] = await db.$queryRaw<{ running: string; sum: string }[]>`
    SELECT (SELECT "confirmedTotalPence"::text FROM "booking_totals" WHERE "id" = 1) AS running,
           (SELECT COALESCE(SUM("totalPence"), 0)::text FROM "bookings" WHERE "status" = 'confirmed') AS sum`;
  expect(must(row, "totals").running).toBe(must(row, "totals").sum);
}

describe("bookings, their payment intents and the totals row", () => {
  it.each([
    [
      "the magician's refund",
      (bookingId: number) => call(refund, "/api/refund-booking", { method: "POST", body: { bookingId, amount: 300 } }),
    ],
    [
      "the magician's cancellation with a refund",
      (bookingId: number) =>
        call(putStatus, `/api/bookings/${bookingId}/status`, {
          method: "PUT",
          params: { id: String(bookingId) },
          body: { status: "cancelled", refundAmount: 300 },
        }),
    ],
  ])("%s and Stripe's charge.refunded for it queue, never deadlock", async (_name, magicianAction) => {
    const { booking, intentId } = await paidBooking();
    const totals = await holdTotals();
    try {
      // The magician's transaction locks the booking, updates it and waits in the totals trigger.
      const magician = magicianAction(booking.id);
      await untilWaiting(1);
      // Stripe's event for that very refund arrives meanwhile.
      const webhook = processPaymentEvent({
        eventId: `evt_refund_${booking.id}`,
        type: "charge.refunded",
        intentId,
        amountRefundedPence: 30_000,
      });
      await untilWaiting(2);
      await totals.release();
      const [answer, settled] = await Promise.allSettled([magician, webhook]);
      expect(settled.status === "rejected" ? String(settled.reason) : "settled").toBe("settled");
      expect(answer.status === "fulfilled" ? answer.value.status : answer.reason).toBe(200);
    } finally {
      await totals.release();
    }
    await expectRefundedOnce(booking.id, intentId);
  });
});
