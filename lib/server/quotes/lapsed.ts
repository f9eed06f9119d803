import "server-only";
import { db } from "@/lib/server/db";
import { QUOTE_SELECT, type QuoteRow } from "./record";

/**
 * An accepted quote whose checkout ended unpaid (the hold expired, or the payment could not start)
 * is open again: the client may read it and sign once more. Its earlier signature, which never
 * became a booking, is cleared with it. A live hold or a paid booking keeps the acceptance.
 */
export async function reopenLapsedAcceptance(row: QuoteRow): Promise<QuoteRow> {
  if (row.status !== "accepted" || !row.bookingId) return row;
  const booking = await db.booking.findUnique({
    where: { id: row.bookingId },
    select: { status: true, paidPence: true },
  });
  // Only once the hold is marked expired (the holds-expire job, or the next checkout of the date):
  // a payment still under way keeps its booking.
  const lapsed = !booking || (booking.status === "expired" && booking.paidPence === 0);
  if (!lapsed) return row;
  await db.quote.updateMany({
    where: { id: row.id, status: "accepted", bookingId: row.bookingId },
    data: {
      status: row.sentAt ? "sent" : "draft",
      bookingId: null,
      acceptedAt: null,
      signedName: null,
      signedIp: null,
      signedUserAgent: null,
      termsVersion: null,
      agreementSha256: null,
      agreementText: null,
    },
  });
  return db.quote.findUniqueOrThrow({ where: { id: row.id }, select: QUOTE_SELECT });
}
