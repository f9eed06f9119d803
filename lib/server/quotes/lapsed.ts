import "server-only";
import { db } from "@/lib/server/db";
import type { QuoteRow } from "./record";

export interface QuoteAsOpen {
  /** the quote as the client may act on it: a lapsed acceptance reads as not signed */
  row: QuoteRow;
  /** the booking of the lapsed acceptance still stored with the quote, else null */
  lapsedBookingId: number | null;
}

/**
 * An accepted quote whose checkout ended unpaid (the hold expired, or the payment could not start)
 * is open again: the client may read it and sign once more. Reading it changes nothing stored: the
 * earlier signature stays with its booking until a new signature replaces it (acceptQuote), so a
 * payment that arrives after the hold ended still confirms that booking with the agreement the
 * client signed (the settlement marks the quote paid). A live hold or a paid booking keeps the
 * acceptance as it is.
 */
export async function openIfLapsed(row: QuoteRow): Promise<QuoteAsOpen> {
  if (row.status !== "accepted" || !row.bookingId) return { row, lapsedBookingId: null };
  const booking = await db.booking.findUnique({
    where: { id: row.bookingId },
    select: { status: true, paidPence: true },
  });
  // Only once the hold is marked expired (the holds-expire job, or the next checkout of the date):
  // a payment still under way keeps its booking.
  const lapsed = !booking || (booking.status === "expired" && booking.paidPence === 0);
  if (!lapsed) return { row, lapsedBookingId: null };
  return {
    row: {
      ...row,
      status: row.sentAt ? "sent" : "draft",
      bookingId: null,
      acceptedAt: null,
      signedName: null,
      signedIp: null,
      signedUserAgent: null,
      termsVersion: null,
      agreementSha256: null,
    },
    lapsedBookingId: row.bookingId,
  };
}
