import "server-only";
import { db, runTransaction } from "@/lib/server/db";
import { bookingDateKeys, lockBookingDates } from "@/lib/server/availability";
import { lateTravelOf } from "./mark-paid";
import { lockBookingRow } from "./booking-lock";
import { AppError } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { UNKNOWN_INTENT } from "./adopt-intent";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { queueConfirmationText } from "./confirmation-text";
import {
  settleCanceled,
  settleFailed,
  settleProcessing,
  settleRequiresAction,
  settleSucceeded,
  type AfterCommit,
} from "./settlement-events";
import { settleDisputed, settleRefunded } from "./settlement-reversals";
import { refundUnbookablePayment, returnBalanceExcess } from "./settlement-refunds";
import type { PaymentEventInput, SettlementResult } from "./settlement-types";

export {
  slotProblemOf,
  type PaymentEventInput,
  type PaymentEventType,
  type RefusalReason,
  type SettlementResult,
} from "./settlement-types";

/**
 * Settlement of payment events: the one code path for Stripe's webhook, the demo gateway's
 * card network, and the booking's submission when it learns from the provider that a payment has
 * succeeded. Each event id is recorded in payment_events in the same transaction as its effects,
 * so a replay changes nothing and a failure leaves nothing half-written. Events may come before
 * or after the visitor submits the booking; either way the booking (created awaiting payment
 * when checkout started) ends up the same: paid and confirmed, or, when its hold had ended and
 * its place was taken meanwhile, refunded automatically.
 */

const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

export async function processPaymentEvent(event: PaymentEventInput): Promise<SettlementResult> {
  const pre = await db.paymentIntent.findUnique({ where: { id: event.intentId }, select: { bookingId: true } });
  const preBooking = pre?.bookingId
    ? await db.booking.findUnique({
        where: { id: pre.bookingId },
        select: { eventDate: true, status: true, eventPostcode: true },
      })
    : null;
  const travel = await lateTravelOf(preBooking);
  // Filled in by the transaction, acted on once it has committed (settlement-refunds.ts).
  let afterCommit: AfterCommit = {};
  // Same-date settlements of this process wait their turn before taking a connection.
  const options = { ...TX_OPTIONS, queue: preBooking ? bookingDateKeys(preBooking.eventDate) : [] };
  const result = await runTransaction(async (tx): Promise<SettlementResult> => {
    // An attempt run again (runTransaction) starts with nothing to give back: its requests were rolled back.
    afterCommit = {};
    // This date is stale if a move committed since, which is harmless: only active bookings move, and the one
    // change here that adds to a day's load (an ended hold confirmed) would need the moved booking's payment to fail
    // and its new HOLD_MINUTES hold to end first, far longer than this transaction can wait for its locks.
    if (preBooking) await lockBookingDates(tx, preBooking.eventDate);
    // The booking before its payment (booking-lock.ts): the magician's refunds and cancellations lock
    // the booking and then update its payments, so updating the payment first could deadlock with them.
    if (pre?.bookingId) await lockBookingRow(tx, pre.bookingId);
    const inserted =
      await tx.$executeRaw`INSERT INTO "payment_events" ("id", "type") VALUES (${event.eventId}, ${event.type}) ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return { duplicate: true };
    const row = await tx.paymentIntent.findUnique({ where: { id: event.intentId } });
    // Never recorded as processed: the event is answered 503 and comes again (adopt-intent.ts adopts what it can first).
    if (!row) throw new AppError("service_unavailable", UNKNOWN_INTENT);
    // Linked to its booking after the read above (a race): the booking's row still comes before the payment's.
    if (row.bookingId && row.bookingId !== pre?.bookingId) await lockBookingRow(tx, row.bookingId);
    const booking = row.bookingId ? await tx.booking.findUnique({ where: { id: row.bookingId } }) : null;
    switch (event.type) {
      case "payment_intent.succeeded":
        return settleSucceeded(tx, event, row, booking, afterCommit, travel);
      case "payment_intent.payment_failed":
        return settleFailed(tx, event, row, booking);
      case "payment_intent.processing":
        return settleProcessing(tx, row, booking, travel);
      case "payment_intent.requires_action":
        return settleRequiresAction(tx, row, booking);
      case "payment_intent.canceled":
        return settleCanceled(tx, row, booking);
      case "charge.refunded":
      case "charge.refund.updated":
      case "refund.created":
      case "refund.updated":
      case "refund.failed":
        return settleRefunded(tx, event, row, booking);
      case "charge.dispute.created":
      case "charge.dispute.updated":
      case "charge.dispute.funds_withdrawn":
      case "charge.dispute.funds_reinstated":
      case "charge.dispute.closed":
        return settleDisputed(tx, event, row, booking);
      default:
        return { duplicate: false };
    }
  }, options);
  // One structured line per payment event (ids and outcome only; no personal data).
  log("info", "payment_event", {
    eventId: event.eventId,
    type: event.type,
    intentId: event.intentId,
    duplicate: result.duplicate,
    bookingId: result.bookingId,
    bookingCreated: result.bookingCreated,
    unknownIntent: result.unknownIntent,
  });

  const { refund, returned } = afterCommit;
  if (refund) {
    const outcome = await refundUnbookablePayment(event.intentId, refund, refund.request);
    result.refunded = { amountPence: refund.amountPence, problem: refund.problem, ok: outcome };
  }
  if (returned) await returnBalanceExcess(event.intentId, returned, returned.request);
  if (afterCommit.confirmedBookingId) await queueConfirmationText(afterCommit.confirmedBookingId);
  deliverSoon();
  return result;
}
