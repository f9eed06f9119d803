/**
 * What a checkout can end in (see use-checkout.ts), as one small union the flows render or toast:
 *
 *   paid          the provider confirmed and the flow's complete() succeeded
 *   declined      the payment form reported a failed payment (its message)
 *   hold-expired  the slot is no longer held or no longer free: a 409, or a 400 with a slot
 *                 refusal's code (lib/domain/error-codes.ts)
 *   place-taken   a 409 with `refunded: true`: the place was taken while paying, the money refunded
 *   failed        anything else (validation, 402, 429, 5xx, network), with the server's message
 *
 * The server's error JSON is `{ error, fieldErrors?, title?, code?, refunded? }`.
 */
import { stringField, withoutOfflineWrapper } from "@/lib/api-client/request";
import { isSlotRefusal } from "@/lib/domain/error-codes";

interface ProblemFields {
  /** the HTTP status; null when no answer came (network failure, a thrown Error) */
  status: number | null;
  /** the server's message (`error`, else `message`) */
  message: string | null;
  title: string | null;
  code: string | null;
}

export type CheckoutProblem =
  | ({ kind: "hold-expired"; status: number } & Omit<ProblemFields, "status">)
  | ({ kind: "place-taken"; status: number; refunded: true } & Omit<ProblemFields, "status">)
  | ({ kind: "failed"; body: unknown; error: unknown } & ProblemFields);

export type CheckoutOutcome<R = unknown> =
  { kind: "paid"; paymentIntentId: string; result: R } | { kind: "declined"; message: string } | CheckoutProblem;

/** Classifies a failed request (an ApiError, or any error with `status` and `body`); no answer at all has status null. */
export function classifyProblem(failure: unknown): CheckoutProblem {
  const error = withoutOfflineWrapper(failure);
  const status =
    error && typeof error === "object" && typeof (error as { status?: unknown }).status === "number"
      ? (error as { status: number }).status
      : null;
  const body = status !== null ? ((error as { body?: unknown }).body ?? null) : null;
  const fields = {
    message: stringField(body, "error") ?? stringField(body, "message"),
    title: stringField(body, "title"),
    code: stringField(body, "code"),
  };
  if (status === 409) {
    const refunded = Boolean(body && typeof body === "object" && (body as { refunded?: unknown }).refunded === true);
    return refunded
      ? { kind: "place-taken", status, refunded: true, ...fields }
      : { kind: "hold-expired", status, ...fields };
  }
  if (status === 400 && isSlotRefusal(fields.code)) return { kind: "hold-expired", status, ...fields };
  return { kind: "failed", status, body, error, ...fields };
}

/** True for the server's slot refusals (hold-expired or place-taken). */
export function isSlotProblem(problem: CheckoutProblem): problem is Exclude<CheckoutProblem, { kind: "failed" }> {
  return problem.kind !== "failed";
}

/**
 * The text to show for a problem: the server's message; else, when no answer came at all, the
 * thrown Error's own message; else `fallback`.
 */
export function problemText(problem: CheckoutProblem, fallback: string): string {
  if (problem.message) return problem.message;
  if (problem.kind === "failed" && problem.status === null && problem.error instanceof Error && problem.error.message)
    return problem.error.message;
  return fallback;
}
