import "server-only";
import { isListed, isWithdrawn, owedPence } from "@/lib/domain/booking-status";
import { balanceDueDate } from "@/lib/domain/auto-balance";
import { londonToday } from "@/lib/domain/dates";
import type { Prisma } from "@/lib/server/db";
import { audit } from "@/lib/server/audit";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { log } from "@/lib/server/log";
import { magicianPaymentReceivedMail } from "@/lib/server/mail/emails/magician-payment-received";
import { paymentReceivedMail } from "@/lib/server/mail/emails/payment-received";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { markBookingPaid } from "./mark-paid";
import { recomputeBookingMoney } from "./booking-money";
import { requestReturn, type RefundRequestRow } from "./refund-requests";

type Tx = Prisma.TransactionClient;

const paymentSnapshot = (b: { status: string; paymentStatus: string; paidPence: number }) => ({
  status: b.status,
  paymentStatus: b.paymentStatus,
  paidPence: b.paidPence,
});

export interface BalanceCredit {
  /** what the booking was credited (pence) */
  creditedPence: number;
  /** what arrived beyond what was owed, or for a withdrawn booking: to be refunded (pence) */
  excessPence: number;
  reason?: "withdrawn" | "already-paid" | "moved";
  /** the return of the excess, asked for in this transaction and sent after it */
  returnRequest?: RefundRequestRow;
}

export const MOVED_BEFORE_DUE = "The booking moved before its balance was due";

/** Whether a payment is the balance job's charge for a due date the booking no longer has, its new one still to come. */
async function balanceChargeOutdated(
  tx: Tx,
  intent: { id: string; requestHash?: string | null },
  booking: { eventDate: string; autoBalanceDaysBefore: number | null },
): Promise<boolean> {
  const attempt = await tx.balanceCharge.findFirst({
    where: { OR: [{ intentId: intent.id }, ...(intent.requestHash ? [{ idempotencyKey: intent.requestHash }] : [])] },
    select: { dueOn: true },
  });
  if (!attempt) return false;
  const dueOn =
    booking.autoBalanceDaysBefore == null ? null : balanceDueDate(booking.eventDate, booking.autoBalanceDaysBefore);
  return dueOn !== attempt.dueOn && (dueOn === null || dueOn > londonToday());
}

/**
 * A payment towards a booking that already exists (an intent of purpose "balance"), inside the
 * settlement's transaction: made from the customer's booking page (the balance of a deposit booking,
 * or the deposit or total of a booking made from an enquiry) or the balance charged automatically. The booking is
 * credited at most what it owes; anything beyond (two tabs paid twice) or a payment for a booking
 * cancelled meanwhile is returned by the caller after the transaction. A first payment confirms the
 * booking as a checkout's would (confirmation e-mail with the calendar file).
 */
export async function creditBalancePayment(
  tx: Tx,
  intent: { id: string; bookingId: number | null; requestHash?: string | null },
  bookingId: number | null,
  paidPence: number,
): Promise<BalanceCredit> {
  const booking = bookingId ? await tx.booking.findUnique({ where: { id: bookingId } }) : null;
  // A cancellation under way (its refund asked for, the booking not cancelled yet) takes no more money.
  const cancelling = bookingId
    ? await tx.refundRequest.findFirst({
        where: {
          bookingId,
          origin: { in: ["customer-cancel", "magician-cancel"] },
          handledAt: null,
          status: { not: "failed" },
        },
        select: { id: true },
      })
    : null;
  if (!booking || isWithdrawn(booking) || !isListed(booking.status) || cancelling)
    return {
      creditedPence: 0,
      excessPence: paidPence,
      reason: "withdrawn",
      returnRequest: await requestReturn(tx, intent, paidPence, "The booking was cancelled before the payment arrived"),
    };
  // An automatic balance charge taken for a due date the booking no longer has (moved before the
  // charge was recorded) and whose new one has not come: the client agreed to that charge on its day, not now.
  if (await balanceChargeOutdated(tx, intent, booking))
    return {
      creditedPence: 0,
      excessPence: paidPence,
      reason: "moved",
      returnRequest: await requestReturn(tx, intent, paidPence, MOVED_BEFORE_DUE),
    };
  const alreadyPaid = booking.paidPence;
  const owed = owedPence(booking);
  const credit = Math.min(paidPence, owed);
  const outcome: BalanceCredit = {
    creditedPence: credit,
    excessPence: paidPence - credit,
    ...(credit < paidPence ? { reason: "already-paid" as const } : {}),
  };
  // The excess is asked back here, so the booking's derived paid amount never counts it.
  if (outcome.excessPence > 0)
    outcome.returnRequest = await requestReturn(tx, intent, outcome.excessPence, "More than was owed arrived");
  if (credit <= 0) return outcome;
  if (alreadyPaid === 0 && booking.paymentStatus === "pending") {
    // The first payment of a booking made from an enquiry: it is confirmed like a checkout's.
    if (!booking.stripePaymentId)
      await tx.booking.update({ where: { id: booking.id }, data: { stripePaymentId: intent.id } });
    await markBookingPaid(tx, booking.id, credit, credit, intent.id);
  } else {
    await recomputeBookingMoney(tx, booking.id);
    const fresh = await tx.booking.update({
      where: { id: booking.id },
      data: { paymentStatus: "completed", paymentFailureReason: null },
    });
    // The balance-charge job records its attempt (by key, and by intent once known) before settling the charge.
    const automatic =
      (await tx.balanceCharge.count({
        where: {
          OR: [{ intentId: intent.id }, ...(intent.requestHash ? [{ idempotencyKey: intent.requestHash }] : [])],
        },
      })) > 0;
    await queueMail(tx, paymentReceivedMail(fresh, credit, await documentNumbersOf(tx, [intent.id]), automatic));
    const magician = await magicianEmail(tx);
    if (magician) await queueMail(tx, magicianPaymentReceivedMail(magician, fresh, credit, automatic));
  }
  const after = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
  await audit(tx, null, {
    action: "booking.payment",
    entity: "booking",
    entityId: booking.id,
    before: paymentSnapshot(booking),
    after: { ...paymentSnapshot(after), amountPence: credit, intentId: intent.id },
  });
  log("info", "booking_later_payment", {
    bookingId: booking.id,
    creditedPence: credit,
    excessPence: outcome.excessPence,
  });
  return outcome;
}
