/**
 * Cancellation refund tiers of the terms (spec 001 §9):
 * - more than 30 days before the event: full refund minus the deposit
 *   (deposit = 50% of the total), i.e. refund = paid − deposit, never below 0;
 * - 14 to 30 days: 50% of what was paid;
 * - under 14 days (or after the event): no refund.
 * Decision: a later cancellation never earns more than an earlier one, so the
 * 14–30 day amount is capped at the >30 day amount (relevant when only the
 * deposit was paid: the deposit is non-refundable in both tiers).
 * The result is a suggestion for the magician; the refund call may use another amount.
 */
import { CANCELLATION_FULL_REFUND_MIN_DAYS, CANCELLATION_HALF_REFUND_MIN_DAYS } from "./constants";
import { daysBetween, type IsoDate } from "./dates";
import { formatGBP } from "./money";
import { depositPence } from "./pricing";

export type RefundTier = "full-minus-deposit" | "half" | "none";

export function refundTier(eventDate: IsoDate, today: IsoDate): RefundTier {
  const days = daysBetween(today, eventDate);
  if (days >= CANCELLATION_FULL_REFUND_MIN_DAYS) return "full-minus-deposit";
  if (days >= CANCELLATION_HALF_REFUND_MIN_DAYS) return "half";
  return "none";
}

export function suggestedRefundPence(totalPence: number, paidPence: number, eventDate: IsoDate, today: IsoDate): number {
  const paid = Math.max(0, paidPence);
  const fullMinusDeposit = Math.max(0, paid - depositPence(totalPence));
  switch (refundTier(eventDate, today)) {
    case "full-minus-deposit":
      return fullMinusDeposit;
    case "half":
      return Math.min(Math.round(paid / 2), fullMinusDeposit);
    default:
      return 0;
  }
}

/** What can still be refunded of a booking: paid minus already refunded, never below 0. */
export function refundablePence(paidPence: number, refundedPence: number): number {
  return Math.max(0, paidPence - refundedPence);
}

/** Why a refund of `amountPence` cannot be made (the magician's dialog and the refund call), or null. */
export function refundAmountProblem(amountPence: number, refundable: number): string | null {
  if (!(amountPence > 0)) return "Refund amount must be more than £0.00.";
  if (amountPence > refundable) return `Refund amount cannot exceed the amount paid (${formatGBP(refundable)}).`;
  return null;
}
