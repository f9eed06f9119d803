import "server-only";
import { checkStatusTransition } from "@/lib/domain/booking-status";
import { refundAmountProblem, refundablePence, suggestedRefundPence } from "@/lib/domain/cancellation";
import { amountToPence } from "@/lib/domain/dashboard";
import { londonToday } from "@/lib/domain/dates";
import { penceToDecimalString } from "@/lib/domain/money";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { db } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianCancelledMail, mailSender, refundIssuedMail } from "@/lib/server/mail/templates";
import {
  nextRefundKey,
  recordRefundParts,
  refundBookingPayments,
  type RefundPart,
} from "@/lib/server/payments/refunds";
import { audit, type Actor } from "./audit";
import {
  ADMIN_BOOKING_SELECT,
  getAdminBooking,
  lockBooking,
  statusSnapshot,
  type AdminBooking,
  type BookingRow,
} from "./bookings";
import { revalidatePublicSite } from "./revalidate";

export interface RefundRequest {
  bookingId: number;
  reason?: string;
  /** pounds; defaults to the cancellation tiers' suggestion */
  amount?: number;
}

const ALREADY_REFUNDED = new AppError("conflict", "Already Refunded", undefined, {
  description: "This booking has already been refunded.",
});

const pence = (value: { toString(): string }) => amountToPence(value.toString());

/** The amount of a refund checked against what is still refundable; throws the 400 answer. */
function checkedAmount(booking: BookingRow, amountPence: number): number {
  const problem = refundAmountProblem(
    amountPence,
    refundablePence(pence(booking.paidAmount), pence(booking.refundedAmount)),
  );
  if (problem) throw badRequest(problem, { amount: problem });
  if (!booking.stripePaymentId)
    throw new AppError("conflict", "Refund Failed", undefined, {
      description: "This booking has no card payment to refund.",
    });
  return amountPence;
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

/** Has this refund (its first part's gateway id) been recorded already? Two clicks share a key, so the second finds it. */
async function alreadyRecorded(
  tx: Parameters<Parameters<typeof db.$transaction>[0]>[0],
  bookingId: number,
  parts: RefundPart[],
): Promise<boolean> {
  const refundId = parts[0]?.refundId;
  if (!refundId) return false;
  const found = await tx.$queryRaw<{ found: number }[]>`
    SELECT 1 AS found FROM "audit_log" WHERE "entity" = 'booking' AND "entityId" = ${String(bookingId)}
       AND "action" IN ('booking.refund', 'booking.status', 'booking.customer-cancel') AND "after"->>'refundId' = ${refundId} LIMIT 1`;
  return found.length > 0;
}

/** The booking's money after a refund: everything back marks it refunded, a part keeps its status. */
function refundedState(booking: BookingRow, before: BookingRow, amountPence: number) {
  // Stripe's charge.refunded may have recorded this very refund meanwhile: never count it twice.
  const refunded = Math.max(pence(booking.refundedAmount), pence(before.refundedAmount) + amountPence);
  const everything = refunded >= pence(booking.paidAmount) && pence(booking.paidAmount) > 0;
  return { refundedAmount: penceToDecimalString(refunded), everything };
}

/**
 * POST /api/refund-booking. Checks the booking and the amount, refunds through the gateway (never
 * inside a transaction) with the key `refund:{bookingId}:{n}`, then records it under the row lock.
 * A refund of everything paid marks the booking refunded; a partial one records refundedAmount and
 * keeps its status. Two clicks send the same key, so the gateway refunds once and the second finds
 * it recorded (409 'Already Refunded'); a retry after a crash reuses the key and records it.
 */
export async function refundBooking(actor: Actor, input: RefundRequest): Promise<AdminBooking> {
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
  return getAdminBooking(input.bookingId);
}

/**
 * The magician cancels (PUT /api/bookings/{id}/status with status cancelled). With `refundPence`
 * (the dialog suggests everything paid: the customer did nothing wrong), that refund is made first
 * as above; the booking becomes cancelled, or refunded when everything paid went back. The customer
 * is told what happened and what money goes back.
 */
export async function cancelBooking(
  actor: Actor,
  id: number,
  opts: { refundPence?: number } = {},
): Promise<AdminBooking> {
  const idempotencyKey = await nextRefundKey(id); // before the booking, as in refundBooking
  const before = await db.booking.findUnique({ where: { id }, select: ADMIN_BOOKING_SELECT });
  if (!before) throw notFound("Booking not found.");
  const transition = () => checkStatusTransition(before.status, "cancelled", { paidPence: pence(before.paidAmount) });
  const first = transition();
  if (!first.ok)
    throw new AppError("conflict", first.title, undefined, { description: first.message, code: first.code });
  const refundPence = opts.refundPence ? checkedAmount(before, opts.refundPence) : 0;
  const parts =
    refundPence > 0
      ? await refundBookingPayments(before, refundPence, {
          idempotencyKey,
          reason: "Cancelled by the magician",
        })
      : [];
  const [firstPart] = parts;
  await db.$transaction(
    async (tx) => {
      const booking = await lockBooking(tx, id);
      const now = checkStatusTransition(booking.status, "cancelled", { paidPence: pence(booking.paidAmount) });
      if (!now.ok) throw new AppError("conflict", now.title, undefined, { description: now.message, code: now.code });
      if (await alreadyRecorded(tx, id, parts)) throw ALREADY_REFUNDED;
      const state = refundedState(booking, before, refundPence);
      const to = refundPence > 0 && state.everything ? "refunded" : "cancelled";
      const after = await tx.booking.update({
        where: { id },
        data: { status: to, paymentStatus: to, ...(refundPence > 0 ? { refundedAmount: state.refundedAmount } : {}) },
        select: ADMIN_BOOKING_SELECT,
      });
      await recordRefundParts(tx, parts);
      await audit(tx, actor, {
        action: "booking.status",
        entity: "booking",
        entityId: id,
        before: statusSnapshot(booking),
        after: {
          ...statusSnapshot(after),
          ...(firstPart ? { refundId: firstPart.refundId, amountPence: refundPence } : {}),
        },
      });
      // The customer hears of it from us, not by finding out on the day.
      await queueMail(
        tx,
        magicianCancelledMail(await tx.booking.findUniqueOrThrow({ where: { id } }), refundPence, await mailSender(tx)),
      );
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  revalidatePublicSite();
  deliverSoon();
  return getAdminBooking(id);
}
