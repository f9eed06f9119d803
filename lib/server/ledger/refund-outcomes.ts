import "server-only";
import { statusOnceRefunded } from "@/lib/domain/booking-status";
import { isRefundUnmade, refundFailureInWords } from "@/lib/domain/refund-status";
import { audit } from "@/lib/server/audit";
import type { Prisma } from "@/lib/server/db";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { magicianRefundFailedMail } from "@/lib/server/mail/emails/magician-refund-failed";
import { type RefundChange } from "./movements";
import { recomputeBookingMoney, type BookingMoney } from "./booking-money";

/**
 * What a refund settled by the card network after its verb finished does to its booking (a
 * webhook, the reconcile job): the money derived again; the booking marked refunded once
 * everything paid has gone back (statusOnceRefunded, the rule the verbs follow too); the magician
 * e-mailed when a refund failed, since the customer was told it was on its way. A verb whose
 * refund is still in flight decides the status itself when it finishes.
 */

type Tx = Prisma.TransactionClient;

/** A verb older than this that never finished (a crash) no longer holds the booking's status back. */
const VERB_IN_FLIGHT_MS = 30 * 60_000;

export async function settleRefundOutcomes(
  tx: Tx,
  booking: { id: number; status: string; paymentStatus: string },
  changes: RefundChange[],
): Promise<{ money: BookingMoney; refundedNow: boolean }> {
  const money = await recomputeBookingMoney(tx, booking.id);
  if (changes.length === 0) return { money, refundedNow: false };
  const inFlight = await tx.refundRequest.findFirst({
    where: {
      bookingId: booking.id,
      kind: "refund",
      handledAt: null,
      status: { not: "failed" },
      createdAt: { gt: new Date(Date.now() - VERB_IN_FLIGHT_MS) },
    },
    select: { id: true },
  });
  const to = inFlight ? null : statusOnceRefunded(booking.status, money);
  if (to) await tx.booking.update({ where: { id: booking.id }, data: { status: to, paymentStatus: to } });
  const failed = changes.filter((c) => isRefundUnmade(c.status) && c.purpose === "refund" && !c.resolved);
  if (failed.length > 0) {
    const magician = await magicianEmail(tx);
    const row = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    if (magician)
      for (const refund of failed)
        await queueMail(
          tx,
          magicianRefundFailedMail(magician, row, {
            amountPence: refund.amountPence,
            reason: refundFailureInWords(refund.failureReason),
          }),
        );
    await audit(tx, null, {
      action: "booking.refund-failed",
      entity: "booking",
      entityId: booking.id,
      after: { refunds: failed.map((r) => ({ refundId: r.id, amountPence: r.amountPence, reason: r.failureReason })) },
    });
  }
  return { money, refundedNow: to !== null };
}
