// The money ledger against the local Stripe stand-in: refunds that Stripe's webhook reports,
// whether before our own record of them or for a refund made in Stripe's dashboard.
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, inDays, postBooking, wizardDetails } from "./helpers";
import { postWebhook, stripeEvent, withStripeStandIn } from "./stripe-webhooks";

const standIn = withStripeStandIn();

jest.setTimeout(120_000);

afterAll(() => db.$disconnect());
beforeEach(async () => {
  standIn.onRefund = undefined;
  // Our refund requests' ids start again after each reset, and so would their idempotency keys.
  standIn.forgetRefunds();
  await resetAndSeed();
});

let eventCounter = 0;
async function sendWebhook(type: string, object: Record<string, unknown>) {
  const res = await postWebhook(stripeEvent(type, object, `evt_ledger_${++eventCounter}`));
  return { status: res.status, body: await res.json() };
}

/** charge.refunded as Stripe sends it (API versions since 2022-11-15: no refunds list on the charge). */
const chargeRefunded = (intentId: string) =>
  sendWebhook("charge.refunded", {
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    amount: 27500,
    amount_refunded: standIn.refunds.filter((r) => r.payment_intent === intentId).reduce((n, r) => n + r.amount, 0),
    refunded: true,
  });

/** A booking paid in full through Stripe (the stand-in) and its webhook. */
async function paidBooking(eventDate: string) {
  const details = await wizardDetails({ eventDate });
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect(intent.status).toBe(200);
  const id = intent.body.paymentIntentId as string;
  standIn.setStatus(id, "succeeded");
  const intentObject = standIn.intents.get(id)!;
  expect((await sendWebhook("payment_intent.succeeded", { ...intentObject })).status).toBe(200);
  const booking = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: id } });
  expect(booking.status).toBe("confirmed");
  return { bookingId: booking.id, intentId: id };
}

async function cancelIt(token: string) {
  const res = await cancel(await request(`/api/manage/${token}/cancel`, { method: "POST", body: {} }), {
    params: Promise.resolve({ token }),
  });
  return { status: res.status, body: await res.json() };
}

describe("Stripe refunds in the ledger", () => {
  it("the webhook landing between the gateway call and the record: the cancel still succeeds, the refund counts once", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(20)); // 14–30 days: half back
    // Stripe delivers charge.refunded before its answer to our refund call reaches us.
    standIn.onRefund = async () => {
      expect((await chargeRefunded(intentId)).status).toBe(200);
    };
    const res = await cancelIt(manageToken(bookingId, 1));
    expect(res.status).toBe(200);
    expect(standIn.refunds).toHaveLength(1);
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(row.refundedPence).toBe(13750);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(13750);
    expect(await db.auditLog.count({ where: { action: "booking.customer-cancel" } })).toBe(1);
    // A retry finds the booking cancelled and refunds nothing more.
    expect((await cancelIt(manageToken(bookingId, 1))).status).not.toBe(200);
    expect(standIn.refunds).toHaveLength(1);
  });

  it("a refund made in Stripe's dashboard arrives by webhook and counts; a later cancel refunds only what the terms still give", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(45)); // more than 30 days: paid − the 137.50 deposit
    standIn.dashboardRefund(intentId, 10000);
    expect((await chargeRefunded(intentId)).status).toBe(200);
    let row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.status).toBe("confirmed");
    expect(row.refundedPence).toBe(10000);
    const shown = await db.auditLog.findFirstOrThrow({
      where: { action: "booking.refund", entityId: String(bookingId) },
    });
    expect(shown.after).toMatchObject({ refundedPence: 10000, source: "provider" });
    // the same event again, or a second delivery listing the same refund: counted once
    expect((await chargeRefunded(intentId)).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).refundedPence).toBe(10000);

    const res = await cancelIt(manageToken(bookingId, 1));
    expect(res.status).toBe(200);
    // 275 − 137.50 deposit = 137.50 back in all under the terms: the dashboard's 100.00 counts towards it
    const ours = standIn.refunds.filter((r) => r.metadata.refund_request_id);
    expect(ours.map((r) => r.amount)).toEqual([3750]);
    row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.refundedPence).toBe(13750);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(13750);
  });

  it("charge.dispute.created opens a dispute and charge.dispute.closed closes it", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(45));
    const disputeObject = (status: string) => ({
      id: "dp_ledger_1",
      object: "dispute",
      payment_intent: intentId,
      amount: 27500,
      reason: "fraudulent",
      status,
    });
    expect((await sendWebhook("charge.dispute.created", disputeObject("needs_response"))).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).disputedAt).not.toBeNull();
    expect((await cancelIt(manageToken(bookingId, 1))).status).toBe(409);
    expect((await sendWebhook("charge.dispute.closed", disputeObject("won"))).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).disputedAt).toBeNull();
    expect((await cancelIt(manageToken(bookingId, 1))).status).toBe(200);
  });
});

describe("Stripe disputes in the ledger", () => {
  // The database starts again, and with it our refund requests' ids (the refunds' idempotency keys).
  beforeEach(() => standIn.forgetRefunds());
  /** A dispute as Stripe sends it, with the balance transactions it has made so far (negative: withdrawn). */
  const disputeObject = (intentId: string, status: string, moved: { id: string; amount: number }[] = []) => ({
    id: "dp_ledger_2",
    object: "dispute",
    payment_intent: intentId,
    charge: `ch_${intentId}`,
    amount: 27500,
    currency: "gbp",
    reason: "product_not_received",
    status,
    balance_transactions: moved.map((txn) => ({
      id: txn.id,
      object: "balance_transaction",
      amount: txn.amount,
      fee: txn.amount < 0 ? 2000 : -2000,
      net: txn.amount < 0 ? txn.amount - 2000 : txn.amount + 2000,
      currency: "gbp",
      reporting_category: txn.amount < 0 ? "dispute" : "dispute_reversal",
      type: "adjustment",
    })),
  });
  const WITHDRAWN = { id: "txn_dispute_out", amount: -27500 };
  const REINSTATED = { id: "txn_dispute_back", amount: 27500 };
  const moneyOf = async (bookingId: number) => {
    const row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    return { refunded: row.refundedPence / 100, disputed: row.disputedAt !== null };
  };

  it("a dispute closed as prevented lets the customer cancel again, through the webhook and the manage cancel route", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(45));
    const token = manageToken(bookingId, 1);
    expect(
      (await sendWebhook("charge.dispute.created", disputeObject(intentId, "warning_needs_response"))).status,
    ).toBe(200);
    expect((await cancelIt(token)).status).toBe(409);
    expect((await sendWebhook("charge.dispute.closed", disputeObject(intentId, "prevented"))).status).toBe(200);
    expect(await db.moneyMovement.findUniqueOrThrow({ where: { id: "dp_ledger_2" } })).toMatchObject({
      kind: "dispute",
      status: "prevented",
    });
    expect(await moneyOf(bookingId)).toEqual({ refunded: 0, disputed: false });
    const res = await cancelIt(token);
    expect(res.status).toBe(200);
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([13750]);
    const closed = await db.auditLog.findFirstOrThrow({ where: { action: "booking.dispute-closed" } });
    expect(closed.after).toMatchObject({ disputeId: "dp_ledger_2", outcome: "prevented" });
  });

  it.each(["appeal_needs_response", "appeal_under_review", "under_review", "some_status_stripe_adds_later"])(
    "charge.dispute.closed closes a dispute whatever its status (%s)",
    async (status) => {
      const { bookingId, intentId } = await paidBooking(inDays(45));
      await sendWebhook("charge.dispute.created", disputeObject(intentId, "needs_response"));
      expect((await moneyOf(bookingId)).disputed).toBe(true);
      expect((await sendWebhook("charge.dispute.closed", disputeObject(intentId, status))).status).toBe(200);
      expect((await moneyOf(bookingId)).disputed).toBe(false);
      expect((await cancelIt(manageToken(bookingId, 1))).status).toBe(200);
    },
  );

  it("money withdrawn and reinstated are ledger rows by their balance transactions; the booking's refunded amount follows them", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(45));
    await sendWebhook("charge.dispute.created", disputeObject(intentId, "needs_response"));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 0, disputed: true });
    expect(await db.emailOutbox.count({ where: { kind: "payment_disputed_magician" } })).toBe(1);

    await sendWebhook("charge.dispute.funds_withdrawn", disputeObject(intentId, "needs_response", [WITHDRAWN]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 275, disputed: true });
    expect(await db.moneyMovement.findUniqueOrThrow({ where: { id: WITHDRAWN.id } })).toMatchObject({
      kind: "dispute-funds",
      status: "withdrawn",
      amountPence: 27500,
      intentId,
      bookingId,
    });
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(27500);

    // updated with the same money listed: nothing counted twice, the magician not told again
    await sendWebhook("charge.dispute.updated", disputeObject(intentId, "under_review", [WITHDRAWN]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 275, disputed: true });
    expect(await db.emailOutbox.count({ where: { kind: "payment_disputed_magician" } })).toBe(1);

    await sendWebhook("charge.dispute.funds_reinstated", disputeObject(intentId, "won", [WITHDRAWN, REINSTATED]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 0, disputed: false });
    await sendWebhook("charge.dispute.closed", disputeObject(intentId, "won", [WITHDRAWN, REINSTATED]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 0, disputed: false });
    expect(await db.moneyMovement.count({ where: { kind: "dispute-funds", bookingId } })).toBe(2);
    expect(await db.auditLog.count({ where: { action: "booking.dispute-closed" } })).toBe(1);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(0);
  });

  it("a lost dispute counts the money withdrawn once, not again for its status", async () => {
    const { bookingId, intentId } = await paidBooking(inDays(45));
    await sendWebhook("charge.dispute.funds_withdrawn", disputeObject(intentId, "needs_response", [WITHDRAWN]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 275, disputed: true });
    await sendWebhook("charge.dispute.closed", disputeObject(intentId, "lost", [WITHDRAWN]));
    expect(await moneyOf(bookingId)).toEqual({ refunded: 275, disputed: false });
  });
});

describe("webhooks for an intent the app does not know", () => {
  it("a checkout's intent never recorded (a crash after Stripe answered) is adopted from its metadata and confirms its booking", async () => {
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    expect(intent.status).toBe(200);
    const id = intent.body.paymentIntentId as string;
    const bookingId = intent.body.bookingId as number;
    await db.paymentIntent.delete({ where: { id } });
    standIn.setStatus(id, "succeeded");
    const delivered = await sendWebhook("payment_intent.succeeded", { ...standIn.intents.get(id)! });
    expect(delivered).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await db.paymentIntent.findUniqueOrThrow({ where: { id } })).toMatchObject({
      purpose: "booking",
      bookingId,
      status: "succeeded",
      amountPence: 27500,
    });
    const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    expect(await db.moneyMovement.findMany({ where: { bookingId, kind: "charge" } })).toEqual([
      expect.objectContaining({ id, amountPence: 27500 }),
    ]);
  });

  it("a dispute of an unrecorded intent: the intent is read from Stripe and adopted", async () => {
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    const id = intent.body.paymentIntentId as string;
    await db.paymentIntent.delete({ where: { id } });
    standIn.setStatus(id, "succeeded");
    const dispute = { id: "dp_unknown_1", object: "dispute", payment_intent: id, amount: 27500, reason: "general" };
    expect((await sendWebhook("charge.dispute.created", { ...dispute, status: "needs_response" })).status).toBe(200);
    expect(await db.paymentIntent.findUniqueOrThrow({ where: { id } })).toMatchObject({
      bookingId: intent.body.bookingId,
    });
    expect(await db.moneyMovement.findUniqueOrThrow({ where: { id: "dp_unknown_1" } })).toMatchObject({
      status: "open",
      bookingId: intent.body.bookingId,
    });
  });

  it("one whose booking does not exist is answered 503 and not recorded as processed, so Stripe sends it again", async () => {
    const stray = {
      id: "pi_not_recorded_anywhere",
      object: "payment_intent",
      currency: "gbp",
      client_secret: "pi_not_recorded_anywhere_secret_x",
      last_payment_error: null,
      livemode: false,
      created: 1,
      status: "succeeded",
      amount: 5000,
      amount_received: 5000,
      metadata: { purpose: "booking", bookingId: "987654" },
    };
    const first = await sendWebhook("payment_intent.succeeded", stray);
    expect(first.status).toBe(503);
    expect(await db.paymentEvent.count({ where: { id: `evt_ledger_${eventCounter}` } })).toBe(0);
    // no metadata of ours at all: the same
    const foreign = await sendWebhook("payment_intent.succeeded", { ...stray, metadata: {} });
    expect(foreign.status).toBe(503);
    expect(await db.paymentEvent.count()).toBe(0);
    expect(await db.paymentIntent.count({ where: { id: stray.id } })).toBe(0);
  });
});

describe("every state of a payment intent, from the webhook and from the caller's answer", () => {
  async function checkout() {
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    expect(intent.status).toBe(200);
    return { details, id: intent.body.paymentIntentId as string, bookingId: intent.body.bookingId as number };
  }

  it("requires_action: the intent says so, the booking keeps its hold; the success that follows confirms it", async () => {
    const { id, bookingId } = await checkout();
    standIn.setStatus(id, "requires_action");
    expect((await sendWebhook("payment_intent.requires_action", { ...standIn.intents.get(id)! })).status).toBe(200);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("requires_action");
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      status: "awaiting_payment",
      paymentStatus: "pending",
    });
    standIn.setStatus(id, "succeeded");
    expect((await sendWebhook("payment_intent.succeeded", { ...standIn.intents.get(id)! })).status).toBe(200);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("succeeded");
    expect((await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe("confirmed");
    // a late requires_action never takes a success back
    expect((await sendWebhook("payment_intent.requires_action", { ...standIn.intents.get(id)! })).status).toBe(200);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("succeeded");
  });

  it("the caller's answer: requires_action and canceled are 402 with what to do; processing keeps the place; succeeded books", async () => {
    const action = await checkout();
    standIn.setStatus(action.id, "requires_action");
    const waiting = await postBooking({ ...action.details, stripePaymentId: action.id });
    expect(waiting.status).toBe(402);
    expect(waiting.body.detail).toBe(
      "Your bank asks you to confirm this payment. Please complete its check and try again.",
    );
    standIn.setStatus(action.id, "canceled");
    const cancelled = await postBooking({ ...action.details, stripePaymentId: action.id });
    expect([cancelled.status, cancelled.body.detail]).toEqual([402, "This payment was cancelled. Please start again."]);
    standIn.setStatus(action.id, "requires_payment_method", "Your card has insufficient funds.");
    const failed = await postBooking({ ...action.details, stripePaymentId: action.id });
    expect([failed.status, failed.body.detail]).toEqual([402, "Your card has insufficient funds."]);
    standIn.setStatus(action.id, "processing");
    const processing = await postBooking({ ...action.details, stripePaymentId: action.id });
    expect(processing.status).toBe(201);
    expect((await db.booking.findUniqueOrThrow({ where: { id: action.bookingId } })).status).toBe("pending");
    standIn.setStatus(action.id, "succeeded");
    expect((await postBooking({ ...action.details, stripePaymentId: action.id })).status).toBe(200);
  });
});
