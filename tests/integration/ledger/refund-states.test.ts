// A refund's states at the card network against the local Stripe stand-in: answered pending, then
// settled as succeeded, failed or canceled, by the webhook (charge.refund.updated, refund.*), by the
// reconcile job, in any order and twice; only a succeeded refund is money returned.
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as retryRoute } from "@/app/api/bookings/[id]/refund-retry/route";
import { PUT as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { GET as manageView } from "@/app/api/manage/[token]/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { reconcileRefundRequests } from "@/lib/server/ledger/reconcile-refunds";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { createIntent, inDays, wizardDetails } from "../public-api/helpers";
import type { StandInRefund } from "../public-api/stripe-standin";
import { postWebhook, stripeEvent, withStripeStandIn } from "../public-api/stripe-webhooks";

const standIn = withStripeStandIn();

jest.setTimeout(120_000);

afterAll(() => db.$disconnect());
beforeEach(async () => {
  standIn.onRefund = undefined;
  standIn.resetRefunds();
  standIn.refundStatus = "pending";
  await resetAndSeed();
});

let eventCounter = 0;
async function sendWebhook(type: string, object: object, id = `evt_refund_states_${++eventCounter}`) {
  const res = await postWebhook(stripeEvent(type, object, id));
  expect(res.status).toBe(200);
  return (await res.json()) as { received: boolean; duplicate?: boolean };
}

/** A booking paid in full (£275) through Stripe (the stand-in) and its webhook. */
async function paidBooking(eventDate: string) {
  const details = await wizardDetails({ eventDate });
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect(intent.status).toBe(200);
  const id = intent.body.paymentIntentId as string;
  standIn.setStatus(id, "succeeded");
  await sendWebhook("payment_intent.succeeded", { ...standIn.intents.get(id)! });
  const booking = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: id } });
  expect(booking.status).toBe("confirmed");
  return { bookingId: booking.id, intentId: id };
}

async function customerCancels(bookingId: number) {
  const token = manageToken(bookingId, 1);
  const res = await cancel(await request(`/api/manage/${token}/cancel`, { method: "POST", body: {} }), {
    params: Promise.resolve({ token }),
  });
  expect(res.status).toBe(200);
}

/** GET /api/bookings/{id}, as the magician's details dialog reads it. */
async function shown(bookingId: number) {
  const res = await call(getBooking as never, `/api/bookings/${bookingId}`, { params: { id: String(bookingId) } });
  expect(res.status).toBe(200);
  return res.body as {
    status: string;
    refundedPence: number;
    pendingRefundPence: number;
    failedRefundPence: number;
    failedRefunds: { refundId: string; amountPence: number; reason: string }[];
  };
}

const lastRefund = () => standIn.refunds[standIn.refunds.length - 1]!;
const updated = (refund: StandInRefund) => sendWebhook("charge.refund.updated", refund);

describe("a refund answered pending", () => {
  it("then failed (charge.refund.updated): refundedPence 0, failedRefundPence at its amount, the magician e-mailed", async () => {
    const { bookingId } = await paidBooking(inDays(20)); // 14–30 days: half back, £137.50
    await customerCancels(bookingId);
    // The place is freed at once; nothing has gone back yet.
    let booking = await shown(bookingId);
    expect(booking).toMatchObject({ status: "cancelled", refundedPence: 0, pendingRefundPence: 13750 });
    expect(booking.failedRefundPence).toBe(0);
    const told = await db.emailOutbox.findFirstOrThrow({ where: { kind: "customer_cancelled_client" } });
    expect(told.text).toContain("£137.50 is being refunded");
    expect(told.text).not.toMatch(/has been refunded/);
    // The customer's page: the refund is on its way, not refunded.
    const token = manageToken(bookingId, 1);
    const page = await manageView(await request(`/api/manage/${token}`), { params: Promise.resolve({ token }) });
    expect(await page.json()).toMatchObject({ booking: { refundedAmount: 0, pendingRefundAmount: 137.5 } });

    await updated(standIn.settleRefund(lastRefund().id, "failed", "expired_or_canceled_card"));
    booking = await shown(bookingId);
    expect(booking).toMatchObject({
      status: "cancelled",
      refundedPence: 0,
      pendingRefundPence: 0,
      failedRefundPence: 13750,
    });
    expect(booking.failedRefunds).toEqual([
      { refundId: lastRefund().id, amountPence: 13750, reason: "the card has expired or been cancelled" },
    ]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "refund_failed_magician" } });
    expect(mail.subject).toBe(`Action needed: refund failed for booking #${bookingId}`);
    expect(mail.text).toContain("The refund of £137.50");
    expect(mail.text).toContain("the card has expired or been cancelled");
    // No credit note for money that never went back.
    expect(await db.document.count({ where: { movementId: lastRefund().id } })).toBe(0);
  });

  it("then succeeded (refund.updated): refunded; a full refund marks the booking refunded only then", async () => {
    const { bookingId } = await paidBooking(inDays(60));
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId, amount: 275 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "confirmed", refundedPence: 0, pendingRefundPence: 27500 });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "refund_issued_client" } });
    expect(mail.text).toContain("is on its way");
    expect(mail.text).not.toContain("has been refunded");
    // Nothing more can be refunded while it is on its way.
    const again = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId, amount: 1 } });
    expect(again.status).toBe(400);

    await sendWebhook("refund.updated", standIn.settleRefund(lastRefund().id, "succeeded"));
    const booking = await shown(bookingId);
    expect(booking).toMatchObject({
      status: "refunded",
      refundedPence: 27500,
      pendingRefundPence: 0,
      failedRefundPence: 0,
    });
    expect(await db.document.count({ where: { movementId: lastRefund().id } })).toBe(1);
  });

  it("a cancel whose refund covers everything: cancelled while pending, refunded once it succeeds", async () => {
    const { bookingId } = await paidBooking(inDays(60));
    const res = await call(statusRoute as never, `/api/bookings/${bookingId}/status`, {
      method: "PUT",
      body: { status: "cancelled", refundAmount: 275 },
      params: { id: String(bookingId) },
    });
    expect(res.status).toBe(200);
    expect((await shown(bookingId)).status).toBe("cancelled");
    await updated(standIn.settleRefund(lastRefund().id, "succeeded"));
    expect(await shown(bookingId)).toMatchObject({ status: "refunded", refundedPence: 27500 });
  });

  it("canceled by the provider (refund.updated): counts as failed", async () => {
    const { bookingId } = await paidBooking(inDays(20));
    await customerCancels(bookingId);
    await sendWebhook("refund.updated", standIn.settleRefund(lastRefund().id, "canceled", "merchant_request"));
    expect(await shown(bookingId)).toMatchObject({ refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 13750 });
  });
});

describe("events twice, early and out of order", () => {
  it("refund.failed twice: one failure, one e-mail; a replayed pending after it changes nothing", async () => {
    const { bookingId } = await paidBooking(inDays(20));
    await customerCancels(bookingId);
    const failed = standIn.settleRefund(lastRefund().id, "failed", "lost_or_stolen_card");
    expect((await sendWebhook("refund.failed", failed, "evt_failed_once")).duplicate).toBe(false);
    expect((await sendWebhook("refund.failed", failed, "evt_failed_once")).duplicate).toBe(true);
    // The same news under another event id (charge.refund.updated beside refund.failed).
    await updated(failed);
    // An older pending state, delivered late.
    await sendWebhook("refund.created", { ...failed, status: "pending", failure_reason: undefined });
    expect(await shown(bookingId)).toMatchObject({ refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 13750 });
    expect(await db.emailOutbox.count({ where: { kind: "refund_failed_magician" } })).toBe(1);
  });

  it("succeeded, then a late pending and a late failed: it stays succeeded", async () => {
    const { bookingId } = await paidBooking(inDays(20));
    await customerCancels(bookingId);
    const refund = lastRefund();
    await updated(standIn.settleRefund(refund.id, "succeeded"));
    await sendWebhook("refund.created", { ...refund, status: "pending" });
    await sendWebhook("refund.failed", { ...refund, status: "failed", failure_reason: "declined" });
    expect(await shown(bookingId)).toMatchObject({ refundedPence: 13750, pendingRefundPence: 0, failedRefundPence: 0 });
    expect(await db.emailOutbox.count({ where: { kind: "refund_failed_magician" } })).toBe(0);
  });

  it("the webhook before the caller's own record: counted once, and the caller's pending answer does not undo a success", async () => {
    const { bookingId } = await paidBooking(inDays(20));
    // Stripe settles the refund and says so before its answer (pending) to our call reaches us.
    standIn.onRefund = async (refund) => {
      await updated({ ...refund, status: "succeeded" });
    };
    await customerCancels(bookingId);
    expect(standIn.refunds).toHaveLength(1);
    expect(await shown(bookingId)).toMatchObject({ status: "cancelled", refundedPence: 13750, pendingRefundPence: 0 });
    const request = await db.refundRequest.findFirstOrThrow({ where: { bookingId } });
    expect(request).toMatchObject({ status: "succeeded", refundId: lastRefund().id });
  });
});

describe("the refunds-reconcile job", () => {
  const later = () => new Date(Date.now() + 10 * 60_000);

  it("settles a refund still pending at the provider whose webhook never came: failed, then the magician told", async () => {
    const { bookingId } = await paidBooking(inDays(20));
    await customerCancels(bookingId);
    expect((await reconcileRefundRequests(later())).pendingChecked).toBe(1);
    expect((await shown(bookingId)).pendingRefundPence).toBe(13750);
    standIn.settleRefund(lastRefund().id, "failed", "expired_or_canceled_card");
    await reconcileRefundRequests(later());
    expect(await shown(bookingId)).toMatchObject({ refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 13750 });
    expect(await db.emailOutbox.count({ where: { kind: "refund_failed_magician" } })).toBe(1);
    expect((await reconcileRefundRequests(later())).pendingChecked).toBe(0);
  });

  it("settles one that succeeded", async () => {
    const { bookingId } = await paidBooking(inDays(60));
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId, amount: 275 } });
    expect(res.status).toBe(200);
    standIn.settleRefund(lastRefund().id, "succeeded");
    await reconcileRefundRequests(later());
    expect(await shown(bookingId)).toMatchObject({ status: "refunded", refundedPence: 27500, pendingRefundPence: 0 });
  });
});

describe("POST /api/bookings/{id}/refund-retry", () => {
  async function failedRefund() {
    const { bookingId } = await paidBooking(inDays(20));
    await customerCancels(bookingId);
    const refundId = lastRefund().id;
    await updated(standIn.settleRefund(refundId, "failed", "expired_or_canceled_card"));
    return { bookingId, refundId };
  }
  const retry = (bookingId: number, refundId: string, as?: null) =>
    call(retryRoute as never, `/api/bookings/${bookingId}/refund-retry`, {
      body: { refundId },
      params: { id: String(bookingId) },
      ...(as === null ? { as } : {}),
    });

  it("asks again as a new refund request: the money goes back, the failure is no longer shown; twice answers 409", async () => {
    const { bookingId, refundId } = await failedRefund();
    standIn.refundStatus = "succeeded";
    const res = await retry(bookingId, refundId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      refundedPence: 13750,
      pendingRefundPence: 0,
      failedRefundPence: 0,
      failedRefunds: [],
    });
    expect(standIn.refunds).toHaveLength(2);
    expect(lastRefund().metadata.refund_request_id).toBeDefined();
    expect(await db.refundRequest.count({ where: { bookingId, origin: "magician-retry" } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "booking.refund-retry" } })).toBe(1);
    expect((await retry(bookingId, refundId)).status).toBe(409);
    expect(standIn.refunds).toHaveLength(2);
  });

  it("a retry answered pending shows pending; an unknown refund is 404; signed out 401", async () => {
    const { bookingId, refundId } = await failedRefund();
    expect((await retry(bookingId, "re_no_such")).status).toBe(404);
    expect((await retry(bookingId, refundId, null)).status).toBe(401);
    const res = await retry(bookingId, refundId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundedPence: 0, pendingRefundPence: 13750, failedRefundPence: 0 });
  });
});
