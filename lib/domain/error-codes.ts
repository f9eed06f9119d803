/**
 * The `code` every refusal of the API carries beside its message, in one list shared by the server
 * and the browser: the browser branches on a code, never on the wording of a message.
 */

/** What kind of refusal it is, when no business rule says more: each has one HTTP status (lib/server/error-status.ts). */
export const HTTP_ERROR_CODES = [
  "bad_request",
  "validation",
  "unauthorized",
  "payment_required",
  "forbidden",
  "not_found",
  "conflict",
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "bad_gateway",
  "service_unavailable",
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/** A date or time that cannot be booked: the checkout flows show these as "pick another time". */
export const SLOT_REFUSAL_CODES = [
  "invalid-date",
  "date-past",
  "date-beyond-horizon",
  "date-blocked",
  "date-full",
  "time-invalid-time",
  "time-not-a-slot",
  "time-too-soon",
  "time-too-late",
  "time-bar-time",
  "time-conflict",
  "time-travel",
] as const;
export type SlotRefusalCode = (typeof SLOT_REFUSAL_CODES)[number];

/** The business's own refusals, more precise than their HTTP kind. */
export const DOMAIN_ERROR_CODES = [
  ...SLOT_REFUSAL_CODES,
  "advance-notice",
  "already-confirmed",
  "beyond-travel",
  "deposit-balance",
  "deposit-notice",
  "deposit-not-available",
  "dispute-open",
  "gateway-unavailable",
  "hold-limit-address",
  "hold-limit-email",
  "invalid-transition",
  "journey-from-booking",
  "lead-not-convertible",
  "no-payment-to-continue",
  "not-performing",
  "not-today",
  "not-yet-held",
  "nothing-paid",
  "offer-ended",
  "offer-live",
  "offer-taken",
  "overlaps-booking",
  "payment-mismatch",
  "payment-not-completed",
  "payment-not-found",
  "payments-not-configured",
  "price-mismatch",
  "questionnaire-closed",
  "quote-accepted",
  "quote-changed",
  "quote-declined",
  "quote-expired",
  "quote-paid",
  "quote-withdrawn",
  "review-not-confirmed",
  "review-not-yet",
  "review-withdrawn",
  "service-notice",
  "signed-name-differs",
  "sms-not-textable",
  "unknown-drive",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Any code a refusal can carry. */
export type ApiErrorCode = HttpErrorCode | DomainErrorCode;

const SLOT_CODES: ReadonlySet<string> = new Set(SLOT_REFUSAL_CODES);

/** True for the codes of a date or time that cannot be booked. */
export function isSlotRefusal(code: string | null | undefined): code is SlotRefusalCode {
  return code != null && SLOT_CODES.has(code);
}
