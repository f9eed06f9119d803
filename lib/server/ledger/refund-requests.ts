import "server-only";
import { runTransaction, type Prisma } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { getPaymentGateway, type GatewayRefund, type PaymentGateway } from "@/lib/server/payments";
import { lockBookingRow } from "./booking-lock";
import { recordRefunds } from "./movements";
import { ledgerPayments, recomputeBookingMoney } from "./booking-money";
import { settleRefundOutcomes } from "./refund-outcomes";

/**
 * Refunds as requests first. Under the booking's row lock a verb writes what it asks for, one
 * refund_requests row per payment it takes money from (newest payment first), and commits; then
 * each request goes to the provider outside any transaction with the idempotency key
 * `refund-request:{id}` and its id in the refund's metadata; then the answer is recorded in the
 * ledger (movements.ts). A second click, a second tab or a retry after a crash finds the requests its
 * verb left unhandled and sends the same ones again, so the provider refunds once; a webhook that
 * records the refund first changes nothing (insert-or-ignore by the refund's id); the
 * refunds-reconcile job settles a request whose answer was lost.
 */

type Tx = Prisma.TransactionClient;
export type RefundOrigin = "customer-cancel" | "magician-cancel" | "magician-refund" | "magician-retry" | "return";
export type RefundRequestRow = Prisma.RefundRequestGetPayload<object>;

export const REFUND_FAILED = "The refund could not be made just now. Please try again in a moment.";
export const REFUND_IN_PROGRESS = "A refund of this booking is still being made. Please try again in a moment.";

export const refundRequestKey = (id: number) => `refund-request:${id}`;

/** The requests a verb asked for and has not finished (a second click, or a retry after a crash). */
export async function unfinishedRequests(tx: Tx, bookingId: number, origin: RefundOrigin) {
  return tx.refundRequest.findMany({
    where: { bookingId, origin, handledAt: null, status: { not: "failed" } },
    orderBy: { id: "asc" },
  });
}

/**
 * Of those, what the provider has already taken on: gone back, or accepted and pending (the
 * verb's amount is judged as if it had not, against the refunded and pending totals).
 */
export const sentPence = (requests: RefundRequestRow[]) =>
  requests
    .filter((r) => r.status === "succeeded" || (r.status === "pending" && r.refundId !== null))
    .reduce((sum, r) => sum + r.amountPence, 0);

/**
 * Inside the verb's transaction, under the booking's row lock: the requests that make `amountPence`
 * go back for `origin`. The verb's unfinished requests count towards it (the same click again);
 * the rest is asked of the payments with money left, newest first. Refused (a conflict) while
 * another verb's refund of the booking is unfinished, or when the payments cannot cover the amount.
 */
export async function requestRefund(
  tx: Tx,
  booking: { id: number },
  amountPence: number,
  input: { origin: RefundOrigin; reason?: string },
): Promise<RefundRequestRow[]> {
  const others = await tx.refundRequest.findFirst({
    where: { bookingId: booking.id, kind: "refund", origin: { not: input.origin }, handledAt: null, status: "pending" },
    select: { id: true },
  });
  if (others) throw new AppError("conflict", REFUND_IN_PROGRESS);
  const mine = await unfinishedRequests(tx, booking.id, input.origin);
  const asked = mine.reduce((sum, r) => sum + r.amountPence, 0);
  if (asked > amountPence) throw new AppError("conflict", REFUND_IN_PROGRESS);
  let left = amountPence - asked;
  if (left <= 0) return mine;
  const plan: { intentId: string; amountPence: number }[] = [];
  for (const payment of await ledgerPayments(tx, booking.id)) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, payment.chargedPence - payment.takenPence));
    if (take > 0) plan.push({ intentId: payment.intentId, amountPence: take });
    left -= take;
  }
  if (left > 0)
    throw new AppError("conflict", "Refund Failed", undefined, {
      description: "This booking has no card payment that can cover this refund.",
    });
  const created: RefundRequestRow[] = [];
  for (const step of plan)
    created.push(
      await tx.refundRequest.create({
        data: {
          bookingId: booking.id,
          intentId: step.intentId,
          amountPence: step.amountPence,
          kind: "refund",
          origin: input.origin,
          reason: input.reason?.slice(0, 500) ?? null,
        },
      }),
    );
  return [...mine, ...created];
}

/** A return of money the booking never kept (an excess, a payment for a place it lost), asked for inside settlement's transaction. */
export async function requestReturn(
  tx: Tx,
  intent: { id: string; bookingId: number | null },
  amountPence: number,
  reason: string,
): Promise<RefundRequestRow> {
  return tx.refundRequest.create({
    data: {
      bookingId: intent.bookingId,
      intentId: intent.id,
      amountPence,
      kind: "return",
      origin: "return",
      reason: reason.slice(0, 500),
    },
  });
}

/**
 * Records a provider's report of requests' refunds in the ledger, in its own short transaction
 * under the booking's lock, with what a settled refund does to its booking (refund-outcomes.ts).
 * `answeredToCaller`: the provider's answer to the verb that asked (a failure is told to its caller
 * at once); otherwise a later report (the reconcile job).
 */
export async function recordAnswer(
  bookingId: number | null,
  refunds: (GatewayRefund & { intentId: string })[],
  failedRequestIds: number[] = [],
  options: { answeredToCaller?: boolean } = {},
): Promise<void> {
  await runTransaction(async (tx) => {
    if (bookingId) await lockBookingRow(tx, bookingId);
    const { changes } = await recordRefunds(tx, bookingId, refunds, options);
    if (failedRequestIds.length > 0)
      await tx.refundRequest.updateMany({
        where: { id: { in: failedRequestIds }, status: "pending" },
        data: { status: "failed" },
      });
    const booking = bookingId ? await tx.booking.findUnique({ where: { id: bookingId } }) : null;
    if (booking) await settleRefundOutcomes(tx, booking, changes);
    else if (bookingId) await recomputeBookingMoney(tx, bookingId);
  });
}

/**
 * Sends the pending requests to the provider (outside any transaction) and records each answer.
 * A refusal marks its request failed; a call whose outcome is unknown (a timeout, a 5xx) leaves it
 * pending for the same key again or the reconcile job. Throws (the provider failed) unless every
 * request went through.
 */
export async function sendRefundRequests(
  requests: RefundRequestRow[],
  gateway: PaymentGateway = getPaymentGateway(),
): Promise<void> {
  let failed = false;
  for (const request of requests) {
    if (request.status !== "pending") continue;
    let refund: GatewayRefund;
    try {
      refund = await gateway.refund({
        paymentIntentId: request.intentId,
        amountPence: request.amountPence,
        idempotencyKey: refundRequestKey(request.id),
        reason: request.reason ?? undefined,
        refundRequestId: request.id,
      });
    } catch (error) {
      log("error", "refund_request_failed", { refundRequestId: request.id, ...errorFields(error) });
      // A 4xx is the provider refusing this refund: it will not happen. Anything else may have.
      const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
      if (refused) await recordAnswer(request.bookingId, [], [request.id], { answeredToCaller: true });
      failed = true;
      break;
    }
    // A pending answer is the provider taking the refund on: the verb goes ahead, and the refund
    // settles later (webhook, reconcile job). Only a refusal now is the caller's to hear.
    await recordAnswer(
      request.bookingId,
      [{ ...refund, intentId: request.intentId, refundRequestId: request.id }],
      [],
      { answeredToCaller: true },
    );
    if (refund.status === "failed" || refund.status === "canceled") {
      failed = true;
      break;
    }
  }
  if (failed) throw new AppError("bad_gateway", "Refund Failed", undefined, { description: REFUND_FAILED });
}

/**
 * The verb's own work after its refund, under the booking's lock: claims its requests as handled.
 * false when another click or tab claimed them first (it did the verb's work already).
 */
export async function claimRequests(tx: Tx, requests: RefundRequestRow[]): Promise<boolean> {
  if (requests.length === 0) return true;
  const claimed = await tx.refundRequest.updateMany({
    where: { id: { in: requests.map((r) => r.id) }, handledAt: null },
    data: { handledAt: new Date() },
  });
  return claimed.count === requests.length;
}

/** The refund ids of requests, once answered (for the audit log). */
export async function refundIdsOf(tx: Tx, requests: RefundRequestRow[]): Promise<string[]> {
  const rows = await tx.refundRequest.findMany({
    where: { id: { in: requests.map((r) => r.id) } },
    select: { refundId: true },
    orderBy: { id: "asc" },
  });
  return rows.flatMap((r) => (r.refundId ? [r.refundId] : []));
}
