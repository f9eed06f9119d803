// Stripe delivers events when it likes: late, twice, out of order, and again a day later. Whatever
// the order, the same events must leave the same ledger and the same booking. fast-check draws the
// orders (with repeats) and each is sent through the real webhook route, signed, to a fresh booking.
import fc from "fast-check";
import Stripe from "stripe";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, inDays, wizardDetails } from "../public-api/helpers";
import { postWebhook, stripeEvent, withStripeStandIn } from "../public-api/stripe-webhooks";

const standIn = withStripeStandIn();

jest.setTimeout(600_000);

beforeAll(resetAndSeed);
afterAll(() => db.$disconnect());
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await standIn.stop();
  await db.$disconnect();
});

/** The objects as Stripe sends them: only the fields our code may read, named and typed as in the `stripe` package. */
type RefundObject = Pick<
  Stripe.Refund,
  "id" | "object" | "amount" | "currency" | "status" | "payment_intent" | "metadata" | "created" | "failure_reason"
>;
type DisputeObject = Pick<
  Stripe.Dispute,
  "id" | "object" | "amount" | "currency" | "status" | "payment_intent" | "reason" | "created"
> & { balance_transactions: [] };
type IntentObject = Pick<
  Stripe.PaymentIntent,
  "id" | "object" | "amount" | "amount_received" | "currency" | "status" | "metadata" | "created"
>;

interface EventToSend {
  id: string;
  type: Stripe.Event.Type;
  object: RefundObject | DisputeObject | IntentObject;
}

let runs = 0;
let sent = 0;

async function deliver(event: EventToSend): Promise<number> {
  const res = await postWebhook({
    ...stripeEvent(event.type, event.object, event.id),
    created: Math.floor(Date.now() / 1000),
  });
  sent++;
  return res.status;
}

/** A booking checked out through Stripe (the stand-in), not yet paid: every event of the scenario is still to come. */
async function checkedOutBooking() {
  const details = await wizardDetails({ eventDate: inDays(40 + runs++) });
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect(intent.status).toBe(200);
  const intentId = intent.body.paymentIntentId as string;
  standIn.setStatus(intentId, "succeeded");
  const stored = standIn.intents.get(intentId)!;
  return { bookingId: intent.body.bookingId as number, intentId, intent: stored as unknown as IntentObject };
}

/** The scenario: paid; one refund pending then succeeded; one pending then failed; a dispute opened then prevented. */
function scenario(run: number, intentId: string, intent: IntentObject): EventToSend[] {
  const created = Math.floor(Date.now() / 1000);
  const refund = (id: string, amount: number, status: string, failure_reason?: string): RefundObject => ({
    id,
    object: "refund",
    amount,
    currency: "gbp",
    status,
    payment_intent: intentId,
    metadata: {},
    created,
    ...(failure_reason ? { failure_reason: failure_reason as Stripe.Refund["failure_reason"] } : {}),
  });
  const dispute = (status: Stripe.Dispute.Status): DisputeObject => ({
    id: `dp_order_${run}`,
    object: "dispute",
    amount: intent.amount,
    currency: "gbp",
    status,
    payment_intent: intentId,
    reason: "fraudulent",
    created,
    balance_transactions: [],
  });
  const e = (name: string, type: Stripe.Event.Type, object: EventToSend["object"]): EventToSend => ({
    id: `evt_order_${run}_${name}`,
    type,
    object,
  });
  return [
    e("paid", "payment_intent.succeeded", { ...intent, status: "succeeded", amount_received: intent.amount }),
    e("a_pending", "refund.created", refund(`re_order_${run}_a`, 5000, "pending")),
    e("a_succeeded", "charge.refund.updated", refund(`re_order_${run}_a`, 5000, "succeeded")),
    e("b_pending", "refund.created", refund(`re_order_${run}_b`, 3000, "pending")),
    e("b_failed", "refund.failed", refund(`re_order_${run}_b`, 3000, "failed", "expired_or_canceled_card")),
    e("dispute_opened", "charge.dispute.created", dispute("needs_response")),
    e("dispute_prevented", "charge.dispute.closed", dispute("prevented")),
  ];
}

/** What every order must come to: the ledger's rows and the booking's state, without ids or times. */
async function outcome(bookingId: number, intentId: string) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const rows = await db.moneyMovement.findMany({
    where: { intentId },
    orderBy: [{ kind: "asc" }, { amountPence: "asc" }],
  });
  return {
    booking: {
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      paidPence: booking.paidPence,
      refundedPence: booking.refundedPence,
      pendingRefundPence: booking.pendingRefundPence,
      failedRefundPence: booking.failedRefundPence,
      disputed: booking.disputedAt !== null,
    },
    ledger: rows.map((r) => ({ kind: r.kind, amountPence: r.amountPence, status: r.status })),
    intentRefundedPence: (await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence,
  };
}

const EXPECTED = {
  booking: {
    status: "confirmed",
    paymentStatus: "completed",
    paidPence: 27500,
    refundedPence: 5000,
    pendingRefundPence: 0,
    failedRefundPence: 3000,
    disputed: false,
  },
  intentRefundedPence: 5000,
};

describe("the same gateway events in any order, with repeats, come to the same ledger and booking", () => {
  it("holds for every drawn order", async () => {
    let reference: Awaited<ReturnType<typeof outcome>>["ledger"] | null = null;
    await fc.assert(
      fc.asyncProperty(
        // a permutation of the 7 events, then repeats: a redelivery (same id) or the event sent again a day later
        fc.tuple(
          fc.infiniteStream(fc.nat()),
          fc.array(fc.record({ index: fc.nat({ max: 6 }), at: fc.nat(), laterCopy: fc.boolean() }), { maxLength: 5 }),
        ),
        async ([randomness, repeats]) => {
          const { bookingId, intentId, intent } = await checkedOutBooking();
          const events = scenario(runs, intentId, intent);
          const order = [...events];
          const draws = randomness.take(order.length);
          for (let i = order.length - 1; i > 0; i--) {
            const j = (draws.next().value as number) % (i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          for (const repeat of repeats) {
            const again = events[repeat.index]!;
            const copy = repeat.laterCopy ? { ...again, id: `${again.id}_resent` } : again;
            order.splice(repeat.at % (order.length + 1), 0, copy);
          }
          // Stripe retries anything but a 2xx later: a 5xx ("not yet") goes to the back of the queue.
          const queue = order.map((event) => ({ event, tries: 0 }));
          for (let next = queue.shift(); next; next = queue.shift()) {
            const status = await deliver(next.event);
            expect(status < 500 || next.tries < 3).toBe(true);
            if (status >= 500) queue.push({ event: next.event, tries: next.tries + 1 });
            else expect(status).toBe(200);
          }
          const result = await outcome(bookingId, intentId);
          expect(result).toMatchObject(EXPECTED);
          reference ??= result.ledger;
          expect(result.ledger).toEqual(reference);
        },
      ),
      { numRuns: 25, seed: 20261128, endOnFailure: true },
    );
    expect(sent).toBeGreaterThan(25 * 7);
  });
});
