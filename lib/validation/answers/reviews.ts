/** What the review routes answer: the published ones for everyone, the moderation list for the magician. */
import { z } from "@/lib/validation/zod";

export const publishedReviewsAnswer = z.object({
  reviews: z.array(
    z.object({
      id: z.number().int(),
      rating: z.number().int(),
      text: z.string(),
      displayName: z.string().nullable(),
      eventType: z.string(),
      createdAt: z.string(),
    }),
  ),
  averageRating: z.number().nullable(),
  count: z.number().int(),
});

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

export const reviewSubmittedAnswer = z.object({ id: z.number().int() });
