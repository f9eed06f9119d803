import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail, magicianRefundMail, mailSender, paymentRefundedMail } from "@/lib/server/mail/templates";
import { getPaymentGateway, type GatewayRefund } from "@/lib/server/payments";

/**
 * Money a settled payment event could not keep, given back through the payment provider after
 * processPaymentEvent's transaction has committed (settlement.ts): a network call never runs while
 * the transaction holds its locks.
 */

/**
 * Gives `amountPence` of a payment back through the provider, under one idempotency key per payment
 * (a retried event never refunds twice). `status` is the provider's answer, absent when the call
 * failed (logged as `failedEvent`).
 */
async function refundToCard(
  intentId: string,
  amountPence: number,
  reason: string,
  failedEvent: string,
): Promise<{ ok: boolean; status?: GatewayRefund["status"] }> {
  try {
    const refund = await getPaymentGateway().refund({
      paymentIntentId: intentId,
      amountPence,
      idempotencyKey: `auto-refund:${intentId}`,
      reason,
    });
    return { ok: refund.status !== "failed", status: refund.status };
  } catch (error) {
    log("error", failedEvent, { intentId, ...errorFields(error) });
    return { ok: false };
  }
}

/** Refunds a payment whose booking could not be saved, and tells the visitor and the magician. */
export async function refundUnbookablePayment(
  intentId: string,
  info: { amountPence: number; problem: string; to?: string; name?: string },
): Promise<boolean> {
  const { ok, status } = await refundToCard(
    intentId,
    info.amountPence,
    `Slot no longer available (${info.problem})`,
    "payment_auto_refund_failed",
  );
  if (status)
    log(ok ? "warn" : "error", "payment_auto_refunded", {
      intentId,
      amountPence: info.amountPence,
      problem: info.problem,
      status,
    });
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
  const { ok } = await refundToCard(intentId, info.amountPence, info.reason, "later_payment_return_failed");
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
