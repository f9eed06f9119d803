import "server-only";
import { db, runTransaction, type Prisma } from "@/lib/server/db";
import { sendRefundRequests, type RefundRequestRow } from "./refund-requests";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { errorFields, log } from "@/lib/server/log";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail, mailSender } from "@/lib/server/mail/sender";
import { magicianRefundMail } from "@/lib/server/mail/emails/magician-refund";
import { paymentRefundedMail } from "@/lib/server/mail/emails/payment-refunded";

/**
 * Money a settled payment event could not keep, given back through the payment provider after
 * processPaymentEvent's transaction has committed (settlement.ts): a network call never runs while
 * the transaction holds its locks.
 */

/**
 * Sends a return asked for in settlement's transaction (refund-requests.ts: key
 * `refund-request:{id}`, so a retried event never returns twice). false when it did not go
 * through (logged as `failedEvent`); the refunds-reconcile job sends it again if its outcome was unknown.
 */
async function sendReturn(request: RefundRequestRow, failedEvent: string): Promise<boolean> {
  try {
    await sendRefundRequests([request]);
    return true;
  } catch (error) {
    log("error", failedEvent, { intentId: request.intentId, refundRequestId: request.id, ...errorFields(error) });
    return false;
  }
}

/** Refunds a payment whose booking could not be saved, and tells the visitor and the magician. */
export async function refundUnbookablePayment(
  intentId: string,
  info: { amountPence: number; problem: string; to?: string; name?: string },
  request: RefundRequestRow,
): Promise<boolean> {
  const ok = await sendReturn(request, "payment_auto_refund_failed");
  log(ok ? "warn" : "error", "payment_auto_refunded", {
    intentId,
    amountPence: info.amountPence,
    problem: info.problem,
    ok,
  });
  await db.paymentIntent.update({
    where: { id: intentId },
    data: {
      failureReason: ok
        ? `Slot no longer available (${info.problem}); payment refunded automatically.`
        : `Slot no longer available (${info.problem}); AUTOMATIC REFUND FAILED, refund by hand.`,
    },
  });
  await runTransaction(async (tx: Prisma.TransactionClient) => {
    // The payment's receipt, and the credit note once the refund went through.
    const refundId = (await tx.refundRequest.findUnique({ where: { id: request.id }, select: { refundId: true } }))
      ?.refundId;
    const documents = await documentNumbersOf(tx, refundId ? [intentId, refundId] : [intentId]);
    const movement = refundId
      ? await tx.moneyMovement.findUnique({ where: { id: refundId }, select: { status: true } })
      : null;
    if (info.to)
      await queueMail(
        tx,
        paymentRefundedMail(
          info.to,
          info.name ?? "customer",
          info.amountPence,
          ok,
          await mailSender(tx),
          documents,
          movement?.status === "pending",
        ),
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
export async function returnBalanceExcess(
  intentId: string,
  info: { amountPence: number; reason: string },
  request: RefundRequestRow,
): Promise<void> {
  const ok = await sendReturn(request, "later_payment_return_failed");
  log(ok ? "warn" : "error", "later_payment_returned", { intentId, amountPence: info.amountPence, ok });
  await runTransaction(async (tx: Prisma.TransactionClient) => {
    const magician = await magicianEmail(tx);
    if (magician)
      await queueMail(
        tx,
        magicianRefundMail(magician, { intentId, amountPence: info.amountPence, reason: info.reason, refundOk: ok }),
      );
  });
}
