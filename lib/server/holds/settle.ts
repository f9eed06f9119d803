import "server-only";
import { newlyFirst } from "@/lib/domain/pencil-holds";
import { rankedHolds } from "@/lib/server/availability/held-times";
import type { Prisma } from "@/lib/server/db";
import { holdPromotedMail } from "@/lib/server/mail/emails/hold-promoted";
import { queueMail } from "@/lib/server/mail/outbox";

/**
 * After a hold was placed, moved or ended: every hold of these dates that is now first and was not
 * before is marked first, and its client e-mailed "The date is now held for you until {date}" (a
 * hold first when placed, `placedQuoteId`, is marked without an e-mail). Marking is claimed per row
 * (firstAt still unset), so two transactions settling the same date at once e-mail once. Run it in
 * the transaction that changed the holds, under the dates' booking lock; the mail goes through the
 * outbox, after commit.
 */
export async function settleHolds(
  tx: Prisma.TransactionClient,
  dates: readonly string[],
  opts: { now?: Date; placedQuoteId?: number } = {},
): Promise<number[]> {
  const now = opts.now ?? new Date();
  const holds = (await rankedHolds(tx, dates, now)).filter((h) => h.status === "sent");
  const ranks = new Map(holds.map((h) => [h.quoteId, h.rank]));
  const first = newlyFirst(
    holds.map((h) => ({ ...h, firstAt: h.firstAt?.getTime() ?? null })),
    ranks,
  );
  const promoted: number[] = [];
  for (const quoteId of first) {
    const claimed = await tx.quoteHold.updateMany({
      where: { quoteId, firstAt: null, endedAt: null },
      data: { firstAt: now },
    });
    if (claimed.count !== 1 || quoteId === opts.placedQuoteId) continue;
    const quote = await tx.quote.findUniqueOrThrow({
      where: { id: quoteId },
      select: {
        id: true,
        clientName: true,
        clientEmail: true,
        eventType: true,
        eventDate: true,
        expiresOn: true,
        linkVersion: true,
      },
    });
    await queueMail(tx, holdPromotedMail(quote));
    promoted.push(quoteId);
  }
  return promoted;
}
