import "server-only";
import { formatGBP } from "@/lib/domain";
import { canCancel, checkStatusTransition, isWithdrawn, statusOnceRefunded } from "@/lib/domain/booking-status";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import type { Prisma } from "@/lib/server/db";
import { AppError, badRequest, conflict } from "@/lib/server/http";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { customerCancelledMail } from "@/lib/server/mail/emails/customer-cancelled";
import { cancelledByMagicianMail } from "@/lib/server/mail/emails/cancelled-by-magician";
import { magicianCustomerCancelledMail } from "@/lib/server/mail/emails/magician-customer-cancelled";
import { magicianEmail, mailSender } from "@/lib/server/mail/sender";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot, type BookingRow } from "@/lib/server/ledger/booking-row";
import { runRefund, type RefundDone } from "@/lib/server/ledger/run-refund";
import { bookingOfToken, cancellationOf, type CustomerBooking } from "@/lib/server/bookings/shared/customer-booking";
import { DISPUTE_OPEN, disputeOpen } from "@/lib/server/ledger/booking-money";
import { ALREADY_REFUNDED, asIfNotSent, checkedAmount, disputeRefusal } from "@/lib/server/ledger/refund-checks";

/**
 * Cancelling a booking, for every actor: the customer by their link, under the terms they
 * accepted; the magician from the dashboard, with the refund they choose. The refund goes through
 * the ledger's one refund sequence (runRefund), and the booking is cancelled under the lock again
 * by whichever click claims the requests: double clicks, two tabs, a webhook or a status change in
 * between refund and cancel once. The place is free at once.
 */

export const ALREADY_CANCELLED = "This booking has already been cancelled.";

export type Canceller =
  | { by: "customer"; token: string; reason?: string }
  | { by: "magician"; actor: Actor; bookingId: number; refundPence?: number };

export async function cancelBooking(who: Canceller): Promise<void> {
  try {
    if (who.by === "customer") await cancelByCustomer(who.token, who.reason);
    else await cancelByMagician(who.actor, who.bookingId, who.refundPence);
  } finally {
    revalidatePublicSite();
    deliverSoon();
  }
}

/** The booking's state as the audit log shows it before and after a change. */
function moneySnapshot(b: { status: string; paymentStatus: string; paidPence: number; refundedPence: number }) {
  return { status: b.status, paymentStatus: b.paymentStatus, paidPence: b.paidPence, refundedPence: b.refundedPence };
}

/** The booking as its customer's verb reads it, under the row lock runRefund holds. */
async function customerBookingRow(tx: Prisma.TransactionClient, id: number): Promise<CustomerBooking> {
  return tx.booking.findUniqueOrThrow({ where: { id } });
}

/**
 * The customer cancels under the terms (the version they accepted): the refund the terms still
 * owe (what was already refunded counts towards it), newest payment first; the customer and the
 * magician are e-mailed; the audit log records the booking before and after. While a dispute is
 * open, refused. A refund the provider refuses leaves the booking as it was.
 */
async function cancelByCustomer(token: string, reason: string | undefined): Promise<void> {
  const { id } = await bookingOfToken(token);
  const outcome = await runRefund({
    bookingId: id,
    origin: "customer-cancel",
    reason: "Cancelled by the customer under the terms",
    gatewayError: new AppError(
      "bad_gateway",
      "Your refund could not be made just now, so nothing was cancelled. Please try again in a moment.",
    ),
    claimedElsewhere: () => conflict(ALREADY_CANCELLED),
    async plan(tx, alreadySentPence) {
      const row = await customerBookingRow(tx, id);
      const cancellation = cancellationOf(asIfNotSent(row, alreadySentPence));
      if (!cancellation.allowed) {
        throw isWithdrawn(row) ? conflict(ALREADY_CANCELLED) : badRequest(cancellation.reason!);
      }
      if (await disputeOpen(tx, id)) throw conflict(DISPUTE_OPEN);
      return { amountPence: cancellation.refundPence, before: row };
    },
    async finish(tx, done) {
      const row = await customerBookingRow(tx, id);
      if (done.requests.length > 0 && !canCancel(row)) {
        // Cancelled by the magician meanwhile: the refund stands (recorded in the ledger); say what happened.
        await audit(tx, null, {
          action: "booking.refund",
          entity: "booking",
          entityId: id,
          before: moneySnapshot(row),
          after: { ...moneySnapshot(row), refundIds: done.refundIds },
        });
        return { changedMeanwhile: true, refundPence: done.amountPence };
      }
      await finishCustomerCancel(tx, done, reason);
      return { changedMeanwhile: false, refundPence: done.amountPence };
    },
  });
  if (outcome.changedMeanwhile) throw conflict(ALREADY_CANCELLED);
  log("info", "booking_cancelled_by_customer", {
    bookingId: id,
    refundPence: outcome.refundPence,
    refund: outcome.refundPence ? formatGBP(outcome.refundPence) : "none",
  });
}

/** The customer's cancellation recorded: the state from the ledger, the audit row before and after, both e-mails. */
async function finishCustomerCancel(
  tx: Prisma.TransactionClient,
  { before, amountPence: refundPence, refundIds, money }: RefundDone<CustomerBooking>,
  reason: string | undefined,
): Promise<void> {
  // Cancelled at once (the place is free); refunded only once the money has gone back, which a
  // pending refund settles later (refund-outcomes.ts).
  const to = statusOnceRefunded("cancelled", money) ?? "cancelled";
  const fresh = await tx.booking.update({ where: { id: before.id }, data: { status: to, paymentStatus: to } });
  await audit(tx, null, {
    action: "booking.customer-cancel",
    entity: "booking",
    entityId: before.id,
    before: moneySnapshot(before),
    after: { ...moneySnapshot(fresh), refundPence, refundId: refundIds[0] ?? null, reason: reason ?? null },
  });
  await queueMail(
    tx,
    customerCancelledMail(fresh, refundPence, await mailSender(tx), await documentNumbersOf(tx, refundIds)),
  );
  const magician = await magicianEmail(tx);
  if (magician) await queueMail(tx, magicianCustomerCancelledMail(magician, fresh, refundPence, reason));
}

function transitionError(booking: BookingRow): AppError | null {
  const check = checkStatusTransition(booking.status, "cancelled", { paidPence: booking.paidPence });
  return check.ok
    ? null
    : new AppError("conflict", check.title, undefined, { description: check.message, code: check.code });
}

/**
 * The magician cancels (their status control's Cancelled). With `refundPence`
 * (the dialog suggests everything paid: the customer did nothing wrong), that refund is made first
 * (refused while a dispute is open); the booking becomes cancelled, or refunded when everything
 * paid went back. The customer is told what happened and what money goes back.
 */
async function cancelByMagician(actor: Actor, id: number, refundAsked: number | undefined): Promise<void> {
  await runRefund({
    bookingId: id,
    origin: "magician-cancel",
    reason: "Cancelled by the magician",
    claimedElsewhere: async (tx) => transitionError(await lockBooking(tx, id)) ?? ALREADY_REFUNDED,
    async plan(tx, alreadySentPence) {
      const booking = await lockBooking(tx, id);
      const refused = transitionError(booking);
      if (refused) throw refused;
      const refundPence = refundAsked ? checkedAmount(asIfNotSent(booking, alreadySentPence), refundAsked) : 0;
      if (refundPence > 0 && (await disputeOpen(tx, id))) throw disputeRefusal();
      return { amountPence: refundPence, before: booking };
    },
    async finish(tx, done) {
      const booking = await lockBooking(tx, id);
      const refused = transitionError(booking);
      if (refused) throw refused;
      await finishMagicianCancel(tx, actor, done);
    },
  });
}

async function finishMagicianCancel(
  tx: Prisma.TransactionClient,
  actor: Actor,
  { before, amountPence: refundPence, refundIds, money }: RefundDone<BookingRow>,
): Promise<void> {
  const to = (refundPence > 0 && statusOnceRefunded("cancelled", money)) || "cancelled";
  const after = await tx.booking.update({
    where: { id: before.id },
    data: { status: to, paymentStatus: to },
    select: ADMIN_BOOKING_SELECT,
  });
  await audit(tx, actor, {
    action: "booking.status",
    entity: "booking",
    entityId: before.id,
    before: statusSnapshot(before),
    after: {
      ...statusSnapshot(after),
      ...(refundPence > 0 ? { refundId: refundIds[0] ?? null, amountPence: refundPence } : {}),
    },
  });
  // The customer hears of it from us, not by finding out on the day.
  await queueMail(
    tx,
    cancelledByMagicianMail(
      await tx.booking.findUniqueOrThrow({ where: { id: before.id } }),
      refundPence,
      await mailSender(tx),
      await documentNumbersOf(tx, refundIds),
    ),
  );
}
