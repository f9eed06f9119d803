import "server-only";
import { londonToday } from "@/lib/domain/dates";
import type { QuoteStatus } from "@/lib/domain/quotes";
import { db, type Prisma } from "@/lib/server/db";
import { toQuoteDtoRanked, toQuoteDtos } from "./hold-ranks";
import { QUOTE_SELECT, loadQuote, type QuoteDto } from "./record";

/** The stored rows that have this status today (expired is derived from the expiry day). */
function whereStatus(status: QuoteStatus | undefined, today: string): Prisma.QuoteWhereInput {
  if (!status) return {};
  if (status === "expired") return { status: { in: ["draft", "sent"] }, expiresOn: { lt: today } };
  if (status === "draft" || status === "sent") return { status, expiresOn: { gte: today } };
  return { status };
}

/** GET /api/quotes?status=: the newest 500 quotes (a magician's quotes are few). */
export async function listQuotes(status?: QuoteStatus, now = new Date()): Promise<QuoteDto[]> {
  const rows = await db.quote.findMany({
    where: whereStatus(status, londonToday(now)),
    orderBy: { id: "desc" },
    take: 500,
    select: QUOTE_SELECT,
  });
  return toQuoteDtos(rows, now);
}

/** GET /api/quotes/{id} */
export async function getQuote(id: number): Promise<QuoteDto> {
  return toQuoteDtoRanked(await loadQuote(id));
}
