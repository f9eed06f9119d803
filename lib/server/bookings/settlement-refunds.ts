import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail, magicianRefundMail, mailSender, paymentRefundedMail } from "@/lib/server/mail/templates";
import { getPaymentGateway } from "@/lib/server/payments";

/**
 * Money a settled payment event could not keep, given back through the payment provider after
 * processPaymentEvent's transaction has committed (settlement.ts): a network call never runs while
 * the transaction holds its locks.
 */

/** Refunds a payment whose booking could not be saved, and tells the visitor and the magician. */
export async function refundUnbookablePayment(
  intentId: string,
  info: { amountPence: number; problem: string; to?: string; name?: string },
): Promise<boolean> {
  let ok = false;
  try {
    const refund = await getPaymentGateway().refund({
      paymentIntentId: intentId,
      amountPence: info.amountPence,
      idempotencyKey: `auto-refund:${intentId}`,
      reason: `Slot no longer available (${info.problem})`,
    });
    ok = refund.status !== "failed";
    log(ok ? "warn" : "error", "payment_auto_refunded", {
      intentId,
      amountPence: info.amountPence,
      problem: info.problem,
      status: refund.status,
    });
  } catch (error) {
    log("error", "payment_auto_refund_failed", { intentId, ...errorFields(error) });
  }
  await db.paymentIntent.update({
    where: { id: intentId },
    data: {
      failureReason: ok
        ? `Slot no longer available (${info.problem}); payment refunded automatically.`
        : `Slot no longer available (${info.problem}); AUTOMATIC REFUND FAILED, refund by hand.`,
    },
  });
  await db.$transaction(async (tx: Prisma.TransactionClient) => {
    if (info.to)
      await queueMail(
        tx,
        paymentRefundedMail(info.to, info.name ?? "customer", info.amountPence, ok, await mailSender(tx)),
      );
    const magician = await magicianEmail(tx);
    if (magician)
      await queueMail(
        tx,
        magicianRefundMail(magician, { intentId, amountPence: info.amountPence, reason: info.problem, refundOk: ok }),
      );
  });
  return ok;
}

/** Returns a booking-page payment the booking could not take (cancelled meanwhile, or paid twice) and tells the magician. */
export async function returnLaterPayment(
  intentId: string,
  info: { amountPence: number; reason: string },
): Promise<void> {
  let ok = false;
  try {
    const refund = await getPaymentGateway().refund({
      paymentIntentId: intentId,
      amountPence: info.amountPence,
      idempotencyKey: `auto-refund:${intentId}`,
      reason: info.reason,
    });
    ok = refund.status !== "failed";
  } catch (error) {
    log("error", "later_payment_return_failed", { intentId, ...errorFields(error) });
  }
  log(ok ? "warn" : "error", "later_payment_returned", { intentId, amountPence: info.amountPence, ok });
  await db.$transaction(async (tx: Prisma.TransactionClient) => {
    const magician = await magicianEmail(tx);
    if (magician)
      await queueMail(
        tx,
        magicianRefundMail(magician, { intentId, amountPence: info.amountPence, reason: info.reason, refundOk: ok }),
      );
  });
}
