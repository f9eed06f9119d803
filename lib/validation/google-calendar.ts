import { z } from "@/lib/validation/zod";

export const ONE_WRITE_CALENDAR = "Choose one calendar to write bookings to.";

/** PUT /api/admin/calendars/google: which calendars count as busy, and the one bookings are written to (at most one). */
export const googleCalendarChoiceSchema = z
  .object({
    calendars: z
      .array(
        z.object({
          id: z.string().trim().min(1, "Choose a calendar.").max(1024),
          busy: z.boolean(),
          writeTo: z.boolean(),
        }),
      )
      .max(200),
  })
  .superRefine((value, ctx) => {
    if (value.calendars.filter((c) => c.writeTo).length > 1)
      ctx.addIssue({ code: "custom", path: ["calendars"], message: ONE_WRITE_CALENDAR });
  });
export type GoogleCalendarChoiceInput = z.infer<typeof googleCalendarChoiceSchema>;

/** POST …/changes/{id}/apply: for a deleted event, the refund to give with the cancellation (pence; none by default). */
export const applyGoogleChangeSchema = z.object({
  refundPence: z.number().int().min(0).max(100_000_000).optional(),
});

/** GET/PUT /api/admin/calendars/google: the account and its calendars with the magician's choice. */
export const googleCalendarSummaryAnswer = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  account: z.string().optional(),
  calendars: z.array(z.object({ id: z.string(), summary: z.string(), busy: z.boolean(), writeTo: z.boolean() })),
  lastSyncAt: z.string().nullable().optional(),
  lastError: z.string().nullable().optional(),
});

/** GET /api/admin/calendars/google/changes: the bookings whose event was changed in Google and wait for the magician. */
export const googleChangesAnswer = z.object({
  changes: z.array(
    z.object({
      bookingId: z.number().int(),
      kind: z.enum(["moved", "deleted"]),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      /** "Moved to Sat 12 Dec 20:00–21:00" or "Deleted" */
      description: z.string(),
      seenAt: z.string().nullable(),
    }),
  ),
});
