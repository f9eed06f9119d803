import "server-only";
import { refundAmountProblem, refundablePence } from "@/lib/domain/cancellation";
import { amountToPence } from "@/lib/domain/dashboard";
import { penceToDecimalString } from "@/lib/domain/money";
import type { Prisma } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/http";
import type { BookingRow } from "./booking-row";
import type { RefundPart } from "./refund-payments";

/** What the magician's refund and cancellation both check and record of the money going back. */

export const ALREADY_REFUNDED = new AppError("conflict", "Already Refunded", undefined, {
  description: "This booking has already been refunded.",
});

export const pence = (value: { toString(): string }) => amountToPence(value.toString());

/** The amount of a refund checked against what is still refundable; throws the 400 answer. */
export function checkedAmount(booking: BookingRow, amountPence: number): number {
  const problem = refundAmountProblem(
    amountPence,
    refundablePence(pence(booking.paidAmount), pence(booking.refundedAmount)),
  );
  if (problem) throw badRequest(problem, { amount: problem });
  if (!booking.stripePaymentId)
    throw new AppError("conflict", "Refund Failed", undefined, {
      description: "This booking has no card payment to refund.",
    });
  return amountPence;
}

/** Has this refund (its first part's gateway id) been recorded already? Two clicks share a key, so the second finds it. */
export async function alreadyRecorded(
  tx: Prisma.TransactionClient,
  bookingId: number,
  parts: RefundPart[],
): Promise<boolean> {
  const refundId = parts[0]?.refundId;
  if (!refundId) return false;
  const found = await tx.$queryRaw<{ found: number }[]>`
    SELECT 1 AS found FROM "audit_log" WHERE "entity" = 'booking' AND "entityId" = ${String(bookingId)}
       AND "action" IN ('booking.refund', 'booking.status', 'booking.customer-cancel') AND "after"->>'refundId' = ${refundId} LIMIT 1`;
  return found.length > 0;
}

/** The booking's money after a refund: everything back marks it refunded, a part keeps its status. */
export function refundedState(booking: BookingRow, before: BookingRow, amountPence: number) {
  // Stripe's charge.refunded may have recorded this very refund meanwhile: never count it twice.
  const refunded = Math.max(pence(booking.refundedAmount), pence(before.refundedAmount) + amountPence);
  const everything = refunded >= pence(booking.paidAmount) && pence(booking.paidAmount) > 0;
  return { refundedAmount: penceToDecimalString(refunded), everything };
}
