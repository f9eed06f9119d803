// The money ledger against the local Stripe stand-in: refunds that Stripe's webhook reports,
// whether before our own record of them or for a refund made in Stripe's dashboard.
import Stripe from "stripe";
import { POST as webhookRoute } from "@/app/api/stripe/webhook/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, inDays, wizardDetails } from "./helpers";
import { StripeStandIn } from "./stripe-standin";

const WEBHOOK_SECRET = "whsec_test_secret_for_ledger";
const standIn = new StripeStandIn();
const stripe = new Stripe("sk_test_signing_only");

jest.setTimeout(120_000);

beforeAll(async () => {
  const base = await standIn.start();
  process.env.STRIPE_SECRET_KEY = "sk_test_standin";
  process.env.STRIPE_API_BASE = base;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await standIn.stop();
  await db.$disconnect();
});
beforeEach(async () => {
  standIn.onRefund = undefined;
  await resetAndSeed();
});

let eventCounter = 0;
async function sendWebhook(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_ledger_${++eventCounter}`,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: 1,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await webhookRoute(
    await request("/api/stripe/webhook", { method: "POST", body: payload, headers: { "stripe-signature": signature } }),
  );
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
    // 275 − 137.50 deposit = 137.50 due under the terms, of which 175.00 is still refundable
    const ours = standIn.refunds.filter((r) => r.metadata.refund_request_id);
    expect(ours.map((r) => r.amount)).toEqual([13750]);
    row = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(row.refundedPence).toBe(23750);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(23750);
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
