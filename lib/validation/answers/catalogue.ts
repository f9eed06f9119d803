/** What the catalogue routes answer: services and bar services, the promotions. */
import { z } from "@/lib/validation/zod";

/** A service of the catalogue (basePrice in pounds). */
export const catalogueServiceAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  basePrice: z.number(),
  isActive: z.boolean(),
});

/** A bar service: a service with the partner bars' discount (percent). */
export const barServiceAnswer = catalogueServiceAnswer.extend({ discount: z.number() });

/** A deletion, or a deactivation when bookings still refer to the item. */
export const catalogueDeleteAnswer = z.object({ id: z.number().int(), deleted: z.boolean(), deactivated: z.boolean() });

export const servicesAnswer = z.array(catalogueServiceAnswer);

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
