import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { lockBookingDates } from "@/lib/server/availability";
import { bookingDateKeys } from "@/lib/server/availability";
import { db, runTransaction } from "@/lib/server/db";
import { endHold, type HoldEnd } from "./quote-hold";

/**
 * The timed end of holds (the quote-holds job): a sent quote past its expiry day, and an accepted
 * quote whose checkout ended unpaid. Each ends in its own short transaction under its date's lock,
 * and promotes the next hold; a hold ended already (by another run) is left alone.
 */
export async function endLapsedHolds(now = new Date()): Promise<{ expired: number; lapsed: number }> {
  const today = londonToday(now);
  const rows = await db.quoteHold.findMany({
    where: {
      placedAt: { not: null },
      endedAt: null,
      OR: [
        { quote: { status: { in: ["draft", "sent"] }, expiresOn: { lt: today } } },
        { quote: { status: "accepted", booking: { status: "expired", paidPence: 0 } } },
      ],
    },
    select: { quote: { select: { id: true, eventDate: true, status: true } } },
    take: 200,
  });
  const counts = { expired: 0, lapsed: 0 };
  for (const { quote } of rows) {
    const reason: HoldEnd = quote.status === "accepted" ? "lapsed" : "expired";
    const ended = await runTransaction(
      async (tx) => {
        await lockBookingDates(tx, quote.eventDate);
        return endHold(tx, quote, reason, now);
      },
      { queue: bookingDateKeys(quote.eventDate) },
    );
    if (ended) counts[reason === "lapsed" ? "lapsed" : "expired"]++;
  }
  return counts;
}
