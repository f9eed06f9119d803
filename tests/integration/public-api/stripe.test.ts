import { getPaymentGateway } from "@/lib/server/payments";
import { addDays, londonDateTime } from "@/lib/domain/dates";
import { chargeDueBalances } from "@/lib/server/bookings/charge-balance";
import { db, resetAndSeed } from "../../support/db";
import { createIntent, inDays, postBooking, wizardDetails } from "./helpers";
import { postWebhook, stripeEvent, withStripeStandIn } from "./stripe-webhooks";

const standIn = withStripeStandIn();

// The machine is shared: allow for a slow database under load.
jest.setTimeout(120_000);

afterAll(() => db.$disconnect());
beforeEach(resetAndSeed);

let eventCounter = 0;
function intentEvent(type: string, intentId: string, extra: Record<string, unknown> = {}) {
  const intent = standIn.intents.get(intentId)!;
  return stripeEvent(type, { ...intent, ...extra }, `evt_test_${++eventCounter}`);
}

async function sendWebhook(event: unknown, opts: { signature?: string | null; secret?: string } = {}) {
  const res = await postWebhook(event, opts);
  return { status: res.status, body: await res.json() };
}

async function newIntent(overrides: Record<string, unknown> = {}) {
  const details = await wizardDetails(overrides);
  const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
  expect(intent.status).toBe(200);
  return { details, id: intent.body.paymentIntentId as string, clientSecret: intent.body.clientSecret as string };
}

const stateOf = async (intentId: string) => {
  const b = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: intentId } });
  return {
    paidAmount: b.paidPence / 100,
    paymentStatus: b.paymentStatus,
    status: b.status,
    totalAmount: b.totalPence / 100,
  };
};

describe("Stripe gateway against a local stand-in of the Stripe API", () => {
  it("creates intents in pence and gbp, with metadata and an idempotency key, through the stripe SDK", async () => {
    expect(getPaymentGateway().mode).toBe("stripe");
    const { id, clientSecret } = await newIntent({ paymentType: "deposit", depositAgreement: true });
    const call = standIn.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    expect(call.headers.authorization).toBe("Bearer sk_test_standin");
    // Book first: the booking exists before the intent, and the key is derived from it.
    const booking = await db.booking.findFirstOrThrow({ where: { stripePaymentId: id } });
    expect(booking).toMatchObject({ status: "awaiting_payment", eventDate: inDays(30), paidPence: 0 });
    expect(call.headers["idempotency-key"]).toBe(`booking-${booking.id}-${booking.holdExpiresAt!.getTime()}`);
    expect(call.form).toMatchObject({ "metadata[bookingId]": String(booking.id) });
    expect(call.form).toMatchObject({
      amount: "13750",
      currency: "gbp",
      "metadata[purpose]": "booking",
      "metadata[eventDate]": inDays(30),
      "metadata[startTime]": "14:00",
      "metadata[paymentType]": "deposit",
      "metadata[totalPence]": "27500",
    });
    expect(clientSecret.startsWith(`${id}_secret_`)).toBe(true);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ provider: "stripe", purpose: "booking", amountPence: 13750, bookingId: booking.id });

    const refund = await getPaymentGateway().refund({
      paymentIntentId: id,
      amountPence: 5000,
      idempotencyKey: "refund-test-1",
      reason: "test",
    });
    expect(refund).toMatchObject({ status: "succeeded", amountPence: 5000 });
    const refundCall = standIn.requests.find((r) => r.path === "/v1/refunds")!;
    expect(refundCall.form).toMatchObject({ payment_intent: id, amount: "5000" });
    expect(refundCall.headers["idempotency-key"]).toBe("refund-test-1");
  });

  it("webhook first, then the visitor's POST: the same end state; a replayed webhook changes nothing", async () => {
    const a = await newIntent();
    standIn.setStatus(a.id, "succeeded");
    const hook = await sendWebhook(intentEvent("payment_intent.succeeded", a.id));
    expect(hook).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const afterHook = await stateOf(a.id);
    expect(afterHook).toEqual({ paidAmount: 275, paymentStatus: "completed", status: "confirmed", totalAmount: 275 });
    const post = await postBooking({ ...a.details, stripePaymentId: a.id });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ paymentStatus: "completed", status: "confirmed", paidAmount: 275 });

    // the other order, on another date
    const b = await newIntent({ eventDate: inDays(33), clientEmail: "b@example.com" });
    standIn.setStatus(b.id, "succeeded");
    const postFirst = await postBooking({ ...b.details, stripePaymentId: b.id });
    expect(postFirst.status).toBe(201);
    const hookAfter = await sendWebhook(intentEvent("payment_intent.succeeded", b.id));
    expect(hookAfter.status).toBe(200);
    expect(await stateOf(b.id)).toEqual(afterHook);

    // replay: nothing changes
    const counts = async () => [await db.booking.count(), await db.emailOutbox.count(), await db.paymentEvent.count()];
    const before = await counts();
    const event = intentEvent("payment_intent.succeeded", a.id);
    expect((await sendWebhook(event)).body.duplicate).toBe(false);
    expect((await sendWebhook(event)).body.duplicate).toBe(true);
    const after = await counts();
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(await stateOf(a.id)).toEqual(afterHook);
  });

  it("processing at POST time saves the booking pending; the succeeded webhook then confirms it", async () => {
    const a = await newIntent();
    standIn.setStatus(a.id, "processing");
    const post = await postBooking({ ...a.details, stripePaymentId: a.id });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ paymentStatus: "pending", status: "pending", paidAmount: 0 });
    expect(await db.emailOutbox.count()).toBe(0);
    standIn.setStatus(a.id, "succeeded");
    await sendWebhook(intentEvent("payment_intent.succeeded", a.id));
    expect(await stateOf(a.id)).toMatchObject({ paymentStatus: "completed", status: "confirmed", paidAmount: 275 });
    expect(await db.emailOutbox.count()).toBe(2);
  });

  it("payment_failed records the reason and leaves the booking pending; charge.refunded marks it refunded", async () => {
    const a = await newIntent();
    standIn.setStatus(a.id, "processing");
    await postBooking({ ...a.details, stripePaymentId: a.id });
    standIn.setStatus(a.id, "requires_payment_method", "Your card has insufficient funds.");
    await sendWebhook(intentEvent("payment_intent.payment_failed", a.id));
    const failed = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: a.id } });
    expect(failed).toMatchObject({
      paymentStatus: "pending",
      paymentFailureReason: "Your card has insufficient funds.",
    });
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("failed");

    standIn.setStatus(a.id, "succeeded");
    await sendWebhook(intentEvent("payment_intent.succeeded", a.id));
    // refunded in Stripe's dashboard: the webhook lists the payment's refunds and records each
    standIn.dashboardRefund(a.id, 27500);
    await sendWebhook({
      id: `evt_test_${++eventCounter}`,
      object: "event",
      type: "charge.refunded",
      api_version: "2025-01-01",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: a.id,
          amount: 27500,
          amount_refunded: 27500,
          refunded: true,
        },
      },
    });
    const refunded = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: a.id } });
    expect(refunded).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(refunded.refundedPence).toBe(27500);
  });

  it("a payment short of the amount is recorded as received, does not confirm, and is audited; a dispute marks the booking and tells the magician", async () => {
    const a = await newIntent();
    standIn.setStatus(a.id, "succeeded");
    await sendWebhook(intentEvent("payment_intent.succeeded", a.id, { amount_received: 20000 }));
    expect(await stateOf(a.id)).toMatchObject({ paidAmount: 200, paymentStatus: "pending", status: "pending" });
    const short = await db.auditLog.findFirstOrThrow({ where: { action: "booking.short-payment" } });
    expect(short.after).toMatchObject({ paidPence: 20000, expectedPence: 27500 });

    const b = await newIntent({ eventDate: inDays(41), clientEmail: "disputer@example.com" });
    standIn.setStatus(b.id, "succeeded");
    await sendWebhook(intentEvent("payment_intent.succeeded", b.id));
    const dispute = {
      id: `evt_test_${++eventCounter}`,
      object: "event",
      type: "charge.dispute.created",
      api_version: "2025-01-01",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: {
        object: {
          id: "dp_1",
          object: "dispute",
          payment_intent: b.id,
          amount: 27500,
          reason: "fraudulent",
          status: "needs_response",
        },
      },
    };
    expect((await sendWebhook(dispute)).status).toBe(200);
    expect((await sendWebhook(dispute)).body.duplicate).toBe(true);
    const row = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: b.id } });
    expect(row.disputedAt).not.toBeNull();
    expect(row.disputeReason).toBe("fraudulent");
    expect(
      await db.emailOutbox.count({ where: { subject: `Action needed: payment disputed for booking #${row.id}` } }),
    ).toBe(1);
    expect(await db.auditLog.count({ where: { action: "booking.dispute", entityId: String(row.id) } })).toBe(1);
  });

  it("an unpaid intent at POST time answers 402 with the provider's message", async () => {
    const a = await newIntent();
    standIn.setStatus(a.id, "requires_payment_method", "Your card was declined.");
    const post = await postBooking({ ...a.details, stripePaymentId: a.id });
    expect(post.status).toBe(402);
    expect(post.body).toMatchObject({ error: "Payment not completed", detail: "Your card was declined." });
  });

  it("refuses missing, forged and wrong-secret signatures with 400 and changes nothing", async () => {
    const a = await newIntent();
    const event = intentEvent("payment_intent.succeeded", a.id);
    expect((await sendWebhook(event, { signature: null })).status).toBe(400);
    expect((await sendWebhook(event, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await sendWebhook(event, { secret: "whsec_wrong" })).status).toBe(400);
    // Only the hold placed when checkout started: still awaiting payment, nothing confirmed.
    expect(await db.booking.count({ where: { status: { not: "awaiting_payment" } } })).toBe(0);
    expect(await db.paymentEvent.count()).toBe(0);
  });

  it("a payment for a slot that could no longer be booked is refunded automatically and the visitor is told", async () => {
    const a = await newIntent();
    // The hold ran out unpaid and the day was blocked meanwhile; then the payment arrives.
    await db.booking.updateMany({
      where: { stripePaymentId: a.id },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });
    await db.blockedDay.create({ data: { date: a.details.eventDate } });
    standIn.setStatus(a.id, "succeeded");
    expect((await sendWebhook(intentEvent("payment_intent.succeeded", a.id))).status).toBe(200);
    // The booking stays expired (out of every list), with why; nothing is confirmed.
    expect(await db.booking.findFirstOrThrow({ where: { stripePaymentId: a.id } })).toMatchObject({
      status: "expired",
      paymentStatus: "pending",
    });
    expect(await db.booking.count({ where: { status: { notIn: ["awaiting_payment", "expired"] } } })).toBe(0);
    const refundCall = standIn.requests.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(refundCall.form).toMatchObject({ payment_intent: a.id, amount: "27500" });
    expect(refundCall.headers["idempotency-key"]).toMatch(/^refund-request:\d+$/);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.failureReason).toContain("refunded automatically");
    const mails = await db.emailOutbox.findMany();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Payment refunded automatically",
      "We could not confirm your booking",
    ]);
    const post = await postBooking({ ...a.details, stripePaymentId: a.id });
    expect(post.status).toBe(409);
    expect(post.body.refunded).toBe(true);
    expect(post.body.error).toContain("has been refunded");
  });
});

describe("automatic balance with Stripe", () => {
  /** A deposit paid with the tick and the given card, settled by its webhook; the balance's due date. */
  async function consentedDeposit(paymentMethod: string, declinesOffSession = false) {
    await db.user.updateMany({
      where: { role: "magician" },
      data: { autoBalanceSettings: { enabled: true, daysBefore: 7 } },
    });
    const before = standIn.requests.length;
    const { id } = await newIntent({ paymentType: "deposit", depositAgreement: true, autoBalance: true });
    const created = standIn.requests.slice(before).find((r) => r.path === "/v1/payment_intents")!;
    expect(created.form).toMatchObject({
      setup_future_usage: "off_session",
      customer: expect.stringMatching(/^cus_standin_/),
    });
    standIn.payWithCard(id, paymentMethod, { declinesOffSession });
    expect((await sendWebhook(intentEvent("payment_intent.succeeded", id))).status).toBe(200);
    const booking = await db.booking.findUniqueOrThrow({ where: { stripePaymentId: id } });
    return { id, booking, customer: created.form.customer, dueOn: addDays(booking.eventDate, -7) };
  }

  it("saves the card with the deposit and charges the balance off-session once on the due date", async () => {
    const { id, booking, customer, dueOn } = await consentedDeposit("pm_card_ok");
    const now = londonDateTime(dueOn, "10:00");
    expect((await chargeDueBalances(now)).charged).toBe(1);
    expect((await chargeDueBalances(now)).charged).toBe(0);
    const offSession = standIn.requests.filter((r) => r.form.off_session === "true" && r.form.customer === customer);
    expect(
      offSession.map((r) => [r.form.customer, r.form.payment_method, r.form.amount, r.headers["idempotency-key"]]),
    ).toEqual([
      [
        customer,
        "pm_card_ok",
        "13750",
        `balance-charge:${booking.id}:${dueOn}:1:${booking.autoBalanceConsentAt!.getTime()}`,
      ],
    ]);
    expect(await stateOf(id)).toMatchObject({ paidAmount: 275, paymentStatus: "completed" });
  });

  it("records a card declined off-session as a declined attempt, and retries it with a new key a day later", async () => {
    const { id, booking, dueOn } = await consentedDeposit("pm_card_declines", true);
    const first = londonDateTime(dueOn, "10:00");
    expect(await chargeDueBalances(first)).toMatchObject({ declined: 1, failed: 0 });
    expect((await chargeDueBalances(new Date(first.getTime() + 24 * 3_600_000))).declined).toBe(1);
    const attempts = await db.balanceCharge.findMany({ where: { bookingId: booking.id }, orderBy: { attempt: "asc" } });
    expect(attempts.map((a) => [a.attempt, a.status, a.failureReason])).toEqual([
      [1, "declined", "Your card was declined."],
      [2, "declined", "Your card was declined."],
    ]);
    expect(await stateOf(id)).toMatchObject({ paidAmount: 137.5 });
  });
});
