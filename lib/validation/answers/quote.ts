/** What the magician's quote routes answer: a quote as the Quotes tab shows it. */
import { z } from "@/lib/validation/zod";
import { QUOTE_PAYMENT_TYPES, QUOTE_STATUSES } from "@/lib/domain/quotes";

export const quoteLineAnswer = z.object({
  serviceId: z.number().int().nullable().optional(),
  description: z.string(),
  amountPence: z.number().int(),
});

/** The magician's view of a quote (lib/server/quotes/record.ts). */
export const quoteAnswer = z.object({
  id: z.number().int(),
  leadId: z.number().int().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  billingAddress: z.string().nullable(),
  eventType: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  eventLocation: z.string(),
  eventAddress: z.string().nullable(),
  eventPostcode: z.string().nullable(),
  guestCount: z.number().int(),
  lines: z.array(quoteLineAnswer),
  totalPence: z.number().int(),
  dueNowPence: z.number().int(),
  balancePence: z.number().int(),
  paymentType: z.enum(QUOTE_PAYMENT_TYPES),
  expiresOn: z.string(),
  note: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  quoteUrl: z.string(),
  sentAt: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  acceptance: z
    .object({
      signedName: z.string(),
      acceptedAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      termsVersion: z.string().nullable(),
      agreementSha256: z.string().nullable(),
    })
    .nullable(),
  paidAt: z.string().nullable(),
  /** whether the quote holds its date (a pencil hold), and its rank among the holds of its time while sent */
  holdDate: z.boolean(),
  hold: z.object({ rank: z.number().int(), label: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

/** A new draft (POST /api/quotes). */
export const createdQuoteAnswer = z.object({ id: z.number().int(), quoteUrl: z.string() });
