import "server-only";
import { formatGBP } from "@/lib/domain";
import { canCancel, checkStatusTransition, isWithdrawn } from "@/lib/domain/booking-status";
import { customerCancellation } from "@/lib/domain/cancellation";
import { londonToday } from "@/lib/domain/dates";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { db, Prisma } from "@/lib/server/db";
import { AppError, badRequest, conflict } from "@/lib/server/http";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { log } from "@/lib/server/log";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import {
  customerCancelledMail,
  magicianCancelledMail,
  magicianCustomerCancelledMail,
  magicianEmail,
  mailSender,
} from "@/lib/server/mail/templates";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot, type BookingRow } from "@/lib/server/ledger/booking-row";
import { bookingOfToken, moneyOf, type CustomerBooking } from "@/lib/server/bookings/shared/customer-booking";
import { lockBookingRow } from "@/lib/server/ledger/booking-lock";
import { DISPUTE_OPEN, disputeOpen, recomputeBookingMoney } from "@/lib/server/ledger/movements";
import { ALREADY_REFUNDED, checkedAmount, pence, disputeRefusal } from "@/lib/server/ledger/refund-checks";
import {
  claimRequests,
  refundIdsOf,
  requestRefund,
  sendRefundRequests,
  sentPence,
  unfinishedRequests,
  type RefundRequestRow,
} from "@/lib/server/ledger/refund-requests";

/**
 * Cancelling a booking, for every actor: the customer by their link, under the terms they
 * accepted; the magician from the dashboard, with the refund they choose. A refund is asked for
 * first (refund-requests.ts: the request written under the booking's row lock, sent to the
 * provider after the commit with the key `refund-request:{id}`, its answer recorded in the
 * ledger), and the booking is cancelled under the lock again by whichever click claims the
 * requests: double clicks, two tabs, a webhook or a status change in between refund and cancel
 * once. The place is free at once.
 */

export const ALREADY_CANCELLED = "This booking has already been cancelled.";

export type Canceller =
  | { by: "customer"; token: string; reason?: string }
  | { by: "magician"; actor: Actor; bookingId: number; refundPence?: number };

const TX = { timeout: 30_000, maxWait: 10_000 } as const;

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
function moneySnapshot(b: {
  status: string;
  paymentStatus: string;
  paidAmount: { toString(): string };
  refundedAmount: { toString(): string };
}) {
  return {
    status: b.status,
    paymentStatus: b.paymentStatus,
    paidAmount: b.paidAmount.toString(),
    refundedAmount: b.refundedAmount.toString(),
  };
}

async function lockedCustomerBooking(tx: Prisma.TransactionClient, id: number): Promise<CustomerBooking> {
  await lockBookingRow(tx, id);
  return tx.booking.findUniqueOrThrow({ where: { id } });
}

/**
 * The customer cancels under the terms (the version they accepted): the refund the terms give,
 * newest payment first; the customer and the magician are e-mailed; the audit log records the
 * booking before and after. While a dispute is open, 409. A refund the provider refuses leaves the
 * booking as it was (502).
 */
async function cancelByCustomer(token: string, reason: string | undefined): Promise<void> {
  const { id } = await bookingOfToken(token);
  const prepared = await db.$transaction(async (tx) => {
    const row = await lockedCustomerBooking(tx, id);
    const mine = await unfinishedRequests(tx, id, "customer-cancel");
    // A retry after a crash: what this cancellation already sent back does not count against it.
    const money = moneyOf(row);
    const cancellation = customerCancellation(
      { ...row, ...money, refundedPence: money.refundedPence - sentPence(mine) },
      londonToday(),
    );
    if (!cancellation.allowed) {
      throw isWithdrawn(row) ? conflict(ALREADY_CANCELLED) : badRequest(cancellation.reason!);
    }
    if (await disputeOpen(tx, id)) throw conflict(DISPUTE_OPEN);
    const refundPence = cancellation.refundPence;
    if (refundPence === 0 && mine.length === 0) {
      await finishCustomerCancel(tx, row, [], 0, reason);
      return null;
    }
    const requests = await requestRefund(tx, row, refundPence, {
      origin: "customer-cancel",
      reason: "Cancelled by the customer under the terms",
    });
    return { requests, refundPence, before: row };
  }, TX);
  if (prepared) {
    await sendRefundRequests(prepared.requests).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "bad_gateway") {
        throw new AppError(
          "bad_gateway",
          "Your refund could not be made just now, so nothing was cancelled. Please try again in a moment.",
        );
      }
      throw error;
    });
    let changedMeanwhile = false;
    await db.$transaction(async (tx) => {
      const row = await lockedCustomerBooking(tx, id);
      if (!(await claimRequests(tx, prepared.requests))) throw conflict(ALREADY_CANCELLED);
      if (!canCancel(row)) {
        // Cancelled by the magician meanwhile: the refund stands (recorded in the ledger); say what happened.
        changedMeanwhile = true;
        await audit(tx, null, {
          action: "booking.refund",
          entity: "booking",
          entityId: id,
          before: moneySnapshot(row),
          after: { ...moneySnapshot(row), refundIds: await refundIdsOf(tx, prepared.requests) },
        });
        return;
      }
      await finishCustomerCancel(
        tx,
        { ...row, paidAmount: prepared.before.paidAmount, refundedAmount: prepared.before.refundedAmount },
        prepared.requests,
        prepared.refundPence,
        reason,
      );
    }, TX);
    if (changedMeanwhile) throw conflict(ALREADY_CANCELLED);
  }
  log("info", "booking_cancelled_by_customer", {
    bookingId: id,
    refundPence: prepared?.refundPence ?? 0,
    refund: prepared?.refundPence ? formatGBP(prepared.refundPence) : "none",
  });
}

/** The customer's cancellation recorded: the state from the ledger, the audit row before and after, both e-mails. */
async function finishCustomerCancel(
  tx: Prisma.TransactionClient,
  row: CustomerBooking,
  requests: RefundRequestRow[],
  refundPence: number,
  reason: string | undefined,
): Promise<void> {
  const money = await recomputeBookingMoney(tx, row.id);
  const everythingBack = money.paidPence > 0 && money.refundedPence >= money.paidPence;
  const to = everythingBack ? "refunded" : "cancelled";
  const fresh = await tx.booking.update({ where: { id: row.id }, data: { status: to, paymentStatus: to } });
  const refundIds = await refundIdsOf(tx, requests);
  await audit(tx, null, {
    action: "booking.customer-cancel",
    entity: "booking",
    entityId: row.id,
    before: moneySnapshot(row),
    after: { ...moneySnapshot(fresh), refundPence, refundId: refundIds[0] ?? null, reason: reason ?? null },
  });
  await queueMail(
    tx,
    customerCancelledMail(fresh, refundPence, await mailSender(tx), await documentNumbersOf(tx, refundIds)),
  );
  const magician = await magicianEmail(tx);
  if (magician) await queueMail(tx, magicianCustomerCancelledMail(magician, fresh, refundPence, reason));
}

/** The state the audit log shows as "before": the booking as the verb found it, before its refund was recorded. */
const statusSnapshotOf = (b: BookingRow) => ({ refundedAmount: b.refundedAmount, paidAmount: b.paidAmount });

function transitionError(booking: BookingRow): AppError | null {
  const check = checkStatusTransition(booking.status, "cancelled", { paidPence: pence(booking.paidAmount) });
  return check.ok
    ? null
    : new AppError("conflict", check.title, undefined, { description: check.message, code: check.code });
}

/**
 * The magician cancels (PUT /api/bookings/{id}/status with status cancelled). With `refundPence`
 * (the dialog suggests everything paid: the customer did nothing wrong), that refund is made first
 * (refused while a dispute is open); the booking becomes cancelled, or refunded when everything
 * paid went back. The customer is told what happened and what money goes back.
 */
async function cancelByMagician(actor: Actor, id: number, refundAsked: number | undefined): Promise<void> {
  const prepared = await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const refused = transitionError(booking);
    if (refused) throw refused;
    const mine = await unfinishedRequests(tx, id, "magician-cancel");
    const asIfNotSent = {
      ...booking,
      refundedAmount: new Prisma.Decimal((pence(booking.refundedAmount) - sentPence(mine)) / 100),
    };
    const refundPence = refundAsked ? checkedAmount(asIfNotSent, refundAsked) : 0;
    if (refundPence > 0 && (await disputeOpen(tx, id))) throw disputeRefusal();
    if (refundPence === 0 && mine.length === 0) {
      await finishMagicianCancel(tx, actor, booking, [], 0);
      return null;
    }
    const requests = await requestRefund(tx, booking, refundPence, {
      origin: "magician-cancel",
      reason: "Cancelled by the magician",
    });
    return { requests, refundPence, before: booking };
  }, TX);
  if (!prepared) return;
  await sendRefundRequests(prepared.requests);
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!(await claimRequests(tx, prepared.requests))) throw transitionError(booking) ?? ALREADY_REFUNDED;
    const refused = transitionError(booking);
    if (refused) throw refused;
    await finishMagicianCancel(
      tx,
      actor,
      { ...booking, ...statusSnapshotOf(prepared.before) },
      prepared.requests,
      prepared.refundPence,
    );
  }, TX);
}

async function finishMagicianCancel(
  tx: Prisma.TransactionClient,
  actor: Actor,
  booking: BookingRow,
  requests: RefundRequestRow[],
  refundPence: number,
): Promise<void> {
  const money = await recomputeBookingMoney(tx, booking.id);
  const everything = refundPence > 0 && money.paidPence > 0 && money.refundedPence >= money.paidPence;
  const to = everything ? "refunded" : "cancelled";
  const after = await tx.booking.update({
    where: { id: booking.id },
    data: { status: to, paymentStatus: to },
    select: ADMIN_BOOKING_SELECT,
  });
  const refundIds = await refundIdsOf(tx, requests);
  await audit(tx, actor, {
    action: "booking.status",
    entity: "booking",
    entityId: booking.id,
    before: statusSnapshot(booking),
    after: {
      ...statusSnapshot(after),
      ...(refundPence > 0 ? { refundId: refundIds[0] ?? null, amountPence: refundPence } : {}),
    },
  });
  // The customer hears of it from us, not by finding out on the day.
  await queueMail(
    tx,
    magicianCancelledMail(
      await tx.booking.findUniqueOrThrow({ where: { id: booking.id } }),
      refundPence,
      await mailSender(tx),
      await documentNumbersOf(tx, refundIds),
    ),
  );
}
