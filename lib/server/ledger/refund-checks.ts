import "server-only";
import { refundAmountProblem, refundablePence } from "@/lib/domain/cancellation";
import { AppError, badRequest } from "@/lib/server/http";
import type { BookingRow } from "./booking-row";

/** What the magician's refund and cancellation both check of the money going back. */

export const ALREADY_REFUNDED = new AppError("conflict", "Already Refunded", undefined, {
  description: "This booking has already been refunded.",
});

/** The magician's refund while the card holder's bank reviews a payment: the bank's decision comes first. */
export const DISPUTE_REFUND_REFUSED =
  "This booking's payment is being reviewed by the customer's bank (a dispute is open), so it cannot be refunded until the bank decides.";

export const disputeRefusal = () =>
  new AppError("conflict", "Refund Failed", undefined, { description: DISPUTE_REFUND_REFUSED, code: "dispute-open" });

/** What has gone back or is on its way (a pending refund is not money to refund again). */
export const refundedOrPendingPence = (booking: Pick<BookingRow, "refundedPence" | "pendingRefundPence">) =>
  booking.refundedPence + booking.pendingRefundPence;

/**
 * The booking as a verb judges it on a retry after a crash: what its own unfinished requests
 * already sent back (runRefund's alreadySentPence) is counted as not yet gone.
 */
export const asIfNotSent = <T extends { pendingRefundPence: number }>(booking: T, alreadySentPence: number): T => ({
  ...booking,
  pendingRefundPence: booking.pendingRefundPence - alreadySentPence,
});

/** The amount of a refund checked against what is still refundable; throws the 400 answer. */
export function checkedAmount(booking: BookingRow, amountPence: number): number {
  const problem = refundAmountProblem(amountPence, refundablePence(booking.paidPence, refundedOrPendingPence(booking)));
  if (problem) throw badRequest(problem, { amount: problem });
  if (!booking.stripePaymentId)
    throw new AppError("conflict", "Refund Failed", undefined, {
      description: "This booking has no card payment to refund.",
    });
  return amountPence;
}
