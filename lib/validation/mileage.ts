import { z } from "@/lib/validation/zod";
import { MAX_JOURNEY_MILES } from "@/lib/domain/mileage";
import { TAX_YEAR_BASES, TAX_YEAR_MESSAGE, parseTaxYear } from "@/lib/domain/tax-year";
import { intLike, isoDate, text } from "./common";

export const MILEAGE_MESSAGES = {
  date: "Please enter the date of the journey.",
  invalidDate: "Please enter a valid date.",
  from: "Please say where the journey started.",
  to: "Please say where the journey went.",
  miles: `Please enter the miles as a whole number from 1 to ${MAX_JOURNEY_MILES.toLocaleString("en-GB")}.`,
  correctedMiles: `Please enter the miles as a whole number from 0 to ${MAX_JOURNEY_MILES.toLocaleString("en-GB")}.`,
  tooFar: `A journey can be at most ${MAX_JOURNEY_MILES.toLocaleString("en-GB")} miles.`,
  purpose: "Please say what the journey was for.",
  basis: "The basis is standard or calendar.",
} as const;

export const MILEAGE_PLACE_MAX = 200;
export const MILEAGE_PURPOSE_MAX = 300;

/** POST /api/admin/mileage { date, from, to, miles, purpose }: a business journey entered by hand. */
export const mileageJourneySchema = z.object({
  date: isoDate(MILEAGE_MESSAGES.date, MILEAGE_MESSAGES.invalidDate),
  from: text({ min: 1, minMessage: MILEAGE_MESSAGES.from, max: MILEAGE_PLACE_MAX }),
  to: text({ min: 1, minMessage: MILEAGE_MESSAGES.to, max: MILEAGE_PLACE_MAX }),
  miles: intLike(MILEAGE_MESSAGES.miles, 1, MAX_JOURNEY_MILES, MILEAGE_MESSAGES.tooFar),
  purpose: text({ min: 1, minMessage: MILEAGE_MESSAGES.purpose, max: MILEAGE_PURPOSE_MAX }),
});
export type MileageJourneyInput = z.infer<typeof mileageJourneySchema>;
/** The add-journey form's values as typed. */
export type MileageJourneyForm = z.input<typeof mileageJourneySchema>;

/**
 * PATCH /api/admin/mileage/{id} { miles, purpose? }: the correction of a journey. A journey made from
 * a booking keeps its date and places (they are the booking's); 0 miles says it was not driven.
 */
export const mileageCorrectionSchema = z.object({
  miles: intLike(MILEAGE_MESSAGES.correctedMiles, 0, MAX_JOURNEY_MILES, MILEAGE_MESSAGES.tooFar),
  purpose: text({ min: 1, minMessage: MILEAGE_MESSAGES.purpose, max: MILEAGE_PURPOSE_MAX }).optional(),
});
export type MileageCorrectionInput = z.infer<typeof mileageCorrectionSchema>;

/** A tax year written "2027-28", strictly. */
export const taxYearField = z
  .string({ error: TAX_YEAR_MESSAGE })
  .refine((v) => parseTaxYear(v) !== null, TAX_YEAR_MESSAGE);

/** ?taxYear=2027-28 */
export const taxYearQuerySchema = z.object({ taxYear: taxYearField });

/** ?taxYear=2027-28[&basis=calendar] */
export const taxQuartersQuerySchema = z.object({
  taxYear: taxYearField,
  basis: z.enum(TAX_YEAR_BASES, { error: MILEAGE_MESSAGES.basis }).default("standard"),
});

/** The {id} of a journey: booking-12 or journey-5. */
export const journeyIdParams = z.object({ id: z.string().regex(/^(booking|journey)-[1-9]\d{0,8}$/) });
