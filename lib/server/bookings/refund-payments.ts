import "server-only";
import { poundsToPence } from "@/lib/domain/money";
import { db, type Prisma } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { getPaymentGateway } from "@/lib/server/payments";

/**
 * Refunds of a booking, which may have been paid in several payments (a deposit at checkout, the
 * balance later from the booking page). A refund is taken from the newest payment first, each
 * part through the gateway with its own idempotency key derived from the refund's key, so a retry
 * (double click, second instance, crash before recording) repeats the same parts and the gateway
 * refunds each once. Callers record the parts with recordRefundParts in the transaction that
 * records the booking's change.
 */

export interface BookingPayment {
  intentId: string;
  /** what this payment brought in (pence) */
  paidPence: number;
  /** what has gone back of it so far (pence) */
  refundedPence: number;
}

export interface RefundPart {
  intentId: string;
  amountPence: number;
  refundId: string;
  status: "succeeded" | "pending";
  /** this payment's refunded total before the part, for recording without double counting */
  refundedBeforePence: number;
}

export const REFUND_FAILED = "The refund could not be made just now. Please try again in a moment.";

type RefundableBooking = { id: number; stripePaymentId: string | null; paidAmount: Prisma.Decimal | number | string };

/**
 * The booking's payments, newest first. The checkout's payment brought in what the booking has
 * been paid minus its later payments (it may have been short); a later payment, its own amount.
 */
export async function bookingPayments(booking: RefundableBooking): Promise<BookingPayment[]> {
  const paidPence = poundsToPence(Number(booking.paidAmount));
  const later = await db.paymentIntent.findMany({
    // credited later payments (a returned one has a failure reason and was never the booking's money)
    where: {
      bookingId: booking.id,
      purpose: "balance",
      status: "succeeded",
      usedAt: { not: null },
      failureReason: null,
      ...(booking.stripePaymentId ? { id: { not: booking.stripePaymentId } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, amountPence: true, refundedPence: true },
  });
  const payments: BookingPayment[] = later.map((p) => ({
    intentId: p.id,
    paidPence: p.amountPence,
    refundedPence: p.refundedPence,
  }));
  if (booking.stripePaymentId) {
    const first = await db.paymentIntent.findUnique({
      where: { id: booking.stripePaymentId },
      select: { refundedPence: true },
    });
    const laterPence = payments.reduce((sum, p) => sum + p.paidPence, 0);
    payments.push({
      intentId: booking.stripePaymentId,
      paidPence: Math.max(0, paidPence - laterPence),
      refundedPence: first?.refundedPence ?? 0,
    });
  }
  return payments;
}

/**
 * The next refund's idempotency key: `refund:{bookingId}:{n}`, n = refunds recorded so far + 1.
 * Read it BEFORE the booking row: the refund and its record commit together, so a request whose key
 * was read before another's commit is either refused by the booking's state or sends the same key.
 * Read after the row, a second click could see the old booking but a new key and refund twice.
 */
export async function nextRefundKey(bookingId: number): Promise<string> {
  // Every action that can carry a refund counts (one without money only makes n larger, which is harmless).
  const earlier = await db.auditLog.count({
    where: {
      entity: "booking",
      entityId: String(bookingId),
      action: { in: ["booking.refund", "booking.customer-cancel", "booking.status"] },
    },
  });
  return `refund:${bookingId}:${earlier + 1}`;
}

/**
 * Refunds `amountPence` across the booking's payments through the gateway, outside any
 * transaction. Throws 409 when the payments cannot cover it, 502 when the gateway refuses (nothing
 * is recorded then; the same key again completes the same refund).
 */
export async function refundBookingPayments(
  booking: RefundableBooking,
  amountPence: number,
  opts: { idempotencyKey: string; reason?: string },
): Promise<RefundPart[]> {
  const payments = await bookingPayments(booking);
  const plan: { payment: BookingPayment; amountPence: number }[] = [];
  let left = amountPence;
  for (const payment of payments) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, payment.paidPence - payment.refundedPence));
    if (take > 0) plan.push({ payment, amountPence: take });
    left -= take;
  }
  if (left > 0)
    throw new AppError("conflict", "Refund Failed", undefined, {
      description: "This booking has no card payment that can cover this refund.",
    });
  const gateway = getPaymentGateway();
  const parts: RefundPart[] = [];
  for (const [index, step] of plan.entries()) {
    const refund = await gateway
      .refund({
        paymentIntentId: step.payment.intentId,
        amountPence: step.amountPence,
        idempotencyKey: index === 0 ? opts.idempotencyKey : `${opts.idempotencyKey}:${index + 1}`,
        reason: opts.reason,
      })
      .catch(() => ({ status: "failed" as const, id: "", amountPence: 0 }));
    if (refund.status === "failed")
      throw new AppError("bad_gateway", "Refund Failed", undefined, { description: REFUND_FAILED });
    parts.push({
      intentId: step.payment.intentId,
      amountPence: step.amountPence,
      refundId: refund.id,
      status: refund.status,
      refundedBeforePence: step.payment.refundedPence,
    });
  }
  return parts;
}

/** Records refunded parts on their payments (never counting a part the provider's webhook already reported). */
export async function recordRefundParts(tx: Prisma.TransactionClient, parts: RefundPart[]): Promise<void> {
  for (const part of parts) {
    await tx.$executeRaw`UPDATE "payment_intents" SET "refundedPence" = GREATEST("refundedPence", ${part.refundedBeforePence + part.amountPence}::int) WHERE "id" = ${part.intentId}`;
  }
}
