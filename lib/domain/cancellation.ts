/**
 * Cancellation refund tiers of the terms:
 * - more than 30 days before the event: full refund minus the deposit
 *   (deposit = 50% of the total), i.e. refund = paid − deposit, never below 0;
 * - 14 to 30 days: 50% of what was paid;
 * - under 14 days (or after the event): no refund.
 * Decision: a later cancellation never earns more than an earlier one, so the
 * 14–30 day amount is capped at the >30 day amount (relevant when only the
 * deposit was paid: the deposit is non-refundable in both tiers).
 * The result is a suggestion for the magician; the refund call may use another amount. When the
 * magician cancels, the customer did nothing wrong: the suggestion is everything still refundable.
 */
import { canCancel } from "./booking-status";
import { daysBetween, type IsoDate } from "./dates";
import { formatGBP } from "./money";
import { depositPence } from "./pricing";
import { CURRENT_TERMS_VERSION, cancellationTermsOf, type CancellationTerms } from "./terms";

const CURRENT_TERMS = cancellationTermsOf(CURRENT_TERMS_VERSION);

export type RefundTier = "full-minus-deposit" | "half" | "none";

export function refundTier(eventDate: IsoDate, today: IsoDate, terms: CancellationTerms = CURRENT_TERMS): RefundTier {
  const days = daysBetween(today, eventDate);
  if (days >= terms.fullRefundMinDays) return "full-minus-deposit";
  if (days >= terms.halfRefundMinDays) return "half";
  return "none";
}

/** The refund the terms (the version the customer accepted; default the current one) give for a cancellation today. */
export function suggestedRefundPence(
  totalPence: number,
  paidPence: number,
  eventDate: IsoDate,
  today: IsoDate,
  terms: CancellationTerms = CURRENT_TERMS,
): number {
  const paid = Math.max(0, paidPence);
  const fullMinusDeposit = Math.max(0, paid - depositPence(totalPence));
  switch (refundTier(eventDate, today, terms)) {
    case "full-minus-deposit":
      return fullMinusDeposit;
    case "half":
      return Math.min(Math.round(paid / 2), fullMinusDeposit);
    default:
      return 0;
  }
}

/**
 * What the terms still owe back now: the tiers give a total to return of what was paid, so money
 * already refunded (a goodwill refund, an earlier partial one) counts towards it, never on top.
 */
export function termsRefundDuePence(
  b: { totalPence: number; paidPence: number; refundedPence: number; eventDate: IsoDate },
  today: IsoDate,
  terms: CancellationTerms = CURRENT_TERMS,
): number {
  const owedByTerms = suggestedRefundPence(b.totalPence, b.paidPence, b.eventDate, today, terms);
  return Math.min(
    refundablePence(b.paidPence, b.refundedPence),
    Math.max(0, owedByTerms - Math.max(0, b.refundedPence)),
  );
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

export interface CustomerCancellation {
  allowed: boolean;
  /** what the customer gets back if they cancel now */
  refundPence: number;
  /** why not, when not allowed */
  reason?: string;
}

/**
 * What the terms give a customer who cancels now. Public bookings follow the tiers above (on what
 * is still refundable); bar-service bookings are refunded in full until 7 days before the event and
 * not at all after. A booking can be cancelled by its customer while it is pending or confirmed and
 * its day has not come.
 */
export function customerCancellation(
  b: {
    status: string;
    paymentStatus?: string | null;
    source?: string | null;
    termsVersion?: string | null;
    eventDate: IsoDate;
    totalPence: number;
    paidPence: number;
    refundedPence: number;
  },
  today: IsoDate,
): CustomerCancellation {
  if (!canCancel(b)) return { allowed: false, refundPence: 0, reason: "This booking can no longer be cancelled here." };
  if (b.eventDate <= today)
    return { allowed: false, refundPence: 0, reason: "The event is today or has passed: please contact the magician." };
  const refundable = refundablePence(b.paidPence, b.refundedPence);
  const terms = cancellationTermsOf(b.termsVersion);
  const due =
    b.source === "bar-service"
      ? daysBetween(today, b.eventDate) >= terms.barFullRefundMinDays
        ? refundable
        : 0
      : termsRefundDuePence(b, today, terms);
  return { allowed: true, refundPence: Math.min(refundable, due) };
}

/** The refund suggested when the magician cancels: everything still refundable. */
export function magicianCancelRefundPence(paidPence: number, refundedPence: number): number {
  return refundablePence(paidPence, refundedPence);
}
