import "server-only";
import { formatGBP, penceToDecimalString } from "@/lib/domain";
import { checkStatusTransition, isWithdrawn } from "@/lib/domain/booking-status";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { db } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import {
  customerCancelledMail,
  magicianCancelledMail,
  magicianCustomerCancelledMail,
  magicianEmail,
  mailSender,
} from "@/lib/server/mail/templates";
import { parseManageToken } from "@/lib/server/links/booking-page";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot } from "./booking-row";
import { bookingOfToken, cancellationOf, moneyOf } from "./customer-booking";
import { ALREADY_REFUNDED, alreadyRecorded, checkedAmount, pence, refundedState } from "./refund-checks";
import { nextRefundKey, recordRefundParts, refundBookingPayments, type RefundPart } from "./refund-payments";

/**
 * Cancelling a booking, for every actor: the customer by their link, under the terms they
 * accepted; the magician from the dashboard, with the refund they choose. Either way a refund
 * goes back through the gateway first (outside any transaction, idempotency key
 * `refund:{bookingId}:{n}`), then the booking is cancelled only if it is still as it was read, so
 * double clicks and two instances refund and cancel once. The place is free at once.
 */

export const ALREADY_CANCELLED = "This booking has already been cancelled.";

export type Canceller =
  | { by: "customer"; token: string; reason?: string }
  | { by: "magician"; actor: Actor; bookingId: number; refundPence?: number };

export async function cancelBooking(who: Canceller): Promise<void> {
  if (who.by === "customer") await cancelByCustomer(who.token, who.reason);
  else await cancelByMagician(who.actor, who.bookingId, who.refundPence);
  revalidatePublicSite();
  deliverSoon();
}

/**
 * The customer cancels under the terms (the version they accepted): the refund the terms give,
 * newest payment first; the customer and the magician are e-mailed; the audit log records it. A
 * refund the gateway refuses leaves the booking as it was (502).
 */
async function cancelByCustomer(token: string, reason: string | undefined): Promise<void> {
  // The refund key is read before the booking (see nextRefundKey): a second click that reads the
  // booking before the first commits has the first's key too, so the provider refunds once.
  const parsed = parseManageToken(token);
  const key = parsed ? await nextRefundKey(parsed.bookingId) : null;
  const row = await bookingOfToken(token);
  const cancellation = cancellationOf(row);
  if (!cancellation.allowed) {
    throw isWithdrawn(row) ? conflict(ALREADY_CANCELLED) : badRequest(cancellation.reason!);
  }
  const money = moneyOf(row);
  const refundPence = cancellation.refundPence;
  let parts: RefundPart[] = [];
  if (refundPence > 0) {
    parts = await refundBookingPayments(row, refundPence, {
      idempotencyKey: key ?? (await nextRefundKey(row.id)),
      reason: "Cancelled by the customer under the terms",
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "bad_gateway") {
        throw new AppError(
          "bad_gateway",
          "Your refund could not be made just now, so nothing was cancelled. Please try again in a moment.",
        );
      }
      throw error;
    });
  }
  const refundId = parts[0]?.refundId ?? null;
  const everythingBack = money.paidPence > 0 && money.refundedPence + refundPence >= money.paidPence;
  await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({
      where: { id: row.id, status: row.status, paymentStatus: row.paymentStatus, refundedAmount: row.refundedAmount },
      data: {
        status: everythingBack ? "refunded" : "cancelled",
        paymentStatus: everythingBack ? "refunded" : "cancelled",
        refundedAmount: penceToDecimalString(money.refundedPence + refundPence),
      },
    });
    if (changed.count !== 1) throw conflict(ALREADY_CANCELLED);
    await recordRefundParts(tx, parts);
    await audit(tx, null, {
      action: "booking.customer-cancel",
      entity: "booking",
      entityId: row.id,
      before: { status: row.status, paymentStatus: row.paymentStatus },
      after: { refundPence, refundId, reason: reason ?? null },
    });
    const fresh = await tx.booking.findUniqueOrThrow({ where: { id: row.id } });
    await queueMail(tx, customerCancelledMail(fresh, refundPence, await mailSender(tx)));
    const magician = await magicianEmail(tx);
    if (magician) await queueMail(tx, magicianCustomerCancelledMail(magician, fresh, refundPence, reason));
  });
  log("info", "booking_cancelled_by_customer", {
    bookingId: row.id,
    refundPence,
    refund: refundPence > 0 ? formatGBP(refundPence) : "none",
  });
}

/**
 * The magician cancels (PUT /api/bookings/{id}/status with status cancelled). With `refundPence`
 * (the dialog suggests everything paid: the customer did nothing wrong), that refund is made first;
 * the booking becomes cancelled, or refunded when everything paid went back. The customer is told
 * what happened and what money goes back.
 */
async function cancelByMagician(actor: Actor, id: number, refundAsked: number | undefined): Promise<void> {
  const idempotencyKey = await nextRefundKey(id); // before the booking, as for the customer
  const before = await db.booking.findUnique({ where: { id }, select: ADMIN_BOOKING_SELECT });
  if (!before) throw notFound("Booking not found.");
  const first = checkStatusTransition(before.status, "cancelled", { paidPence: pence(before.paidAmount) });
  if (!first.ok)
    throw new AppError("conflict", first.title, undefined, { description: first.message, code: first.code });
  const refundPence = refundAsked ? checkedAmount(before, refundAsked) : 0;
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
}
