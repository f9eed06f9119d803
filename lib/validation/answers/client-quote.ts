/** What a quote's client reads: the quote, its terms and agreement, and where its payment stands. */
import { z } from "@/lib/validation/zod";

export const clientQuoteAnswer = z.object({
  id: z.number().int(),
  status: z.enum(["draft", "sent", "accepted", "paid", "withdrawn", "expired"]),
  clientName: z.string(),
  eventType: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  eventLocation: z.string(),
  eventAddress: z.string().nullable(),
  guestCount: z.number().int(),
  lines: z.array(
    z.object({
      serviceId: z.number().int().nullable().optional(),
      description: z.string(),
      amountPence: z.number().int(),
    }),
  ),
  totalPence: z.number().int(),
  paymentType: z.enum(["full", "deposit"]),
  dueNowPence: z.number().int(),
  balancePence: z.number().int(),
  expiresOn: z.string(),
  note: z.string().nullable(),
  termsVersion: z.string(),
  cancellationTerms: z.array(z.string()),
  agreementText: z.string(),
  agreementSha256: z.string(),
  acceptance: z.object({ signedName: z.string(), acceptedAt: z.string() }).nullable(),
  bookingUrl: z.string().nullable(),
  pendingPayment: z.object({ amountPence: z.number().int(), holdExpiresAt: z.string() }).nullable(),
});
