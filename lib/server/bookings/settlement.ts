import "server-only";
import { penceToDecimalString, poundsToPence } from "@/lib/domain";
import { canPaymentMove, isListed, isWithdrawn } from "@/lib/domain/booking-status";
import { db, type Prisma } from "@/lib/server/db";
import { lockBookingDates, type SlotProblem } from "@/lib/server/availability";
import { latePaymentProblem, markBookingPaid, markBookingProcessing } from "./confirm";
import { applyLaterPayment } from "./later-payment";
import { lockBookingRow } from "./lock-order";
import { errorFields, log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail, magicianRefundMail, mailSender, paymentRefundedMail } from "@/lib/server/mail/templates";
import { magicianDisputeMail } from "@/lib/server/mail/change-templates";
import { audit } from "@/lib/server/admin/audit";
import { HOLD_MINUTES, getPaymentGateway } from "@/lib/server/payments";

/**
 * Settlement of payment events: the one code path for Stripe's webhook, the demo gateway's
 * confirm endpoint, and POST /api/bookings when it learns from the provider that a payment has
 * succeeded. Each event id is recorded in payment_events in the same transaction as its effects,
 * so a replay changes nothing and a failure leaves nothing half-written. Events may come before
 * or after the visitor's POST /api/bookings; either way the booking (created awaiting payment
 * when checkout started) ends up the same: paid and confirmed, or, when its hold had ended and
 * its place was taken meanwhile, refunded automatically.
 */

export type PaymentEventType =
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "charge.refunded"
  | "payment_intent.processing"
  | "payment_intent.canceled"
  | "charge.dispute.created";

export interface PaymentEventInput {
  eventId: string;
  type: PaymentEventType;
  intentId: string;
  /** succeeded: amount received (pence) */
  amountPence?: number;
  /** payment_failed: the provider's reason; dispute: the bank's reason */
  failureReason?: string;
  /** charge.refunded: total refunded so far (pence) */
  amountRefundedPence?: number;
}

export interface SettlementResult {
  duplicate: boolean;
  /** the intent is not one of ours */
  unknownIntent?: boolean;
  bookingId?: number;
  bookingCreated?: boolean;
  /** a paid intent whose slot could not be booked any more: refunded automatically */
  refunded?: { amountPence: number; problem: RefusalReason; ok: boolean };
}

const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

/** Why a succeeded payment could not confirm its booking (and was refunded). */
export type RefusalReason = SlotProblem | "no-booking" | "cancelled";

/** The wizard's message for a refusal: the slot's own, else "time no longer available". */
export function slotProblemOf(reason: RefusalReason): SlotProblem {
  return reason === "no-booking" || reason === "cancelled" ? "conflict" : reason;
}

export async function processPaymentEvent(event: PaymentEventInput): Promise<SettlementResult> {
  const pre = await db.paymentIntent.findUnique({ where: { id: event.intentId }, select: { bookingId: true } });
  const preBooking = pre?.bookingId
    ? await db.booking.findUnique({ where: { id: pre.bookingId }, select: { eventDate: true } })
    : null;
  let refund: { amountPence: number; problem: RefusalReason; to?: string; name?: string } | undefined;
  let returned: { amountPence: number; reason: string } | undefined;
  const result = await db.$transaction(async (tx): Promise<SettlementResult> => {
    // This date is stale if a move committed since, which is harmless: only active bookings move, and the one
    // change here that adds to a day's load (an ended hold confirmed) would need the moved booking's payment to fail
    // and its new HOLD_MINUTES hold to end first, far longer than this transaction can wait for its locks.
    if (preBooking) await lockBookingDates(tx, preBooking.eventDate);
    // The booking before its payment (lock-order.ts): the magician's refunds and cancellations lock
    // the booking and then update its payments, so updating the payment first could deadlock with them.
    if (pre?.bookingId) await lockBookingRow(tx, pre.bookingId);
    const inserted =
      await tx.$executeRaw`INSERT INTO "payment_events" ("id", "type") VALUES (${event.eventId}, ${event.type}) ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return { duplicate: true };
    const row = await tx.paymentIntent.findUnique({ where: { id: event.intentId } });
    if (!row) {
      log("warn", "payment_event_unknown_intent", { eventId: event.eventId, type: event.type });
      return { duplicate: false, unknownIntent: true };
    }
    // Linked to its booking after the read above (a race): the booking's row still comes before the payment's.
    if (row.bookingId && row.bookingId !== pre?.bookingId) await lockBookingRow(tx, row.bookingId);
    const booking = row.bookingId ? await tx.booking.findUnique({ where: { id: row.bookingId } }) : null;
    switch (event.type) {
      case "payment_intent.succeeded": {
        if (event.amountPence !== undefined && event.amountPence !== row.amountPence) {
          log("warn", "payment_amount_differs", {
            intentId: row.id,
            expected: row.amountPence,
            received: event.amountPence,
          });
        }
        const paid = event.amountPence ?? row.amountPence;
        await tx.paymentIntent.update({ where: { id: row.id }, data: { status: "succeeded", failureReason: null } });
        if (row.purpose === "registration") {
          await tx.user.updateMany({
            where: { registrationPaymentId: row.id, registrationPaid: false },
            data: { registrationPaid: true },
          });
          return { duplicate: false };
        }
        if (row.purpose === "balance") {
          if (row.usedAt) return { duplicate: false, bookingId: row.bookingId ?? undefined };
          const outcome = await applyLaterPayment(tx, row, row.bookingId, paid);
          const reason =
            outcome.reason === "withdrawn"
              ? "The booking was cancelled before the payment arrived"
              : "More than was owed arrived";
          await tx.paymentIntent.update({
            where: { id: row.id },
            data: {
              usedAt: new Date(),
              ...(outcome.excessPence > 0
                ? { failureReason: `${reason}; ${outcome.excessPence}p refunded automatically.` }
                : {}),
            },
          });
          if (outcome.excessPence > 0) returned = { amountPence: outcome.excessPence, reason };
          return { duplicate: false, bookingId: row.bookingId ?? undefined };
        }
        // Used: confirmed or refunded earlier, nothing more to do. (A booking kept as pending while an
        // older release processed its payment still waits for this success.)
        if (row.usedAt && !(booking?.status === "pending" && booking.paymentStatus === "pending"))
          return { duplicate: false };
        // A booking cancelled while its payment was still processing must not keep the money.
        const withdrawn = booking !== null && isWithdrawn(booking);
        const problem: RefusalReason | null = !booking
          ? "no-booking"
          : withdrawn
            ? "cancelled"
            : await latePaymentProblem(tx, booking);
        if (problem || !booking) {
          const reason =
            problem === "cancelled"
              ? "The booking was cancelled before the payment arrived; payment refunded automatically."
              : `Slot no longer available (${problem}); payment refunded automatically.`;
          await tx.paymentIntent.update({ where: { id: row.id }, data: { usedAt: new Date(), failureReason: reason } });
          if (booking && !withdrawn)
            await tx.booking.update({
              where: { id: booking.id },
              data: { status: "expired", paymentFailureReason: reason },
            });
          refund = {
            amountPence: paid,
            problem: problem ?? "no-booking",
            to: booking?.clientEmail,
            name: booking?.clientName,
          };
          return { duplicate: false, bookingId: booking?.id };
        }
        const first = await markBookingPaid(tx, booking.id, paid, row.amountPence);
        await tx.paymentIntent.update({ where: { id: row.id }, data: { usedAt: new Date() } });
        return { duplicate: false, bookingId: booking.id, bookingCreated: first };
      }
      case "payment_intent.payment_failed": {
        const reason = (event.failureReason || "Your payment could not be processed").slice(0, 500);
        // A later failure never undoes a success (events can arrive out of order).
        await tx.paymentIntent.updateMany({
          where: { id: row.id, status: { not: "succeeded" } },
          data: { status: "failed", failureReason: reason },
        });
        if (booking) {
          await tx.booking.updateMany({
            where: { id: booking.id, paymentStatus: "pending" },
            data: { paymentFailureReason: reason },
          });
          // A slow payment that failed gives its place back to the ordinary short hold, so an
          // unpaid booking never blocks the date for good (the customer may try another card).
          if (
            booking.status === "pending" &&
            Number(booking.paidAmount) === 0 &&
            canPaymentMove("pending", "awaiting_payment")
          ) {
            await tx.booking.update({
              where: { id: booking.id },
              data: { status: "awaiting_payment", holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000) },
            });
          }
        }
        return { duplicate: false, bookingId: booking?.id };
      }
      case "payment_intent.processing": {
        await tx.paymentIntent.updateMany({
          where: { id: row.id, status: { in: ["requires_payment_method", "failed"] } },
          data: { status: "processing" },
        });
        if (booking && !(await latePaymentProblem(tx, booking))) await markBookingProcessing(tx, booking.id);
        return { duplicate: false, bookingId: booking?.id };
      }
      case "payment_intent.canceled": {
        await tx.paymentIntent.updateMany({
          where: { id: row.id, status: { not: "succeeded" } },
          data: { status: "canceled" },
        });
        if (booking)
          await tx.booking.updateMany({
            where: { id: booking.id, status: "awaiting_payment" },
            data: { status: "expired" },
          });
        return { duplicate: false, bookingId: booking?.id };
      }
      case "charge.refunded": {
        // The event carries what has gone back of this payment; a booking may have had several.
        await tx.$executeRaw`UPDATE "payment_intents" SET "refundedPence" = GREATEST("refundedPence", ${event.amountRefundedPence ?? 0}::int) WHERE "id" = ${row.id}`;
        if (!booking) return { duplicate: false };
        // Money returned automatically (never credited to the booking) is not the booking's refund.
        const sum = await tx.paymentIntent.aggregate({
          where: { bookingId: booking.id, failureReason: null },
          _sum: { refundedPence: true },
        });
        const refunded = Math.max(poundsToPence(Number(booking.refundedAmount)), sum._sum.refundedPence ?? 0);
        // An automatic refund of a late payment leaves its (expired) booking out of the lists, and a
        // partial refund (a cancellation under the terms) keeps the booking's status.
        const listed =
          isListed(booking.status) &&
          refunded >= poundsToPence(Number(booking.paidAmount)) &&
          Number(booking.paidAmount) > 0;
        await tx.booking.update({
          where: { id: booking.id },
          data: {
            refundedAmount: penceToDecimalString(refunded),
            ...(listed ? { status: "refunded", paymentStatus: "refunded" } : {}),
          },
        });
        return { duplicate: false, bookingId: booking.id };
      }
      case "charge.dispute.created": {
        if (!booking) return { duplicate: false };
        const reason = (event.failureReason || "unknown").slice(0, 200);
        await tx.booking.update({ where: { id: booking.id }, data: { disputedAt: new Date(), disputeReason: reason } });
        await audit(tx, null, {
          action: "booking.dispute",
          entity: "booking",
          entityId: booking.id,
          after: { intentId: row.id, amountPence: event.amountPence ?? null, reason },
        });
        const magician = await magicianEmail(tx);
        if (magician)
          await queueMail(
            tx,
            magicianDisputeMail(magician, booking, { amountPence: event.amountPence ?? row.amountPence, reason }),
          );
        return { duplicate: false, bookingId: booking.id };
      }
      default:
        return { duplicate: false };
    }
  }, TX_OPTIONS);
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

  if (refund) {
    const outcome = await refundUnbookablePayment(event.intentId, refund);
    result.refunded = { amountPence: refund.amountPence, problem: refund.problem, ok: outcome };
  }
  if (returned) await returnLaterPayment(event.intentId, returned);
  deliverSoon();
  return result;
}

/** Refunds a payment whose booking could not be saved, and tells the visitor and the magician. */
async function refundUnbookablePayment(
  intentId: string,
  info: { amountPence: number; problem: string; to?: string; name?: string },
): Promise<boolean> {
  let ok = false;
  try {
    const refund = await getPaymentGateway().refund({
      paymentIntentId: intentId,
      amountPence: info.amountPence,
      idempotencyKey: `auto-refund:${intentId}`,
      reason: `Slot no longer available (${info.problem})`,
    });
    ok = refund.status !== "failed";
    log(ok ? "warn" : "error", "payment_auto_refunded", {
      intentId,
      amountPence: info.amountPence,
      problem: info.problem,
      status: refund.status,
    });
  } catch (error) {
    log("error", "payment_auto_refund_failed", { intentId, ...errorFields(error) });
  }
  await db.paymentIntent.update({
    where: { id: intentId },
    data: {
      failureReason: ok
        ? `Slot no longer available (${info.problem}); payment refunded automatically.`
        : `Slot no longer available (${info.problem}); AUTOMATIC REFUND FAILED, refund by hand.`,
    },
  });
  await db.$transaction(async (tx: Prisma.TransactionClient) => {
    if (info.to)
      await queueMail(
        tx,
        paymentRefundedMail(info.to, info.name ?? "customer", info.amountPence, ok, await mailSender(tx)),
      );
    const magician = await magicianEmail(tx);
    if (magician)
      await queueMail(
        tx,
        magicianRefundMail(magician, { intentId, amountPence: info.amountPence, reason: info.problem, refundOk: ok }),
      );
  });
  return ok;
}

/** Returns a booking-page payment the booking could not take (cancelled meanwhile, or paid twice) and tells the magician. */
async function returnLaterPayment(intentId: string, info: { amountPence: number; reason: string }): Promise<void> {
  let ok = false;
  try {
    const refund = await getPaymentGateway().refund({
      paymentIntentId: intentId,
      amountPence: info.amountPence,
      idempotencyKey: `auto-refund:${intentId}`,
      reason: info.reason,
    });
    ok = refund.status !== "failed";
  } catch (error) {
    log("error", "later_payment_return_failed", { intentId, ...errorFields(error) });
  }
  log(ok ? "warn" : "error", "later_payment_returned", { intentId, amountPence: info.amountPence, ok });
  await db.$transaction(async (tx: Prisma.TransactionClient) => {
    const magician = await magicianEmail(tx);
    if (magician)
      await queueMail(
        tx,
        magicianRefundMail(magician, { intentId, amountPence: info.amountPence, reason: info.reason, refundOk: ok }),
      );
  });
}
