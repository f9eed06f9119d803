/** Bar-client drink form (spec 001 §5). */
import { z } from "zod";
import { MAX, optionalText, text } from "./common";

export const DRINK_MESSAGES = {
  name: "Drink name must be at least 2 characters.",
  price: "Price must be a positive number.",
} as const;

export const drinkSchema = z.object({
  name: text({ min: 2, minMessage: DRINK_MESSAGES.name, max: MAX.title }),
  /** pounds */
  price: z
    .number({ error: DRINK_MESSAGES.price })
    .positive(DRINK_MESSAGES.price)
    .max(10_000, "Price must be at most 10000.")
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Prices can have at most 2 decimals."),
  discountCode: optionalText(MAX.code),
});
export type DrinkInput = z.input<typeof drinkSchema>;
export type Drink = z.output<typeof drinkSchema>;
