import "server-only";

import type { DomainErrorCode } from "@/lib/domain/error-codes";
import { ERROR_STATUS, type ErrorCode } from "./error-status";

export { ERROR_STATUS, type ErrorCode };

/*
 * lib/server code throws AppErrors; the route boundary (lib/server/route.ts) turns them into the
 * API's `{ error, fieldErrors?, ...extra }` answer with the status of their code (error-status.ts).
 */

/** An error with a stable code, a message fit to show the user, and optional per-field messages. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly extra?: Record<string, unknown> & { code?: DomainErrorCode },
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
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

/**
 * The JSON answer of an AppError: `{ error, code, fieldErrors?, ...extra }` with its status. `code` is
 * the business rule's own (extra.code) when it has one, else the error's kind.
 */
export function errorBody(error: AppError): Record<string, unknown> {
  return {
    error: error.message,
    code: error.code,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...error.extra,
  };
}
