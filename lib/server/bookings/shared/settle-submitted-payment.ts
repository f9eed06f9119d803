import "server-only";
import { formatGBP } from "@/lib/domain";
import { isListed } from "@/lib/domain/booking-status";
import { bookingDateKeys, lockBookingDates } from "@/lib/server/availability";
import { slotError } from "@/lib/server/availability/slot-errors";
import { db, runTransaction, type Prisma } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/http";
import { findIntentRow, getPaymentGateway } from "@/lib/server/payments";
import { processPaymentEvent, slotProblemOf, type RefusalReason } from "@/lib/server/ledger/settlement";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { latePaymentProblem, lateTravelOf, markBookingProcessing } from "@/lib/server/ledger/mark-paid";
import { lockBookingRow } from "@/lib/server/ledger/booking-lock";
import { bookingKey, sameKey, type DraftKey } from "./draft";

/**
 * What both submissions of a paid checkout share: the booking of a payment intent its checkout created. The
 * booking already exists (created awaiting payment when checkout started); the request must
 * repeat its date, time, duration, services, payment type and venue, and its total must match.
 * The provider is asked whether the payment went through and the booking is settled through the
 * same code as the webhook. The same payment sent twice answers the same booking. A payment that
 * succeeded for a place that was taken after its hold ended is refunded automatically and the
 * refusal says so.
 */

export const SUBMIT_MESSAGES = {
  paymentRequired: "Payment reference is required.",
  paymentNotFound: "We could not find this payment. Please go back and try again.",
  detailsMismatch: "These booking details do not match the payment. Please go back and try again.",
  notPaid: "Payment not completed",
  requiresAction: "Your bank asks you to confirm this payment. Please complete its check and try again.",
  canceled: "This payment was cancelled. Please start again.",
} as const;

type IntentRow = NonNullable<Awaited<ReturnType<typeof findIntentRow>>>;
type BookingRow = Prisma.BookingGetPayload<object>;

export interface SubmitResult {
  booking: BookingRow;
  /** true the first time this payment is submitted (the booking is new), false for a repeat */
  first: boolean;
  /** the customer's booking page, only for a caller that proved it holds the payment (its client secret) */
  manageUrl?: string;
}

export function paymentNotFound(): AppError {
  return new AppError(
    "bad_request",
    SUBMIT_MESSAGES.paymentNotFound,
    { stripePaymentId: SUBMIT_MESSAGES.paymentNotFound },
    { code: "payment-not-found" },
  );
}

function refundedError(problem: RefusalReason, amountPence: number, ok: boolean): AppError {
  const base = slotError(slotProblemOf(problem));
  const tail = ok
    ? ` Your payment of ${formatGBP(amountPence)} has been refunded.`
    : ` Your payment of ${formatGBP(amountPence)} will be refunded; we have been notified.`;
  return new AppError("conflict", base.message + tail, undefined, { ...base.extra, refunded: true });
}

/** Records that a POST answered this payment; true the first time. */
async function firstPost(intentId: string): Promise<boolean> {
  const inserted =
    await db.$executeRaw`INSERT INTO "payment_events" ("id", "type") VALUES (${`post_${intentId}`}, ${"booking.submitted"}) ON CONFLICT ("id") DO NOTHING`;
  return inserted === 1;
}

async function answer(booking: BookingRow, intentId: string): Promise<SubmitResult> {
  deliverSoon();
  return { booking, first: await firstPost(intentId) };
}

/**
 * Settles the booking according to the provider: succeeded → paid and confirmed through the
 * settlement code; processing → kept as pending (unless the flow requires a completed payment);
 * otherwise refused: the payment is not complete.
 */
async function finish(row: IntentRow, booking: BookingRow, opts: { requireSucceeded: boolean }): Promise<SubmitResult> {
  const intent = await getPaymentGateway().retrieveIntent(row.id);
  if (intent.amountPence !== row.amountPence) throw badRequest(SUBMIT_MESSAGES.detailsMismatch);
  if (intent.status === "succeeded") {
    const result = await processPaymentEvent({
      eventId: `sync_${row.id}_succeeded`,
      type: "payment_intent.succeeded",
      intentId: row.id,
      amountPence: intent.amountPence,
    });
    if (result.refunded) throw refundedError(result.refunded.problem, result.refunded.amountPence, result.refunded.ok);
  } else if (intent.status === "processing" && !opts.requireSucceeded) {
    const travel = await lateTravelOf(booking);
    const problem = await runTransaction(
      async (tx) => {
        await lockBookingDates(tx, booking.eventDate);
        await lockBookingRow(tx, booking.id); // before its payment (booking-lock.ts)
        await tx.paymentIntent.updateMany({
          where: { id: row.id, status: { in: ["requires_payment_method", "requires_action", "failed"] } },
          data: { status: "processing" },
        });
        const fresh = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
        const late = await latePaymentProblem(tx, fresh, new Date(), travel);
        if (!late) await markBookingProcessing(tx, booking.id);
        return late;
      },
      { maxWait: 15_000, timeout: 30_000, queue: bookingDateKeys(booking.eventDate) },
    );
    if (problem) throw slotError(problem);
  } else {
    throw new AppError("payment_required", SUBMIT_MESSAGES.notPaid, undefined, {
      code: "payment-not-completed",
      detail:
        intent.status === "requires_action"
          ? SUBMIT_MESSAGES.requiresAction
          : intent.status === "canceled"
            ? SUBMIT_MESSAGES.canceled
            : (intent.lastError ?? "Your payment could not be processed"),
    });
  }
  const fresh = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  if (isListed(fresh.status)) return answer(fresh, row.id);
  // Paid, but refunded earlier because the place was gone.
  throw refundedError("conflict", row.amountPence, true);
}

/** The booking of a payment, checked against what the request repeats. */
export async function bookingOf(row: IntentRow, key: DraftKey): Promise<BookingRow> {
  const booking = row.bookingId ? await db.booking.findUnique({ where: { id: row.bookingId } }) : null;
  if (!booking) throw paymentNotFound();
  if (!sameKey(bookingKey(booking), key)) {
    throw new AppError("bad_request", SUBMIT_MESSAGES.detailsMismatch, undefined, { code: "payment-mismatch" });
  }
  return booking;
}

export async function settle(
  row: IntentRow,
  booking: BookingRow,
  opts: { requireSucceeded: boolean },
): Promise<SubmitResult> {
  // Already paid (or kept while processing): the same answer again.
  if (isListed(booking.status) && (!opts.requireSucceeded || booking.paymentStatus === "completed"))
    return answer(booking, row.id);
  if (row.usedAt) throw refundedError("conflict", row.amountPence, !/FAILED/.test(row.failureReason ?? ""));
  return finish(row, booking, opts);
}
