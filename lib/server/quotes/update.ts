import "server-only";
import { QUOTE_MESSAGES, type QuoteUpdate } from "@/lib/validation/quotes";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { assertVenuePostcode } from "@/lib/server/travel";
import { AppError, badRequest } from "@/lib/server/http";
import { lockBookingDates } from "@/lib/server/availability";
import { movedHold, setHoldWanted } from "@/lib/server/holds/quote-hold";
import { toQuoteDtoRanked } from "./hold-ranks";
import { priceLines } from "./price-lines";
import { QUOTE_SELECT, linesOf, lockQuote, statusOf, toQuoteDto, type QuoteDto } from "./record";

/**
 * PATCH /api/quotes/{id}: changes a quote until the client accepts it (409 after, and for a
 * withdrawn one). Lines, when given, replace the lines whole. A client holding the link sees the
 * new version; an acceptance of the old text is refused because its hash no longer matches.
 */
export async function updateQuote(actor: Actor, id: number, input: QuoteUpdate): Promise<QuoteDto> {
  const lines = input.lines
    ? await priceLines(input.lines, input.durationMinutes ?? (await durationOf(id)))
    : undefined;
  const row = await db.$transaction(async (tx) => {
    const before = await lockQuote(tx, id);
    assertEditable(before);
    await assertVenuePostcode(input.eventPostcode === undefined ? before.eventPostcode : input.eventPostcode, tx);
    const eventDate = input.eventDate ?? before.eventDate;
    const expiresOn = input.expiresOn ?? before.expiresOn;
    if (expiresOn > eventDate)
      throw badRequest(QUOTE_MESSAGES.expiresAfterEvent, { expiresOn: QUOTE_MESSAGES.expiresAfterEvent });
    const { lines: _lines, holdDate, ...fields } = input;
    await lockBookingDates(tx, before.eventDate, eventDate);
    let updated = await tx.quote.update({
      where: { id },
      data: { ...fields, ...(lines ? { lines: lines as unknown as Prisma.InputJsonArray } : {}) },
      select: QUOTE_SELECT,
    });
    const now = new Date();
    const moved =
      updated.eventDate !== before.eventDate ||
      updated.startTime !== before.startTime ||
      updated.durationMinutes !== before.durationMinutes;
    if (moved) await movedHold(tx, before, updated, now);
    if (holdDate !== undefined) {
      await setHoldWanted(tx, { id, eventDate: updated.eventDate, status: statusOf(updated, now) }, holdDate, now);
      updated = await tx.quote.findUniqueOrThrow({ where: { id }, select: QUOTE_SELECT });
    }
    await audit(tx, actor, {
      action: "quote.update",
      entity: "quote",
      entityId: id,
      before: { totalPence: toQuoteDto(before).totalPence, lines: linesOf(before).length, eventDate: before.eventDate },
      after: {
        totalPence: toQuoteDto(updated).totalPence,
        lines: linesOf(updated).length,
        eventDate: updated.eventDate,
      },
    });
    return updated;
  });
  return toQuoteDtoRanked(row);
}

async function durationOf(id: number): Promise<number> {
  const row = await db.quote.findUnique({ where: { id }, select: { durationMinutes: true } });
  return row?.durationMinutes ?? 60;
}

/** 409 once the client has accepted (or paid), or after the magician withdrew it. */
export function assertEditable(row: Parameters<typeof statusOf>[0]): void {
  const status = statusOf(row);
  if (status === "accepted" || status === "paid")
    throw new AppError("conflict", "This quote has been accepted and can no longer be changed.", undefined, {
      code: "quote-accepted",
    });
  if (status === "withdrawn")
    throw new AppError("conflict", "This quote has been withdrawn.", undefined, { code: "quote-withdrawn" });
  if (status === "declined")
    throw new AppError("conflict", "The client has declined this quote.", undefined, { code: "quote-declined" });
}
