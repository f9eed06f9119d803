/**
 * What the public calendar and the wizard's reads answer: a day's arrival times, the booked and
 * blocked dates, the partner bars, and what travel to a venue costs.
 */
import { z } from "@/lib/validation/zod";

const dayLoad = z.enum(["available", "light", "busy", "full"]);
const dayStatus = z.enum(["available", "light", "busy", "full", "blocked", "past", "beyond-horizon"]);
const travelRefusal = z.enum(["beyond-max-miles", "unknown-drive"]);

export const availabilityAnswer = z.object({
  date: z.string(),
  status: dayStatus,
  load: dayLoad,
  selectable: z.boolean(),
  activeCount: z.number().int(),
  blocked: z.boolean(),
  durationMinutes: z.number().int(),
  times: z.array(z.string()),
  travelAware: z.boolean(),
  /** Set when the venue cannot be booked online (it goes to the enquiry form): then no times. */
  travelRefusal: z.object({ code: travelRefusal, message: z.string() }).optional(),
});

export const publicBookingsAnswer = z.array(
  z.object({ eventDate: z.string(), startTime: z.string(), endTime: z.string(), paymentStatus: z.string() }),
);

export const publicBlockedDaysAnswer = z.array(z.object({ date: z.string() }));

export const registeredBarsAnswer = z.array(
  z.object({
    id: z.number().int(),
    barName: z.string().nullable(),
    barAddress: z.string().nullable(),
    barCity: z.string().nullable(),
    barPostcode: z.string().nullable(),
    barLatitude: z.number().nullable(),
    barLongitude: z.number().nullable(),
    registrationPaid: z.boolean(),
  }),
);

export const travelQuoteAnswer = z.object({
  area: z.string().nullable(),
  miles: z.number().nullable(),
  minutes: z.number().nullable(),
  feePence: z.number().int().nullable(),
  /** the travel line this drive prices (flat or distance), null when none applies */
  line: z
    .object({
      kind: z.enum(["flat", "distance"]),
      label: z.string(),
      pricePence: z.number().int(),
      miles: z.number().nullable(),
    })
    .nullable(),
  source: z.enum(["table", "maps", "default"]),
  accepted: z.boolean(),
  refusal: travelRefusal.nullable(),
  message: z.string().nullable(),
  postcode: z.string().nullable(),
});

export const travelTermsAnswer = z.object({
  mode: z.enum(["flat", "distance"]),
  freeMiles: z.number(),
  pencePerMile: z.number().int(),
  minimumPence: z.number().int(),
  maxMiles: z.number(),
  homeArea: z.string().nullable(),
});
