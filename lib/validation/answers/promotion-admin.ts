/** What the magician's promotion routes answer: every promotion with its state, uploads, the slideshow timer. */
import { z } from "@/lib/validation/zod";

/** A promotion as the Promotions tab edits it (lib/server/promotions). */
export const managedPromotionAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: z.string(),
  locationName: z.string().nullable(),
  locationUrl: z.string().nullable(),
  buttonText: z.string(),
  buttonUrl: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: z.string(),
});

export const deletedPromotionAnswer = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** A stored upload: its URL and the media type its bytes showed. */
export const uploadedMediaAnswer = z.object({
  url: z.string(),
  mediaType: z.enum(["image", "video"]),
  contentType: z.string(),
  size: z.number().int(),
});

export const slideshowTimerAnswer = z.object({ timer: z.number().int() });
