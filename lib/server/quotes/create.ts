import "server-only";
import type { QuoteCreate } from "@/lib/validation/quotes";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { assertVenuePostcode } from "@/lib/server/travel";
import { badRequest } from "@/lib/server/http";
import { quotePath } from "@/lib/server/links/quote-page";
import { priceLines } from "./price-lines";
import { QUOTE_SELECT, toQuoteDto } from "./record";

/** POST /api/quotes: a draft quote, from a lead or from scratch. Nothing is saved when a line or the lead is refused. */
export async function createQuote(actor: Actor, input: QuoteCreate): Promise<{ id: number; quoteUrl: string }> {
  await assertVenuePostcode(input.eventPostcode);
  const lines = await priceLines(input.lines, input.durationMinutes);
  if (input.leadId) {
    const lead = await db.lead.findUnique({ where: { id: input.leadId }, select: { id: true } });
    if (!lead) throw badRequest("That enquiry no longer exists.", { leadId: "That enquiry no longer exists." });
  }
  const row = await db.$transaction(async (tx) => {
    const created = await tx.quote.create({
      data: {
        leadId: input.leadId ?? null,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        billingAddress: input.billingAddress ?? null,
        eventType: input.eventType,
        eventDate: input.eventDate,
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        eventLocation: input.eventLocation,
        eventAddress: input.eventAddress ?? null,
        eventPostcode: input.eventPostcode ?? null,
        guestCount: input.guestCount,
        lines: lines as unknown as Prisma.InputJsonArray,
        paymentType: input.paymentType,
        expiresOn: input.expiresOn,
        note: input.note ?? null,
        status: "draft",
      },
      select: QUOTE_SELECT,
    });
    // Wanted now, placed when the quote is sent (a draft holds nothing yet).
    if (input.holdDate) await tx.quoteHold.create({ data: { quoteId: created.id } });
    await audit(tx, actor, {
      action: "quote.create",
      entity: "quote",
      entityId: created.id,
      after: {
        leadId: created.leadId,
        totalPence: toQuoteDto(created).totalPence,
        eventDate: created.eventDate,
        holdDate: !!input.holdDate,
      },
    });
    return created;
  });
  return { id: row.id, quoteUrl: quotePath(row.id, row.linkVersion) };
}
