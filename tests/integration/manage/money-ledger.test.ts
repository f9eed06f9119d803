// The money ledger on the demo gateway: refunds as requests (one refund whatever races), disputes,
// overpaid bookings, and payments that land while a cancellation is under way.
import { GET as view } from "@/app/api/manage/[token]/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { POST as dispute } from "@/app/api/demo-payments/dispute/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { manageToken } from "@/lib/server/links/booking-page";
import { DemoGateway } from "@/lib/server/payments/demo";
import { demoClientSecret } from "@/lib/server/payments/demo-network";
import type { RefundInput } from "@/lib/server/payments";
import { reconcileRefundRequests } from "@/lib/server/ledger/reconcile-refunds";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, createPaidBooking } from "../admin/helpers";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

const DISPUTE_MESSAGE =
  "This booking's payment is being reviewed by your bank, so it cannot be cancelled online. Please contact us.";

async function paidBooking(overrides: Record<string, unknown> = {}) {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails(overrides) });
  expect(intent.status).toBe(200);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return { id: intent.body.bookingId as number, intentId: intent.body.paymentIntentId as string };
}

type Handler = (r: Request, c: { params: Promise<{ token: string }> }) => Promise<Response>;
async function hit(handler: Handler, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await handler(await request(`/api/manage/${token}${path}`, init), { params: Promise.resolve({ token }) });
  return { status: res.status, body: await res.json() };
}
const cancelIt = (token: string) => hit(cancel as Handler, token, "/cancel", { method: "POST", body: {} });
const viewOf = (token: string) => hit(view as Handler, token, "");
async function demoDispute(
  paymentIntentId: string,
  action: "open" | "close",
  clientSecret: string | null = demoClientSecret(paymentIntentId),
) {
  const res = await dispute(
    await request("/api/demo-payments/dispute", {
      method: "POST",
      body: { paymentIntentId, action, ...(clientSecret === null ? {} : { clientSecret }) },
    }),
  );
  return { status: res.status, body: await res.json() };
}

/** Makes the demo gateway's refunds take `ms`, so a second request can start while the first is at the gateway. */
function slowRefunds(ms: number) {
  const original = DemoGateway.prototype.refund;
  return jest.spyOn(DemoGateway.prototype, "refund").mockImplementation(async function (
    this: DemoGateway,
    input: RefundInput,
  ) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return original.call(this, input);
  });
}

/** A payment towards the booking from its page, for `amountPence` (more than is owed when it is an overpayment). */
async function laterPayment(bookingId: number, amountPence: number) {
  const id = `pi_demo_${Math.random().toString(16).slice(2, 14).padEnd(24, "0")}`;
  await db.paymentIntent.create({
    data: { id, provider: "demo", purpose: "balance", amountPence, status: "requires_payment_method", bookingId },
  });
  return { id, clientSecret: demoClientSecret(id) };
}

describe("refunds as requests, recorded once in the ledger", () => {
  it("two concurrent cancels with a status change between: one refund, one cancellation", async () => {
    const b = await createPaidBooking({ status: "pending", eventDate: inDays(20) }); // 14–30 days: half back
    const token = manageToken(b.id, 1);
    const refund = slowRefunds(800);
    const first = cancelIt(token);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first is at the gateway
    const confirmed = await call(putStatus as never, `/api/bookings/${b.id}/status`, {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: String(b.id) },
    });
    expect(confirmed.status).toBe(200);
    const second = cancelIt(token);
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(new Set(refund.mock.calls.map(([input]) => input.idempotencyKey)).size).toBe(1);
    expect(await db.demoRefund.count()).toBe(1);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(row.refundedPence).toBe(15000);
    expect(await db.auditLog.count({ where: { action: "booking.customer-cancel" } })).toBe(1);
  });

  it("a customer's cancellation records the booking before and after in the audit log", async () => {
    const { id } = await paidBooking({ eventDate: inDays(20) });
    expect((await cancelIt(manageToken(id, 1))).status).toBe(200);
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "booking.customer-cancel" } });
    expect(row.before).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 27500,
      refundedPence: 0,
    });
    expect(row.after).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      refundedPence: 13750,
      refundPence: 13750,
    });
  });

  it("an overpaid booking (the excess returned) is refunded in full by the magician, from both payments", async () => {
    const { id, intentId } = await paidBooking({
      eventDate: inDays(45),
      paymentType: "deposit",
      depositAgreement: true,
    });
    // 200.00 arrives towards a balance of 137.50: 137.50 is kept, 62.50 returned
    const balance = await laterPayment(id, 20000);
    expect((await confirmDemo(balance.clientSecret)).status).toBe(200);
    let row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row.paidPence).toBe(27500);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: balance.id } })).refundedPence).toBe(6250);
    // the customer's payments are audited with the booking before and after: the checkout's, then the balance's
    const payments = await db.auditLog.findMany({ where: { action: "booking.payment" }, orderBy: { id: "asc" } });
    expect(payments).toHaveLength(2);
    const [checkout, paid] = [payments[0]!, payments[1]!];
    expect(checkout.before).toMatchObject({ status: "awaiting_payment", paymentStatus: "pending", paidPence: 0 });
    expect(checkout.after).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 13750,
      amountPence: 13750,
      intentId,
    });
    expect(paid.before).toMatchObject({ status: "confirmed", paidPence: 13750 });
    expect(paid.after).toMatchObject({
      status: "confirmed",
      paidPence: 27500,
      amountPence: 13750,
      intentId: balance.id,
    });

    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: id, amount: 275 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", paymentStatus: "refunded", refundedPence: 27500 });
    row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row.refundedPence).toBe(27500);
    expect(row.paidPence).toBe(27500);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: balance.id } })).refundedPence).toBe(20000);
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).refundedPence).toBe(13750);
  });

  it("a balance settling during a cancel is returned, not kept by the cancelled booking", async () => {
    // 200.00 of 300.00 paid, more than 30 days ahead: cancelling gives back 200.00 − the 150.00 deposit
    const b = await createPaidBooking({
      status: "confirmed",
      paymentType: "deposit",
      totalPence: 30000,
      paidPence: 20000,
      eventDate: inDays(45),
    });
    const balance = await laterPayment(b.id, 10000);
    const refund = slowRefunds(800);
    const cancelling = cancelIt(manageToken(b.id, 1));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the cancel is at the gateway
    expect((await confirmDemo(balance.clientSecret)).status).toBe(200);
    expect((await cancelling).status).toBe(200);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.status).toBe("cancelled");
    expect(row.paidPence).toBe(20000);
    expect(row.refundedPence).toBe(5000);
    const calls = refund.mock.calls.map(([input]) => [input.paymentIntentId, input.amountPence]);
    expect(calls).toEqual(
      expect.arrayContaining([
        [b.stripePaymentId, 5000],
        [balance.id, 10000],
      ]),
    );
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: balance.id } })).refundedPence).toBe(10000);
  });
});

describe("disputes", () => {
  it("a dispute, then a cancel: 409 with the bank's-review message, no refund; the magician cannot refund; closed, the cancel works", async () => {
    const { id, intentId } = await paidBooking({ eventDate: inDays(45) });
    const token = manageToken(id, 1);
    const refund = jest.spyOn(DemoGateway.prototype, "refund");
    const opened = await demoDispute(intentId, "open");
    expect(opened).toMatchObject({ status: 200, body: { paymentIntentId: intentId, dispute: "open", bookingId: id } });

    const refused = await cancelIt(token);
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ error: DISPUTE_MESSAGE }) });
    const page = await viewOf(token);
    expect(page.body.actions).not.toContain("cancel");
    expect(page.body.cannotCancelReason).toBe(DISPUTE_MESSAGE);
    const magician = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: id, amount: 10 } });
    expect(magician.status).toBe(409);
    expect(magician.body.code).toBe("dispute-open");
    expect(refund).not.toHaveBeenCalled();
    const held = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(held).toMatchObject({ status: "confirmed" });
    expect(held.disputedAt).not.toBeNull();

    expect((await demoDispute(intentId, "close")).body).toMatchObject({ dispute: "won" });
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).disputedAt).toBeNull();
    expect((await cancelIt(token)).status).toBe(200);
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it("the demo dispute route needs the payment's client secret: 400 without it, 404 with another payment's; nothing is opened", async () => {
    const { id, intentId } = await paidBooking({ eventDate: inDays(45) });
    const other = await paidBooking({ eventDate: inDays(46) });
    const missing = await demoDispute(intentId, "open", null);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({ clientSecret: "Payment client secret is required." });
    expect((await demoDispute(intentId, "open", demoClientSecret(other.intentId))).status).toBe(404);
    expect((await demoDispute(intentId, "open", `${intentId}_secret_000000000000000000000000`)).status).toBe(404);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).disputedAt).toBeNull();
    expect((await demoDispute(intentId, "open")).status).toBe(200);
  });

  it("the demo dispute route answers 404 outside demo mode and 404 for an unknown payment", async () => {
    expect((await demoDispute("pi_demo_unknown", "open")).status).toBe(404);
    process.env.STRIPE_SECRET_KEY = "sk_test_not_demo";
    try {
      expect((await demoDispute("pi_demo_unknown", "open")).status).toBe(404);
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
    }
  });
});

describe("the refunds-reconcile job", () => {
  it("is in the catalogue every 5 minutes, and settles a request whose answer was lost from the gateway's list", async () => {
    expect(SCHEDULED_JOBS.find((job) => job.name === "refunds-reconcile")).toMatchObject({ cron: "*/5 * * * *" });
    const { id, intentId } = await paidBooking({ eventDate: inDays(45) });
    // The request was written and the refund made, then the process died before recording it.
    const request = await db.refundRequest.create({
      data: {
        bookingId: id,
        intentId,
        amountPence: 5000,
        origin: "magician-refund",
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    await new DemoGateway().refund({
      paymentIntentId: intentId,
      amountPence: 5000,
      idempotencyKey: `refund-request:${request.id}`,
      refundRequestId: request.id,
    });
    // And one never sent: the provider has no refund for it, so it fails and its verb asks again.
    const lost = await db.refundRequest.create({
      data: {
        bookingId: id,
        intentId,
        amountPence: 1000,
        origin: "customer-cancel",
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    expect(await reconcileRefundRequests()).toEqual({ settled: 1, failed: 1, resent: 0, pendingChecked: 0 });
    expect(await db.refundRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "succeeded",
    });
    expect(await db.refundRequest.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ status: "failed" });
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).refundedPence).toBe(5000);
    expect(await reconcileRefundRequests()).toEqual({ settled: 0, failed: 0, resent: 0, pendingChecked: 0 });
  });
});
