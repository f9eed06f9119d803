import "server-only";
import { runTransaction, type Prisma } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { lockBookingRow } from "./booking-lock";
import { recomputeBookingMoney, type BookingMoney } from "./booking-money";
import {
  claimRequests,
  refundIdsOf,
  requestRefund,
  sendRefundRequests,
  sentPence,
  unfinishedRequests,
  type RefundOrigin,
  type RefundRequestRow,
} from "./refund-requests";

type Tx = Prisma.TransactionClient;

const TX = { timeout: 30_000, maxWait: 10_000 } as const;

/** What the verb asked to go back, once the provider has answered, with the booking's money recomputed. */
export interface RefundDone<Before> {
  requests: RefundRequestRow[];
  amountPence: number;
  before: Before;
  refundIds: string[];
  money: BookingMoney;
}

export interface RefundRun<Before, Result> {
  bookingId: number;
  origin: RefundOrigin;
  /** kept on the refund requests (and so in the provider's metadata and the credit note) */
  reason?: string;
  /**
   * Under the booking's row lock: checks the booking and says how much goes back. `alreadySentPence`
   * is what this verb's own unfinished requests already returned (a retry after a crash): the
   * amount is judged as if it had not gone.
   */
  plan(tx: Tx, alreadySentPence: number): Promise<{ amountPence: number; before: Before }>;
  /** Under the lock again, once the money is back (or at once when nothing goes back): the verb's own change, audit and mail. */
  finish(tx: Tx, done: RefundDone<Before>): Promise<Result>;
  /** The error when another click or tab claimed this verb's requests first (and so did its work). */
  claimedElsewhere(tx: Tx): Promise<AppError> | AppError;
  /** The verb's words for a refund the provider did not make (502). */
  gatewayError?: AppError;
}

/**
 * The one refund sequence. Under the booking's row lock: the verb's unfinished requests, its
 * amount, and the requests for it (refund-requests.ts), committed; then the requests go to the
 * provider outside any transaction; then, under the lock again, whichever click claims the
 * requests recomputes the booking's money and records the verb's change. Double clicks, two tabs
 * and a retry after a crash all refund once.
 */
export async function runRefund<Before, Result>(run: RefundRun<Before, Result>): Promise<Result> {
  const first = await runTransaction(async (tx) => {
    if (!(await lockBookingRow(tx, run.bookingId))) throw notFound("Booking not found.");
    const mine = await unfinishedRequests(tx, run.bookingId, run.origin);
    const { amountPence, before } = await run.plan(tx, sentPence(mine));
    if (amountPence === 0 && mine.length === 0) {
      const money = await recomputeBookingMoney(tx, run.bookingId);
      return { finished: await run.finish(tx, { requests: [], amountPence: 0, before, refundIds: [], money }) };
    }
    const requests = await requestRefund(tx, { id: run.bookingId }, amountPence, {
      origin: run.origin,
      reason: run.reason,
    });
    return { pending: { requests, amountPence, before } };
  }, TX);
  if ("finished" in first) return first.finished as Result;
  const { requests, amountPence, before } = first.pending;
  await sendRefundRequests(requests).catch((error: unknown) => {
    throw run.gatewayError && error instanceof AppError && error.status === 502 ? run.gatewayError : error;
  });
  return runTransaction(async (tx) => {
    await lockBookingRow(tx, run.bookingId);
    if (!(await claimRequests(tx, requests))) throw await run.claimedElsewhere(tx);
    const money = await recomputeBookingMoney(tx, run.bookingId);
    return run.finish(tx, { requests, amountPence, before, refundIds: await refundIdsOf(tx, requests), money });
  }, TX);
}
