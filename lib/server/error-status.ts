import "server-only";
import type { HttpErrorCode } from "@/lib/domain/error-codes";

/**
 * Every failure a request can end in, by stable code, with its HTTP status: the only place in
 * the code base a code becomes a status.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** a link to something that has ended for good (a withdrawn or expired quote) */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const satisfies Record<HttpErrorCode, number>;

export type ErrorCode = HttpErrorCode;
