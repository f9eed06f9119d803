/** What the magician's books routes answer: the mileage log, its journeys' ids and the tax year's quarters. */
import { z } from "@/lib/validation/zod";

/** One journey of the mileage log. */
export const mileageRowAnswer = z.object({
  id: z.string(),
  date: z.string(),
  bookingId: z.number().int().optional(),
  from: z.string(),
  to: z.string(),
  miles: z.number().int(),
  purpose: z.string(),
  /** booking: derived from a performed booking (corrected, never deleted); manual: entered by hand */
  source: z.enum(["booking", "manual"]),
  /** where the miles came from: the maps service, the travel table, nobody (0 until corrected), a correction, typed in */
  milesFrom: z.enum(["maps", "table", "unknown", "corrected", "entered"]),
  /** this journey's share of the year's allowance (45p, then 25p past 10,000 miles) */
  allowancePence: z.number().int(),
});

/** GET /api/admin/mileage?taxYear= */
export const mileageLogAnswer = z.object({
  taxYear: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(mileageRowAnswer),
  totalMiles: z.number().int(),
  allowancePence: z.number().int(),
});

/** POST /api/admin/mileage → 201; PATCH and DELETE /api/admin/mileage/{id} */
export const mileageJourneyIdAnswer = z.object({ id: z.string() });

export const taxQuarterAnswer = z.object({
  from: z.string(),
  to: z.string(),
  turnoverPence: z.number().int(),
  vatPence: z.number().int(),
  mileageAllowancePence: z.number().int(),
  documents: z.number().int(),
});

/** GET /api/admin/tax/quarters?taxYear=&basis= */
export const taxQuartersAnswer = z.object({
  taxYear: z.string(),
  basis: z.enum(["standard", "calendar"]),
  quarters: z.array(taxQuarterAnswer).length(4),
});
