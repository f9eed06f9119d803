import "server-only";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { getPaymentGateway, type PaymentGateway } from "@/lib/server/payments";
import { DemoGateway } from "@/lib/server/payments/demo";
import { recordAnswer, sendRefundRequests } from "./refund-requests";

/**
 * The refunds-reconcile job: refund requests still unanswered some minutes after they were written
 * (a crash or a lost answer between the provider's refund and our record) are settled from the
 * provider's own list of the payment's refunds, matched by the request id in each refund's
 * metadata. One the provider never made is failed, so its verb asks again (a customer's
 * cancellation, the magician's refund), except a return of money the booking never kept, which is
 * sent again under its own key. Refunds the provider accepted as pending and whose settling
 * webhook has not come are read again from the same list and recorded in the state they are in.
 * Verbs' requests the magician's refund left unfinished for long are closed, so they do not hold
 * up the booking's next refund.
 */

/** Old enough that its verb is not still waiting for the provider's answer (Stripe gives up after about a minute). */
export const RECONCILE_AFTER_MS = 5 * 60_000;
const CLOSE_UNFINISHED_AFTER_MS = 30 * 60_000;

export async function reconcileRefundRequests(
  now = new Date(),
): Promise<{ settled: number; failed: number; resent: number; pendingChecked: number }> {
  const stale = await db.refundRequest.findMany({
    where: { status: "pending", refundId: null, createdAt: { lt: new Date(now.getTime() - RECONCILE_AFTER_MS) } },
    orderBy: { id: "asc" },
    take: 200,
  });
  const counts = { settled: 0, failed: 0, resent: 0, pendingChecked: 0 };
  const byIntent = new Map<string, typeof stale>();
  for (const request of stale) byIntent.set(request.intentId, [...(byIntent.get(request.intentId) ?? []), request]);
  for (const [intentId, requests] of byIntent) {
    try {
      const intent = await db.paymentIntent.findUnique({ where: { id: intentId }, select: { provider: true } });
      const gateway: PaymentGateway = intent?.provider === "demo" ? new DemoGateway() : getPaymentGateway();
      const listed = await gateway.listRefunds(intentId);
      for (const request of requests) {
        const refund = listed.find((r) => r.refundRequestId === request.id);
        if (refund) {
          await recordAnswer(request.bookingId, [{ ...refund, intentId, refundRequestId: request.id }]);
          counts.settled += 1;
        } else if (request.kind === "return") {
          await sendRefundRequests([request], gateway).catch(() => undefined);
          counts.resent += 1;
        } else {
          await recordAnswer(request.bookingId, [], [request.id]);
          counts.failed += 1;
        }
      }
    } catch (error) {
      log("error", "refunds_reconcile_failed", { intentId, ...errorFields(error) });
    }
  }
  counts.pendingChecked = await settlePendingRefunds(now);
  await db.refundRequest.updateMany({
    where: {
      origin: { in: ["magician-refund", "magician-retry", "return"] },
      handledAt: null,
      status: { not: "pending" },
      createdAt: { lt: new Date(now.getTime() - CLOSE_UNFINISHED_AFTER_MS) },
    },
    data: { handledAt: now },
  });
  if (stale.length > 0 || counts.pendingChecked > 0) log("warn", "refunds_reconciled", { ...counts });
  return counts;
}

/**
 * Refunds recorded pending for some minutes: each payment's refunds are read at the provider and
 * recorded as they are now (still pending changes nothing; succeeded, failed or canceled settles
 * them). Returns how many pending refunds were looked at.
 */
async function settlePendingRefunds(now: Date): Promise<number> {
  const pending = await db.moneyMovement.findMany({
    where: { kind: "refund", status: "pending", updatedAt: { lt: new Date(now.getTime() - RECONCILE_AFTER_MS) } },
    orderBy: { updatedAt: "asc" },
    take: 200,
  });
  const byIntent = new Map<string, typeof pending>();
  for (const refund of pending) byIntent.set(refund.intentId, [...(byIntent.get(refund.intentId) ?? []), refund]);
  for (const [intentId, refunds] of byIntent) {
    try {
      const intent = await db.paymentIntent.findUnique({ where: { id: intentId }, select: { provider: true } });
      const gateway: PaymentGateway = intent?.provider === "demo" ? new DemoGateway() : getPaymentGateway();
      const listed = await gateway.listRefunds(intentId);
      for (const refund of refunds) {
        const current = listed.find((r) => r.id === refund.id);
        if (current) await recordAnswer(refund.bookingId, [{ ...current, intentId }]);
      }
    } catch (error) {
      log("error", "refunds_reconcile_failed", { intentId, ...errorFields(error) });
    }
  }
  return pending.length;
}
