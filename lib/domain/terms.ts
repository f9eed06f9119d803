/**
 * Versions of the booking terms a customer can have accepted. A booking records the version in
 * force when its checkout started, and its cancellation is judged by that version even after the
 * terms page changes. Add a version here (never edit one) when the cancellation terms change.
 */
import {
  BAR_CANCELLATION_REFUND_MIN_DAYS,
  CANCELLATION_FULL_REFUND_MIN_DAYS,
  CANCELLATION_HALF_REFUND_MIN_DAYS,
} from "./constants";

export interface CancellationTerms {
  /** at least this many days before the event: everything paid back except the deposit */
  fullRefundMinDays: number;
  /** at least this many days before (and fewer than the above): half of what was paid */
  halfRefundMinDays: number;
  /** bar-service bookings: refunded in full at least this many days before, not at all after */
  barFullRefundMinDays: number;
}

export const TERMS_VERSIONS = {
  "2026-11-01": {
    fullRefundMinDays: CANCELLATION_FULL_REFUND_MIN_DAYS,
    halfRefundMinDays: CANCELLATION_HALF_REFUND_MIN_DAYS,
    barFullRefundMinDays: BAR_CANCELLATION_REFUND_MIN_DAYS,
  },
} as const satisfies Record<string, CancellationTerms>;

export type TermsVersion = keyof typeof TERMS_VERSIONS;

/** The terms a customer accepts today (the terms page shows this date as "Last updated"). */
export const CURRENT_TERMS_VERSION: TermsVersion = "2026-11-01";

/** Bookings made before versions were recorded accepted the first version. */
const FIRST_TERMS_VERSION: TermsVersion = "2026-11-01";

export function isTermsVersion(value: unknown): value is TermsVersion {
  return typeof value === "string" && Object.hasOwn(TERMS_VERSIONS, value);
}

/** The cancellation terms of a booking's accepted version (unknown or missing: the first version). */
export function cancellationTermsOf(version: string | null | undefined): CancellationTerms {
  return TERMS_VERSIONS[isTermsVersion(version) ? version : FIRST_TERMS_VERSION];
}
