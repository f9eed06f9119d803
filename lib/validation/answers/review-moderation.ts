/** What the magician's review routes answer: a review as the moderation list shows it. */
import { z } from "@/lib/validation/zod";

export const moderatedReviewAnswer = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  displayName: z.string().nullable(),
  status: z.string(),
  clientName: z.string(),
  eventType: z.string(),
  eventDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
