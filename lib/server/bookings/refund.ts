import "server-only";
import { checkStatusTransition } from "@/lib/domain/booking-status";
import { refundablePence, suggestedRefundPence } from "@/lib/domain/cancellation";
import { amountToPence } from "@/lib/domain/dashboard";
import { londonToday } from "@/lib/domain/dates";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { db, Prisma } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { mailSender, refundIssuedMail } from "@/lib/server/mail/templates";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot, type BookingRow } from "@/lib/server/ledger/booking-row";
import { disputeOpen, recomputeBookingMoney } from "@/lib/server/ledger/movements";
import { ALREADY_REFUNDED, checkedAmount, disputeRefusal, pence } from "@/lib/server/ledger/refund-checks";
import {
  claimRequests,
  refundIdsOf,
  requestRefund,
  sendRefundRequests,
  sentPence,
  unfinishedRequests,
} from "@/lib/server/ledger/refund-requests";

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

const TX = { timeout: 30_000, maxWait: 10_000 } as const;

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
 * POST /api/refund-booking. Under the booking's lock: checks the booking and the amount (refused
 * while a dispute is open) and writes the refund's requests; then sends them to the gateway
 * (never inside a transaction); then, under the lock again, records the booking's change. A refund
 * of everything paid marks the booking refunded; a partial one keeps its status. Two clicks share
 * the first's requests, so the gateway refunds once and the second answers 409 'Already Refunded';
 * a retry after a crash sends the same requests again.
 */
export async function refundBooking(actor: Actor, input: RefundRequest): Promise<void> {
  const prepared = await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const mine = await unfinishedRequests(tx, booking.id, "magician-refund");
    const asIfNotSent = {
      ...booking,
      refundedAmount: new Prisma.Decimal((pence(booking.refundedAmount) - sentPence(mine)) / 100),
    };
    const amountPence = plannedRefund(asIfNotSent, input);
    if (await disputeOpen(tx, booking.id)) throw disputeRefusal();
    const requests = await requestRefund(tx, booking, amountPence, { origin: "magician-refund", reason: input.reason });
    return { requests, amountPence, before: statusSnapshot(booking) };
  }, TX);
  await sendRefundRequests(prepared.requests).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 502
      ? new AppError("bad_gateway", "Refund Failed", undefined, {
          description: "Failed to process refund. Please try again.",
        })
      : error;
  });
  await db.$transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!(await claimRequests(tx, prepared.requests))) throw ALREADY_REFUNDED;
    const money = await recomputeBookingMoney(tx, booking.id);
    const everything = money.paidPence > 0 && money.refundedPence >= money.paidPence;
    const after = await tx.booking.update({
      where: { id: booking.id },
      data: everything ? { status: "refunded", paymentStatus: "refunded" } : {},
      select: ADMIN_BOOKING_SELECT,
    });
    const refundIds = await refundIdsOf(tx, prepared.requests);
    await audit(tx, actor, {
      action: "booking.refund",
      entity: "booking",
      entityId: booking.id,
      before: statusSnapshot(booking),
      after: {
        ...statusSnapshot(after),
        refundId: refundIds[0],
        refundStatus: "succeeded",
        amountPence: prepared.amountPence,
        reason: input.reason ?? null,
      },
    });
    await queueMail(
      tx,
      refundIssuedMail(
        await tx.booking.findUniqueOrThrow({ where: { id: booking.id } }),
        prepared.amountPence,
        await mailSender(tx),
        await documentNumbersOf(tx, refundIds),
      ),
    );
  }, TX);
  revalidatePublicSite();
  deliverSoon();
}
