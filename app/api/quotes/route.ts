/**
 * POST /api/quotes (magician) { leadId?, clientName, clientEmail, clientPhone, eventType, eventDate,
 *   startTime, durationMinutes, eventLocation, eventAddress?, guestCount, lines: [{ serviceId?,
 *   description?, amountPence? }], paymentType: full|deposit, expiresOn, note? } → 201 { id, quoteUrl }
 *   (a draft; a catalogue line without an amount is priced from the catalogue);
 *   400 { error, fieldErrors } (no lines, a line of 0, a bad e-mail, a past date): nothing saved.
 * GET /api/quotes?status=draft|sent|accepted|paid|withdrawn|expired (magician) → [quote], newest first.
 */
import { QUOTE_STATUSES } from "@/lib/domain/quotes";
import { createQuote } from "@/lib/server/quotes/create";
import { listQuotes } from "@/lib/server/quotes/list";
import { route } from "@/lib/server/route";
import { quoteCreateSchema, quoteListQuerySchema } from "@/lib/validation/quotes";
import { z } from "@/lib/validation/zod";
import { createdQuoteAnswer, quoteAnswer } from "@/lib/validation/answers/quote";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "magician", body: quoteCreateSchema, response: { 201: createdQuoteAnswer } },
  async ({ user, body }) => Response.json(await createQuote(user, body), { status: 201 }),
);

export const GET = route(
  { auth: "magician", query: quoteListQuerySchema, response: { 200: z.array(quoteAnswer) } },
  async ({ query }) => Response.json(await listQuotes(QUOTE_STATUSES.find((s) => s === query.status))),
);
