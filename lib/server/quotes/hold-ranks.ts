import "server-only";
import { rankedHolds } from "@/lib/server/availability/held-times";
import { db } from "@/lib/server/db";
import { toQuoteDto, type QuoteDto, type QuoteRow } from "./record";

/** The ranks of the holds these quotes have in place now, by quote id. */
export async function holdRanksOf(rows: readonly QuoteRow[], now = new Date()): Promise<Map<number, number>> {
  const dates = [...new Set(rows.filter((r) => r.hold && !r.hold.endedAt).map((r) => r.eventDate))];
  if (dates.length === 0) return new Map();
  const holds = await rankedHolds(db, dates, now);
  return new Map(holds.map((h) => [h.quoteId, h.rank]));
}

/** The magician's view of quotes, with their holds' ranks ("Held (1st)"). */
export async function toQuoteDtos(rows: readonly QuoteRow[], now = new Date()): Promise<QuoteDto[]> {
  const ranks = await holdRanksOf(rows, now);
  return rows.map((row) => toQuoteDto(row, now, ranks.get(row.id) ?? null));
}

export async function toQuoteDtoRanked(row: QuoteRow, now = new Date()): Promise<QuoteDto> {
  return (await toQuoteDtos([row], now))[0]!;
}
