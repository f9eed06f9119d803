/** What the site's catalogue reads answer: the services, the promotions and the slideshow's pace. */
import { z } from "zod";

export const serviceAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  basePrice: z.number(),
  isActive: z.boolean(),
});
export const servicesAnswer = z.array(serviceAnswer);

export const promotionAnswer = z.object({
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
export const promotionsAnswer = z.array(promotionAnswer);

export const slideshowTimerAnswer = z.object({ timer: z.number().int() });
