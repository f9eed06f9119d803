import "server-only";
import { isListed, isWithdrawn, owedPence } from "@/lib/domain/booking-status";
import { penceToDecimalString, poundsToPence } from "@/lib/domain/money";
import type { Prisma } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { magicianPaymentReceivedMail, paymentReceivedMail } from "@/lib/server/mail/change-templates";
import { queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/templates";
import { markBookingPaid } from "./confirm";

type Tx = Prisma.TransactionClient;

export interface LaterPaymentOutcome {
  /** what the booking was credited (pence) */
  creditedPence: number;
  /** what arrived beyond what was owed, or for a withdrawn booking: to be refunded (pence) */
  excessPence: number;
  reason?: "withdrawn" | "already-paid";
}

/**
 * A payment made from the customer's booking page (the balance of a deposit booking, or the deposit
 * or total of a booking made from an enquiry), inside the settlement's transaction. The booking is
 * credited at most what it owes; anything beyond (two tabs paid twice) or a payment for a booking
 * cancelled meanwhile is returned by the caller after the transaction. A first payment confirms the
 * booking as a checkout's would (confirmation e-mail with the calendar file).
 */
export async function applyLaterPayment(
  tx: Tx,
  intent: { id: string },
  bookingId: number | null,
  paidPence: number,
): Promise<LaterPaymentOutcome> {
  const booking = bookingId ? await tx.booking.findUnique({ where: { id: bookingId } }) : null;
  if (!booking || isWithdrawn(booking) || !isListed(booking.status))
    return { creditedPence: 0, excessPence: paidPence, reason: "withdrawn" };
  const alreadyPaid = poundsToPence(Number(booking.paidAmount));
  const owed = owedPence({
    ...booking,
    totalPence: poundsToPence(Number(booking.totalAmount)),
    paidPence: alreadyPaid,
  });
  const credit = Math.min(paidPence, owed);
  const outcome: LaterPaymentOutcome = {
    creditedPence: credit,
    excessPence: paidPence - credit,
    ...(credit < paidPence ? { reason: "already-paid" as const } : {}),
  };
  if (credit <= 0) return outcome;
  if (alreadyPaid === 0 && booking.paymentStatus === "pending") {
    // The first payment of a booking made from an enquiry: it is confirmed like a checkout's.
    if (!booking.stripePaymentId)
      await tx.booking.update({ where: { id: booking.id }, data: { stripePaymentId: intent.id } });
    await markBookingPaid(tx, booking.id, credit, credit);
  } else {
    const fresh = await tx.booking.update({
      where: { id: booking.id },
      data: {
        paidAmount: penceToDecimalString(alreadyPaid + credit),
        paymentStatus: "completed",
        paymentFailureReason: null,
      },
    });
    await queueMail(tx, paymentReceivedMail(fresh, credit));
    const magician = await magicianEmail(tx);
    if (magician) await queueMail(tx, magicianPaymentReceivedMail(magician, fresh, credit));
  }
  log("info", "booking_later_payment", {
    bookingId: booking.id,
    creditedPence: credit,
    excessPence: outcome.excessPence,
  });
  return outcome;
}
