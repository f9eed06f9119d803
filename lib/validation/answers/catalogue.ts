/** What the catalogue routes answer: services and bar services, the promotions. */
import { z } from "@/lib/validation/zod";
import { managedPromotionAnswer } from "./promotion-admin";

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

/** The promotions the site shows: each as the magician manages it. */
export const promotionsAnswer = z.array(managedPromotionAnswer);
