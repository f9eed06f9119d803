/**
 * Quotes: the magician's create/edit body, the list's query, and the client's acceptance. Shared by
 * the dashboard's quote form and the route handlers.
 */
import { z } from "@/lib/validation/zod";
import { londonToday } from "@/lib/domain/dates";
import { QUOTE_PAYMENT_TYPES, QUOTE_STATUSES } from "@/lib/domain/quotes";
import { durationSchema } from "./booking";
import { MAX, email, idSchema, intLike, isoDate, optionalText, text, time } from "./common";
import { ukPostcodeSchema, venuePostcodeSchema } from "./travel";

export const QUOTE_MESSAGES = {
  clientName: "Please enter the client's name.",
  clientPhone: "Please enter the client's phone number.",
  eventType: "Please enter the type of event.",
  eventLocation: "Please enter the venue.",
  eventDate: "Please choose the event date.",
  startTime: "Please choose the start time.",
  guestCount: "Please enter the number of guests (at least 1).",
  lines: "Add at least one line to the quote.",
  lineDescription: "Please describe this line.",
  // The magician types pounds (the API carries pence): the message speaks of what was typed.
  lineAmount: "Enter an amount other than £0, between -£100,000 and £100,000.",
  tooManyLines: "A quote can have at most 30 lines.",
  paymentType: "Choose full payment or a deposit.",
  expiresOn: "Please choose the date the quote expires.",
  pastDate: "This date is in the past.",
  expiresAfterEvent: "The quote must expire on or before the event date.",
  totalNotPositive: "The quote's total must be more than £0.",
  signedName: "Please type your full name to accept the quote.",
  agreement: "The agreement is missing. Please reload the page.",
  holdDate: "Hold the date until the quote expires",
  declined: "You have declined this quote.",
  decline: "Decline this quote",
} as const;

/**
 * One line: a catalogue service (priced from the catalogue when no amount is given, and named
 * after it when no description is), or free text with an amount. Amounts in pence, negative for a
 * discount, never 0.
 */
export const quoteLineSchema = z
  .object({
    serviceId: z.preprocess((v) => (v === null || v === "" ? undefined : v), idSchema.optional()),
    description: optionalText(MAX.shortText),
    amountPence: z.preprocess(
      (v) => (v === null || v === "" ? undefined : typeof v === "string" ? Number(v) : v),
      z
        .number({ error: QUOTE_MESSAGES.lineAmount })
        .int(QUOTE_MESSAGES.lineAmount)
        .min(-10_000_000, QUOTE_MESSAGES.lineAmount)
        .max(10_000_000, QUOTE_MESSAGES.lineAmount)
        .refine((v) => v !== 0, QUOTE_MESSAGES.lineAmount)
        .optional(),
    ),
  })
  .superRefine((line, ctx) => {
    if (line.serviceId === undefined && line.amountPence === undefined)
      ctx.addIssue({ code: "custom", path: ["amountPence"], message: QUOTE_MESSAGES.lineAmount });
    if (line.serviceId === undefined && !line.description)
      ctx.addIssue({ code: "custom", path: ["description"], message: QUOTE_MESSAGES.lineDescription });
  });
export type QuoteLineInput = z.output<typeof quoteLineSchema>;

const quoteFields = {
  leadId: z.preprocess((v) => (v === null || v === "" ? undefined : v), idSchema.optional()),
  clientName: text({ min: 1, minMessage: QUOTE_MESSAGES.clientName, max: MAX.name }),
  clientEmail: email(),
  clientPhone: text({ min: 1, minMessage: QUOTE_MESSAGES.clientPhone, max: MAX.phone }),
  billingAddress: optionalText(MAX.address),
  eventType: text({ min: 1, minMessage: QUOTE_MESSAGES.eventType, max: MAX.shortText }),
  eventDate: isoDate(QUOTE_MESSAGES.eventDate),
  startTime: time(QUOTE_MESSAGES.startTime),
  durationMinutes: durationSchema,
  eventLocation: text({ min: 1, minMessage: QUOTE_MESSAGES.eventLocation, max: MAX.shortText }),
  eventAddress: optionalText(MAX.address),
  /** required (by the server) when travel is charged by distance */
  eventPostcode: venuePostcodeSchema,
  guestCount: intLike(QUOTE_MESSAGES.guestCount, 1, 10000, "Guest count must be at most 10000."),
  lines: z
    .array(quoteLineSchema, { error: QUOTE_MESSAGES.lines })
    .min(1, QUOTE_MESSAGES.lines)
    .max(30, QUOTE_MESSAGES.tooManyLines),
  paymentType: z.enum(QUOTE_PAYMENT_TYPES, { error: QUOTE_MESSAGES.paymentType }),
  expiresOn: isoDate(QUOTE_MESSAGES.expiresOn),
  note: optionalText(MAX.description),
  /** "Hold the date until the quote expires": once sent, the quote keeps its time from the public */
  holdDate: z.boolean({ error: "Choose whether to hold the date." }).optional(),
};

/** Dates in the past (London today) and an expiry after the event are refused. */
function checkDates(q: { eventDate?: string; expiresOn?: string }, ctx: z.RefinementCtx) {
  const today = londonToday();
  if (q.eventDate && q.eventDate < today)
    ctx.addIssue({ code: "custom", path: ["eventDate"], message: QUOTE_MESSAGES.pastDate });
  if (q.expiresOn && q.expiresOn < today)
    ctx.addIssue({ code: "custom", path: ["expiresOn"], message: QUOTE_MESSAGES.pastDate });
  if (q.eventDate && q.expiresOn && q.expiresOn > q.eventDate)
    ctx.addIssue({ code: "custom", path: ["expiresOn"], message: QUOTE_MESSAGES.expiresAfterEvent });
}

/** POST /api/quotes. */
export const quoteCreateSchema = z.object(quoteFields).superRefine(checkDates);
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;
export type QuoteCreate = z.output<typeof quoteCreateSchema>;

/** PATCH /api/quotes/{id}: any of the fields; lines, when given, replace the quote's lines whole. */
export const quoteUpdateSchema = z
  .object({
    ...quoteFields,
    // emptied, the postcode is removed (a blank is null here, not "unchanged")
    eventPostcode: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? null : v),
      ukPostcodeSchema.nullable().optional(),
    ),
  })
  .omit({ leadId: true })
  .partial()
  .superRefine(checkDates);
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

/** GET /api/quotes?status= */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: "Unknown status." }).optional(),
});

/** POST /api/quote/{token}/accept */
export const quoteAcceptSchema = z.object({
  signedName: text({ min: 2, minMessage: QUOTE_MESSAGES.signedName, max: MAX.name }),
  agreementSha256: z.string({ error: QUOTE_MESSAGES.agreement }).regex(/^[0-9a-f]{64}$/, QUOTE_MESSAGES.agreement),
  /** the client's optional consent to have the balance charged to this card before the event (deposit plans) */
  autoBalance: z.boolean().optional(),
  /** the client's optional consent to texts about the booking ("Text me about this booking"; the quote's number must be a UK mobile) */
  smsConsent: z.boolean().optional(),
  /** the client confirmed signing with a name other than the one the quote is for */
  confirmOtherName: z.boolean().optional(),
});
export type QuoteAccept = z.output<typeof quoteAcceptSchema>;

/** POST /api/quote/{token}/decline: the client declines the quote (the reason is optional). */
export const quoteDeclineSchema = z.object({
  reason: optionalText(MAX.description),
});
export type QuoteDecline = z.output<typeof quoteDeclineSchema>;
