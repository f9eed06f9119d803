import "server-only";
import { checkStatusTransition } from "@/lib/domain/booking-status";
import { refundablePence, suggestedRefundPence } from "@/lib/domain/cancellation";
import { amountToPence } from "@/lib/domain/dashboard";
import { londonToday } from "@/lib/domain/dates";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { mailSender, refundIssuedMail } from "@/lib/server/mail/templates";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot, type BookingRow } from "./booking-row";
import { ALREADY_REFUNDED, alreadyRecorded, checkedAmount, pence, refundedState } from "./refund-checks";
import { nextRefundKey, recordRefundParts, refundBookingPayments } from "./refund-payments";

/**
 * Refunding a booking: the magician alone refunds without cancelling (the customer's refund comes
 * with their cancellation, cancel.ts; an automatic one with settlement, settlement-refunds.ts).
 */

export interface RefundRequest {
  bookingId: number;
  reason?: string;
  /** pounds; defaults to the cancellation tiers' suggestion */
  amount?: number;
}

/** What a refund request asks for, checked against the booking as it is now; throws the 4xx answers. */
function plannedRefund(booking: BookingRow, input: RefundRequest): number {
  if (booking.status === "refunded") throw ALREADY_REFUNDED;
  const check = checkStatusTransition(booking.status, "refunded", { paidPence: pence(booking.paidAmount) });
  if (!check.ok)
    throw new AppError("conflict", check.title, undefined, { description: check.message, code: check.code });
  const refundable = refundablePence(pence(booking.paidAmount), pence(booking.refundedAmount));
  const suggested = suggestedRefundPence(
    pence(booking.totalAmount),
    pence(booking.paidAmount),
    booking.eventDate,
    londonToday(),
    cancellationTermsOf(booking.termsVersion),
  );
  return checkedAmount(
    booking,
    input.amount !== undefined ? amountToPence(input.amount) : Math.min(refundable, suggested),
  );
}

/**
 * POST /api/refund-booking. Checks the booking and the amount, refunds through the gateway (never
 * inside a transaction) with the key `refund:{bookingId}:{n}`, then records it under the row lock.
 * A refund of everything paid marks the booking refunded; a partial one records refundedAmount and
 * keeps its status. Two clicks send the same key, so the gateway refunds once and the second finds
 * it recorded (409 'Already Refunded'); a retry after a crash reuses the key and records it.
 */
export async function refundBooking(actor: Actor, input: RefundRequest): Promise<void> {
  // The key is read before the booking (see nextRefundKey): a click that reads the booking before
  // another commits also has its key, so the provider refunds once.
  const idempotencyKey = await nextRefundKey(input.bookingId);
  const before = await db.booking.findUnique({ where: { id: input.bookingId }, select: ADMIN_BOOKING_SELECT });
  if (!before) throw notFound("Booking not found.");
  const amountPence = plannedRefund(before, input);
  const parts = await refundBookingPayments(before, amountPence, {
    idempotencyKey,
    reason: input.reason,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 502
      ? new AppError("bad_gateway", "Refund Failed", undefined, {
          description: "Failed to process refund. Please try again.",
        })
      : error;
  });
  await db.$transaction(
    async (tx) => {
      const booking = await lockBooking(tx, input.bookingId);
      if (await alreadyRecorded(tx, booking.id, parts)) throw ALREADY_REFUNDED;
      const state = refundedState(booking, before, amountPence);
      const after = await tx.booking.update({
        where: { id: booking.id },
        data: {
          refundedAmount: state.refundedAmount,
          ...(state.everything ? { status: "refunded", paymentStatus: "refunded" } : {}),
        },
        select: ADMIN_BOOKING_SELECT,
      });
      await recordRefundParts(tx, parts);
      await audit(tx, actor, {
        action: "booking.refund",
        entity: "booking",
        entityId: booking.id,
        before: statusSnapshot(booking),
        after: {
          ...statusSnapshot(after),
          refundId: parts[0]?.refundId,
          refundStatus: parts[0]?.status,
          amountPence,
          reason: input.reason ?? null,
        },
      });
      await queueMail(
        tx,
        refundIssuedMail(
          await tx.booking.findUniqueOrThrow({ where: { id: booking.id } }),
          amountPence,
          await mailSender(tx),
        ),
      );
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  revalidatePublicSite();
  deliverSoon();
}
