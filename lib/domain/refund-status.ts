/**
 * A refund's life at the payment provider: asked for, it is `pending` until the card network
 * settles it as `succeeded` (the money is back with the customer), `failed` or `canceled` (it is
 * not, and the magician must ask again). Only a succeeded refund is money returned. Reports of it
 * arrive from several places in any order and sometimes twice, so a settled refund never changes
 * again: a late `pending` after `succeeded` changes nothing.
 */

export const REFUND_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === "string" && (REFUND_STATUSES as readonly string[]).includes(value);
}

/** Settled: the refund went through or did not, for good. */
export function isRefundSettled(status: string): boolean {
  return status === "succeeded" || status === "failed" || status === "canceled";
}

/** Failed or cancelled: the money did not go back. */
export function isRefundUnmade(status: string): boolean {
  return status === "failed" || status === "canceled";
}

/** The status a recorded refund takes when a report says `reported`: the first settled one stays. */
export function nextRefundStatus(current: string, reported: RefundStatus): string {
  return isRefundSettled(current) ? current : reported;
}

/** A refund movement as the totals below read it. */
export interface RefundMovement {
  amountPence: number;
  status: string;
  /** "refund": the booking's money going back; "return": money it never kept (not a refund of the booking) */
  purpose: string;
  /** a failed refund someone has already dealt with (asked for again, or its caller told at once) */
  resolvedAt?: Date | string | null;
}

export interface RefundTotals {
  /** gone back to the customer */
  refundedPence: number;
  /** asked for, not yet settled by the card network */
  pendingRefundPence: number;
  /** failed or cancelled, and nobody has asked for it again */
  failedRefundPence: number;
}

/** What a booking's refunds come to: only succeeded ones count as refunded. */
export function refundTotals(refunds: readonly RefundMovement[]): RefundTotals {
  const totals: RefundTotals = { refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 0 };
  for (const refund of refunds) {
    if (refund.purpose === "return") continue;
    if (refund.status === "succeeded") totals.refundedPence += refund.amountPence;
    else if (refund.status === "pending") totals.pendingRefundPence += refund.amountPence;
    else if (isRefundUnmade(refund.status) && !refund.resolvedAt) totals.failedRefundPence += refund.amountPence;
  }
  return totals;
}

const FAILURE_WORDS: Record<string, string> = {
  lost_or_stolen_card: "the card was reported lost or stolen",
  expired_or_canceled_card: "the card has expired or been cancelled",
  charge_for_pending_refund_disputed: "the payment was disputed while the refund was pending",
  insufficient_funds: "the account did not have enough funds to cover the refund",
  declined: "the card's bank declined the refund",
  merchant_request: "the refund was cancelled",
  canceled: "the refund was cancelled",
  unknown: "the card network gave no reason",
};

/** The provider's failure_reason in words fit for the magician. */
export function refundFailureInWords(reason: string | null | undefined): string {
  if (!reason) return FAILURE_WORDS.unknown!;
  return FAILURE_WORDS[reason] ?? reason.replace(/_/g, " ");
}
