/** The venue's postcode as GET /api/travel and GET /api/availability take it. */
import { z } from "@/lib/validation/zod";
import { isValidIsoDate } from "@/lib/domain/dates";
import { parseUkPostcode } from "@/lib/domain/travel";
import { type TravelRefusal } from "@/lib/domain/travel-fee";

export const POSTCODE_MESSAGE = "Please enter a valid UK postcode."; // (decided)
/** The venue's postcode is missing where travel is charged by distance. */
export const VENUE_POSTCODE_MESSAGE = "Please enter the venue's postcode.";

/** Why a venue is sent to the enquiry form instead of being booked online (distance mode). */
export const TRAVEL_REFUSAL_TEXT: Record<TravelRefusal, { title: string; message: string }> = {
  "beyond-max-miles": {
    title: "Too far to book online",
    message: "This venue is further than the magician travels for online bookings. Please send an enquiry instead.", // (decided)
  },
  "unknown-drive": {
    title: "Journey to check", // (decided)
    message: "We need to check the journey: send an enquiry instead",
  },
};

/** A full UK postcode, normalised ("eh11aa" → "EH1 1AA"). */
export const ukPostcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .max(10, POSTCODE_MESSAGE)
  .refine((v) => parseUkPostcode(v) !== null, POSTCODE_MESSAGE)
  .transform((v) => parseUkPostcode(v)!.postcode);

/**
 * The venue's own postcode field (bookings and quotes): optional here, a blank is no postcode; the
 * server requires it when travel is charged by distance (it alone decides the fee and the limit).
 */
export const venuePostcodeSchema = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  ukPostcodeSchema.optional(),
);

export const travelQuerySchema = z.object({ postcode: ukPostcodeSchema });

/** GET /api/admin/day-drives?date= */
export const dayDrivesQuerySchema = z.object({
  date: z
    .string({ error: "Please select a valid date." })
    .refine((v) => isValidIsoDate(v), "Please select a valid date."),
});
