/** Service and bar-service forms / bodies, with their messages. */
import { z } from "@/lib/validation/zod";
import { MAX, text } from "./common";

export const SERVICE_MESSAGES = {
  title: "Title must be at least 2 characters long.",
  description: "Description must be at least 10 characters long.",
  image: "Please enter a valid URL, image path (/images/...), or leave empty.",
  basePrice: "Price must be at least 1.",
  basePriceInteger: "Price must be a whole number of pounds.",
  basePriceMax: "Price must be at most 100000.",
  discount: "Discount must be between 0 and 100.",
} as const;

const IMAGE_PREFIXES = ["/assets/", "./assets/", "@assets/", "/images/", "./images/", "images/", "/uploads/"] as const;

/** Image rule: empty, a path starting with an allowed prefix, or a valid http(s) URL. */
export function isValidImageRef(value: string): boolean {
  const v = value.trim();
  if (v === "") return true;
  if (/\s/.test(v) || v.includes("..")) return false;
  if (IMAGE_PREFIXES.some((p) => v.startsWith(p) && v.length > p.length)) return true;
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Optional image: '' / null / undefined become null. */
export const imageSchema = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  z
    .string({ error: SERVICE_MESSAGES.image })
    .trim()
    .max(MAX.url, SERVICE_MESSAGES.image)
    .refine(isValidImageRef, SERVICE_MESSAGES.image)
    .transform((v) => (v === "" ? null : v)),
);

const serviceFields = {
  title: text({ min: 2, minMessage: SERVICE_MESSAGES.title, max: MAX.title }),
  description: text({ min: 10, minMessage: SERVICE_MESSAGES.description, max: MAX.description }),
  image: imageSchema,
  basePrice: z
    .number({ error: SERVICE_MESSAGES.basePrice })
    .int(SERVICE_MESSAGES.basePriceInteger)
    .min(1, SERVICE_MESSAGES.basePrice)
    .max(100_000, SERVICE_MESSAGES.basePriceMax),
  isActive: z.boolean({ error: "Active must be true or false." }),
};

const discountField = z
  .number({ error: SERVICE_MESSAGES.discount })
  .int(SERVICE_MESSAGES.discount)
  .min(0, SERVICE_MESSAGES.discount)
  .max(100, SERVICE_MESSAGES.discount);

export const serviceSchema = z.object({ ...serviceFields, isActive: serviceFields.isActive.default(true) });
export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceData = z.output<typeof serviceSchema>;

/**
 * Bar service: the same plus discount 0–100 (integer percent). The old app had
 * "form default 0, schema default 20"; we default to 0 everywhere (the stored
 * entity's default) so that a missing field never discounts silently.
 */
export const barServiceSchema = serviceSchema.extend({ discount: discountField.default(0) });
export type BarServiceInput = z.input<typeof barServiceSchema>;
export type BarServiceData = z.output<typeof barServiceSchema>;

/** PUT bodies may be partial; missing fields stay unchanged (no defaults applied). */
export const serviceUpdateSchema = z.object(serviceFields).partial();
export const barServiceUpdateSchema = z.object({ ...serviceFields, discount: discountField }).partial();

/** A number input's text: empty is no number (so the field's own message shows), anything else Number(). */
const numberText = z.string().transform((v) => (v.trim() === "" ? Number.NaN : Number(v)));

/** The magician's catalogue form, whose price and discount inputs give text; output as the create/update bodies. */
export const serviceFormSchema = serviceSchema.extend({ basePrice: numberText.pipe(serviceFields.basePrice) });
export const barServiceFormSchema = serviceFormSchema.extend({ discount: numberText.pipe(discountField) });
export type CatalogueFormValues = {
  title: string;
  description: string;
  image: string;
  basePrice: string;
  discount: string;
  isActive: boolean;
};

export const SERVICE_FORM_DEFAULTS = { title: "", description: "", image: "", basePrice: 100, isActive: true } as const;
export const BAR_SERVICE_FORM_DEFAULTS = { ...SERVICE_FORM_DEFAULTS, discount: 0 } as const;

export const BAR_SERVICE_TOASTS = {
  createFailed: {
    title: "Creation failed",
    description: "Failed to create bar service. Please check all fields are filled correctly.",
  },
  saveFailed: {
    title: "Update failed",
    description:
      "There was a problem saving the bar service. Please check that all required fields are filled correctly.",
  },
} as const;
