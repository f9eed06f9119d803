import "server-only";
import { checkStatusTransition, statusOnceRefunded } from "@/lib/domain/booking-status";
import { termsRefundDuePence } from "@/lib/domain/cancellation";
import { londonToday } from "@/lib/domain/dates";
import { cancellationTermsOf } from "@/lib/domain/terms";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { AppError } from "@/lib/server/http";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { mailSender } from "@/lib/server/mail/sender";
import { refundIssuedMail } from "@/lib/server/mail/emails/refund-issued";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot, type BookingRow } from "@/lib/server/ledger/booking-row";
import { disputeOpen } from "@/lib/server/ledger/booking-money";
import {
  ALREADY_REFUNDED,
  asIfNotSent,
  checkedAmount,
  disputeRefusal,
  refundedOrPendingPence,
} from "@/lib/server/ledger/refund-checks";
import { runRefund } from "@/lib/server/ledger/run-refund";

/**
 * Refunding a booking: the magician alone refunds without cancelling (the customer's refund comes
 * with their cancellation, cancel.ts; an automatic one with settlement, settlement-refunds.ts).
 */

export interface RefundRequest {
  bookingId: number;
  reason?: string;
  /** defaults to the cancellation tiers' suggestion */
  amountPence?: number;
}

/** What a refund request asks for, checked against the booking as it is now; throws the 4xx answers. */
function plannedRefund(booking: BookingRow, input: RefundRequest): number {
  const refundedPence = refundedOrPendingPence(booking);
  if (booking.status === "refunded") throw ALREADY_REFUNDED;
  const check = checkStatusTransition(booking.status, "refunded", { paidPence: booking.paidPence });
  if (!check.ok)
    throw new AppError("conflict", check.title, undefined, { description: check.message, code: check.code });
  const suggested = termsRefundDuePence(
    { ...booking, refundedPence },
    londonToday(),
    cancellationTermsOf(booking.termsVersion),
  );
  return checkedAmount(booking, input.amountPence ?? suggested);
}

/**
 * The magician refunds a booking, through the one refund sequence (runRefund): checks the booking and
 * the amount (refused while a dispute is open), refunds, then records the booking's change. A
 * refund of everything paid marks the booking refunded; a partial one keeps its status. Two clicks
 * share the first's requests, so the gateway refunds once and the second is refused as 'Already
 * Refunded'; a retry after a crash sends the same requests again.
 */
export async function refundBooking(actor: Actor, input: RefundRequest): Promise<void> {
  await runRefund({
    bookingId: input.bookingId,
    origin: "magician-refund",
    reason: input.reason,
    gatewayError: new AppError("bad_gateway", "Refund Failed", undefined, {
      description: "Failed to process refund. Please try again.",
    }),
    claimedElsewhere: () => ALREADY_REFUNDED,
    async plan(tx, alreadySentPence) {
      const booking = await lockBooking(tx, input.bookingId);
      const amountPence = plannedRefund(asIfNotSent(booking, alreadySentPence), input);
      if (await disputeOpen(tx, booking.id)) throw disputeRefusal();
      return { amountPence, before: statusSnapshot(booking) };
    },
    async finish(tx, { amountPence, before, refundIds, money }) {
      // Refunded once the money has gone back: a refund still pending leaves the status until it settles.
      const to = statusOnceRefunded(before.status, money);
      const after = await tx.booking.update({
        where: { id: input.bookingId },
        data: to ? { status: to, paymentStatus: to } : {},
        select: ADMIN_BOOKING_SELECT,
      });
      const pending = money.pendingRefundPence > 0;
      await audit(tx, actor, {
        action: "booking.refund",
        entity: "booking",
        entityId: input.bookingId,
        before,
        after: {
          ...statusSnapshot(after),
          refundId: refundIds[0],
          refundStatus: pending ? "pending" : "succeeded",
          amountPence,
          reason: input.reason ?? null,
        },
      });
      await queueMail(
        tx,
        refundIssuedMail(
          await tx.booking.findUniqueOrThrow({ where: { id: input.bookingId } }),
          amountPence,
          await mailSender(tx),
          await documentNumbersOf(tx, refundIds),
          pending,
        ),
      );
    },
  });
  revalidatePublicSite();
  deliverSoon();
}
