import "server-only";
import type { Prisma } from "@/lib/server/db";

/**
 * What the first payment of a booking made from a quote settles, inside the settlement's
 * transaction: the quote becomes paid, and the lead it was made from is linked to the booking and
 * converted. The settlement (mark-paid.ts) calls it for every booking it marks paid; a booking
 * without a quote changes nothing. It is the money's consequence for the quote, so it lives with
 * the money: the quotes' verbs, which start checkouts on bookings, stand floors above.
 */
export async function settleQuoteOfBooking(tx: Prisma.TransactionClient, bookingId: number): Promise<void> {
  const quote = await tx.quote.findUnique({
    where: { bookingId },
    select: { id: true, status: true, leadId: true },
  });
  if (!quote || quote.status !== "accepted") return;
  await tx.quote.update({ where: { id: quote.id }, data: { status: "paid", paidAt: new Date() } });
  if (!quote.leadId) return;
  // A lead has at most one booking (bookings.leadId is unique): one converted another way keeps its own.
  const taken = await tx.booking.findUnique({ where: { leadId: quote.leadId }, select: { id: true } });
  if (!taken) await tx.booking.update({ where: { id: bookingId }, data: { leadId: quote.leadId } });
  await tx.lead.updateMany({ where: { id: quote.leadId }, data: { status: "converted" } });
}

/**
 * Whether the checkout of a booking made from a quote has lost its acceptance: after its hold
 * ended the client signed the quote again (a newer checkout carries the signature now). Its payment
 * cannot confirm it, for a paid booking always has the agreement its client signed.
 */
export async function quoteSignedAgainSince(
  tx: Prisma.TransactionClient,
  booking: { id: number; source: string },
): Promise<boolean> {
  if (booking.source !== "quote") return false;
  return (await tx.quote.count({ where: { bookingId: booking.id } })) === 0;
}
