/** What the magician's settings routes answer: the settings in force, and a password change. */
import { z } from "@/lib/validation/zod";

export const travelSettingsAnswer = z.object({
  mode: z.enum(["flat", "distance"]),
  freeMiles: z.number(),
  pencePerMile: z.number(),
  minimumPence: z.number(),
  maxMiles: z.number(),
  areas: z.array(z.object({ area: z.string(), minutes: z.number(), miles: z.number() })),
});

/** The settings in force, "" where there is none (GET and PATCH /api/settings). */
export const settingsAnswer = z.object({
  displayName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  businessAddress: z.string(),
  googleReviewUrl: z.string(),
  legalName: z.string(),
  vatNumber: z.string(),
  homePostcode: z.string(),
  travel: travelSettingsAnswer,
  autoBalance: z.object({ enabled: z.boolean(), daysBefore: z.number().int() }),
  calendars: z.object({ allDayEventsBlock: z.boolean() }),
  waitlist: z.object({ offerHours: z.number().int() }),
  texts: z.object({
    "booking-confirmed": z.boolean(),
    reminder: z.boolean(),
    "balance-due": z.boolean(),
    "review-request": z.boolean(),
    "on-my-way": z.boolean(),
  }),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

export const passwordChangedAnswer = z.object({ success: z.literal(true), message: z.string() });
