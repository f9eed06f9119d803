import "server-only";

/**
 * The failures a request can end in, each with a stable `code` and one HTTP status (the table
 * below is the only place a code becomes a status). lib/server code throws these; the route
 * boundary (lib/server/route.ts) turns them into the API's `{ error, fieldErrors?, ...extra }` answer.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

const CODE_OF_STATUS = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
  if (!CODE_OF_STATUS.has(status)) CODE_OF_STATUS.set(status, code);
}

/** The code of a status (the first in the table: 400 is `bad_request`); anything unlisted counts as `internal`. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? "internal";
}

/** An error with a stable code, a message fit to show the user, and optional per-field messages. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

/**
 * The older status-first form, `new HttpError(409, message)`, kept so existing lib/server code
 * keeps working: an AppError whose code is the status's (its status is the one given).
 */
export class HttpError extends AppError {
  constructor(status: number, message: string, fieldErrors?: Record<string, string>, extra?: Record<string, unknown>) {
    super(codeForStatus(status), message, fieldErrors, extra);
    this.name = "HttpError";
    (this as { status: number }).status = status;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("bad_request", message, fieldErrors);
export const validationError = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("validation", message, fieldErrors);
export const unauthorized = (message = "Unauthorized") => new AppError("unauthorized", message);
export const forbidden = (message = "Forbidden") => new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError("conflict", message, fieldErrors);
export const tooManyRequests = (message = "Too many requests. Please wait a moment and try again.") =>
  new AppError("rate_limited", message);
export const payloadTooLarge = (message = "Request body is too large.") => new AppError("payload_too_large", message);

/** The JSON answer of an AppError: `{ error, fieldErrors?, ...extra }` with its status. */
export function errorBody(error: AppError): Record<string, unknown> {
  return { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}), ...error.extra };
}
