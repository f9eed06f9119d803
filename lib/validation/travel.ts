/** The venue's postcode as GET /api/travel and GET /api/availability take it. */
import { z } from "zod";
import { isValidIsoDate } from "@/lib/domain/dates";
import { parseUkPostcode } from "@/lib/domain/travel";

export const POSTCODE_MESSAGE = "Please enter a valid UK postcode."; // (decided)

/** A full UK postcode, normalised ("eh11aa" → "EH1 1AA"). */
export const ukPostcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .max(10, POSTCODE_MESSAGE)
  .refine((v) => parseUkPostcode(v) !== null, POSTCODE_MESSAGE)
  .transform((v) => parseUkPostcode(v)!.postcode);

export const travelQuerySchema = z.object({ postcode: ukPostcodeSchema });

/** GET /api/admin/day-drives?date= */
export const dayDrivesQuerySchema = z.object({
  date: z
    .string({ error: "Please select a valid date." })
    .refine((v) => isValidIsoDate(v), "Please select a valid date."),
});
