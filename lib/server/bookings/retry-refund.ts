import "server-only";
import { statusOnceRefunded } from "@/lib/domain/booking-status";
import { audit, type Actor } from "@/lib/server/audit";
import { AppError, notFound } from "@/lib/server/http";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { lockBooking, statusSnapshot } from "@/lib/server/ledger/booking-row";
import { disputeOpen, recomputeBookingMoney } from "@/lib/server/ledger/booking-money";
import { disputeRefusal } from "@/lib/server/ledger/refund-checks";
import { runRefund } from "@/lib/server/ledger/run-refund";

/**
 * The magician asks again for a refund the card network failed or cancelled (the details
 * dialog's "Retry refund"): a new refund request for the same amount through the one refund
 * sequence (runRefund), and the failed one marked dealt with once the new one is made. Two clicks
 * make one refund (the second is refused).
 */

export const REFUND_ALREADY_RETRIED = new AppError("conflict", "Refund Failed", undefined, {
  description: "This refund has already been asked for again.",
});

export async function retryRefund(actor: Actor, input: { bookingId: number; refundId: string }): Promise<void> {
  await runRefund({
    bookingId: input.bookingId,
    origin: "magician-retry",
    reason: "A failed refund asked for again",
    gatewayError: new AppError("bad_gateway", "Refund Failed", undefined, {
      description: "Failed to process refund. Please try again.",
    }),
    claimedElsewhere: () => REFUND_ALREADY_RETRIED,
    async plan(tx) {
      const booking = await lockBooking(tx, input.bookingId);
      const failed = await tx.moneyMovement.findFirst({
        where: {
          id: input.refundId,
          bookingId: input.bookingId,
          kind: "refund",
          purpose: "refund",
          status: { in: ["failed", "canceled"] },
        },
      });
      if (!failed) throw notFound("Refund not found.");
      if (failed.resolvedAt) throw REFUND_ALREADY_RETRIED;
      if (await disputeOpen(tx, booking.id)) throw disputeRefusal();
      return { amountPence: failed.amountPence, before: statusSnapshot(booking) };
    },
    async finish(tx, { amountPence, before, refundIds }) {
      const { count } = await tx.moneyMovement.updateMany({
        where: { id: input.refundId, resolvedAt: null },
        data: { resolvedAt: new Date() },
      });
      if (count === 0) throw REFUND_ALREADY_RETRIED;
      const money = await recomputeBookingMoney(tx, input.bookingId);
      const to = statusOnceRefunded(before.status, money);
      const after = await tx.booking.update({
        where: { id: input.bookingId },
        data: to ? { status: to, paymentStatus: to } : {},
      });
      await audit(tx, actor, {
        action: "booking.refund-retry",
        entity: "booking",
        entityId: input.bookingId,
        before,
        after: { ...statusSnapshot(after), failedRefundId: input.refundId, refundIds, amountPence },
      });
    },
  });
  deliverSoon();
}
