import "server-only";
import type { Prisma } from "@/lib/server/db";

/**
 * The order in which transactions that write bookings take their locks; two transactions that
 * took two of them in opposite orders could deadlock (Postgres aborts one with 40P01):
 *
 * 0. the lead a booking is made from (lockLeadRow here), before anything of the booking (the one
 *    exception: the payment of a quote's booking converts its lead last, quote-settlement.ts; a
 *    conversion of that lead racing it on that date may deadlock, and runTransaction runs the loser again);
 * 1. the date locks (lockBookingDates, advisory, in date order);
 * 2. the booking's row (lockBookingRow here, which lockBooking calls, or the UPDATE itself);
 * 3. the rows of its payment intents (settlement, recordRefundParts).
 *
 * A statement that changes the confirmed total also takes the one booking_totals row, in its
 * trigger (migration 20261125160000_booking_totals), while it holds that statement's booking rows,
 * and keeps it until commit. After that a transaction may lock only rows that no other
 * transaction can hold without first holding this booking (its payment intents, by the order
 * above): never a date lock, another booking or anything else a writer of the total may hold.
 * tests/integration/db/booking-lock-order.test.ts lines transactions up where breaking it would deadlock.
 */
export async function lockBookingRow(tx: Prisma.TransactionClient, bookingId: number): Promise<boolean> {
  // The lock an UPDATE of the row takes: it still lets other transactions insert rows that refer to
  // the booking. The one mode every writer of a booking uses, so none can slip past another's.
  const locked = await tx.$queryRaw<
    { id: number }[]
  >`SELECT "id" FROM "bookings" WHERE "id" = ${bookingId} FOR NO KEY UPDATE`;
  return locked.length > 0;
}

/**
 * The lead's row, for the rest of the transaction: converting it into a booking takes it before the
 * date locks (two conversions of one lead cannot both create a booking), and a note on it takes it
 * alone. False when there is no such lead.
 */
export async function lockLeadRow(tx: Prisma.TransactionClient, leadId: number): Promise<boolean> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${leadId} FOR UPDATE`;
  return locked.length > 0;
}
