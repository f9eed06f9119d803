import "server-only";
import { HELD_STATUSES } from "@/lib/domain/booking-status";
import { db } from "@/lib/server/db";
import type { QuoteRow } from "./record";

/** An accepted quote's checkout that the client can still pay: its booking holds the date, its intent is unpaid. */
export interface OpenCheckout {
  bookingId: number;
  /** the payment intent the client signed for: continuing pays this one, never a second */
  intent: { id: string; provider: string; amountPence: number };
  holdExpiresAt: Date;
}

/** Intent states in which the client can still pay it (a declined card may be tried again). */
const PAYABLE = ["requires_payment_method", "failed"];

/**
 * The checkout of an accepted quote while its hold on the date lasts, else null: none started, the
 * hold ended (the quote opens again for signing once it is marked expired), or the payment is under
 * way or made (the settlement takes it from there).
 */
export async function openCheckoutOf(
  row: Pick<QuoteRow, "status" | "bookingId">,
  now = new Date(),
): Promise<OpenCheckout | null> {
  if (row.status !== "accepted" || !row.bookingId) return null;
  const booking = await db.booking.findUnique({
    where: { id: row.bookingId },
    select: { id: true, status: true, holdExpiresAt: true, stripePaymentId: true },
  });
  if (
    !booking?.stripePaymentId ||
    !booking.holdExpiresAt ||
    booking.holdExpiresAt <= now ||
    !(HELD_STATUSES as readonly string[]).includes(booking.status)
  )
    return null;
  const intent = await db.paymentIntent.findUnique({
    where: { id: booking.stripePaymentId },
    select: { id: true, provider: true, amountPence: true, status: true, usedAt: true, bookingId: true },
  });
  if (!intent || intent.bookingId !== booking.id || intent.usedAt || !PAYABLE.includes(intent.status)) return null;
  return {
    bookingId: booking.id,
    intent: { id: intent.id, provider: intent.provider, amountPence: intent.amountPence },
    holdExpiresAt: booking.holdExpiresAt,
  };
}
