/**
 * Promotional drinks of a partner bar (the Drink form, its messages and toasts) and the
 * magician's Record Promoted Drinks request. Used by the bar client's dialog, the magician's
 * Record Drinks dialog and the /api/drinks route handlers alike.
 */
import { z } from "@/lib/validation/zod";
import { MAX, idSchema, optionalText, text } from "./common";
import { drinkAnswer } from "./answers/bar";

export const DRINK_MESSAGES = {
  name: "Drink name must be at least 2 characters.",
  price: "Price must be a positive number.",
  noDrinksToRecord: "No drinks to record",
} as const;

// Without zod, so the drinks card can show them before its form has loaded.
export { DRINK_TOASTS } from "./drink-toasts";

/** Highest accepted drink price in pounds (a typo guard, not a business rule). */
export const MAX_DRINK_PRICE = 10_000;

/** A positive price in pounds, as a number or a form string ('4.5'), at most 2 decimals. */
export const drinkPriceSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, DRINK_MESSAGES.price),
    ],
    { error: DRINK_MESSAGES.price },
  )
  .transform((v) => Number(v))
  .pipe(
    z
      .number({ error: DRINK_MESSAGES.price })
      .positive(DRINK_MESSAGES.price)
      .max(MAX_DRINK_PRICE, `Price must be at most £${MAX_DRINK_PRICE}.`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "Prices can have at most 2 decimals."),
  );

/**
 * The bar client's drink form, POST /api/drinks and PUT /api/drinks/[id]; the price is also
 * accepted as the form's text ('6.5').
 */
export const drinkSchema = z.object({
  name: text({ min: 2, minMessage: DRINK_MESSAGES.name, max: MAX.title }),
  price: drinkPriceSchema,
  discountCode: optionalText(MAX.code),
});
export type DrinkInput = z.input<typeof drinkSchema>;
export type DrinkValues = z.output<typeof drinkSchema>;

/** POST /api/drinks/record (magician). */
export const recordDrinksSchema = z.object({
  barId: idSchema,
  items: z
    .array(
      z.object({
        drinkId: idSchema,
        quantity: z
          .number({ error: "Quantity must be a whole number from 0 to 10000." })
          .int("Quantity must be a whole number from 0 to 10000.")
          .min(0, "Quantity must be a whole number from 0 to 10000.")
          .max(10_000, "Quantity must be a whole number from 0 to 10000."),
      }),
      { error: DRINK_MESSAGES.noDrinksToRecord },
    )
    .max(200, "Too many drinks."),
});
export type RecordDrinksRequest = z.output<typeof recordDrinksSchema>;

/**
 * What a Record Drinks request actually records: quantities summed per drink, in first-seen order,
 * drinks at zero left out. Empty means 'No drinks to record': at least one counter must be above zero.
 */
export function drinksToRecord(
  items: readonly { drinkId: number; quantity: number }[],
): { drinkId: number; quantity: number }[] {
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.drinkId, (quantities.get(item.drinkId) ?? 0) + item.quantity);
  return [...quantities].filter(([, quantity]) => quantity > 0).map(([drinkId, quantity]) => ({ drinkId, quantity }));
}

/** A drink as the API answers it (price in pounds). */
export type DrinkDto = z.output<typeof drinkAnswer>;
