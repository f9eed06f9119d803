import "server-only";
import { servicePricePence } from "@/lib/domain/pricing";
import { quoteTotalPence, type QuoteLineItem } from "@/lib/domain/quotes";
import { QUOTE_MESSAGES, type QuoteLineInput } from "@/lib/validation/quotes";
import { db } from "@/lib/server/db";
import { badRequest } from "@/lib/server/http";

/**
 * The quote's lines as stored: a catalogue line without an amount is priced from the catalogue
 * (the service's price for the quote's duration, never a partner discount) and named after the
 * service; an amount the magician typed wins. The total must come to more than £0.
 */
export async function priceLines(lines: readonly QuoteLineInput[], durationMinutes: number): Promise<QuoteLineItem[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.serviceId ? [l.serviceId] : [])))];
  const services = ids.length
    ? await db.service.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, basePrice: true } })
    : [];
  const priced = lines.map((line, index): QuoteLineItem => {
    if (!line.serviceId) return { description: line.description!, amountPence: line.amountPence! };
    const service = services.find((s) => s.id === line.serviceId);
    if (!service) {
      const message = "This service is no longer in the catalogue.";
      throw badRequest(message, { [`lines.${index}.serviceId`]: message });
    }
    const amountPence = line.amountPence ?? servicePricePence(Number(service.basePrice), durationMinutes, false);
    if (amountPence === 0)
      throw badRequest(QUOTE_MESSAGES.lineAmount, { [`lines.${index}.amountPence`]: QUOTE_MESSAGES.lineAmount });
    return { serviceId: service.id, description: line.description ?? service.title, amountPence };
  });
  if (quoteTotalPence(priced) <= 0)
    throw badRequest(QUOTE_MESSAGES.totalNotPositive, { lines: QUOTE_MESSAGES.totalNotPositive });
  return priced;
}
