/** What the magician's day routes answer: the Today view and "On my way". */
import { z } from "@/lib/validation/zod";

const driveOrigin = z.union([
  z.object({ kind: z.literal("home") }),
  z.object({ kind: z.literal("gig"), bookingId: z.number().int() }),
]);

/** GET /api/admin/today (lib/server/today/day.ts) */
export const todayAnswer = z.object({
  date: z.string(),
  isToday: z.boolean(),
  gigs: z.array(
    z.object({
      id: z.number().int(),
      clientName: z.string(),
      clientPhone: z.string(),
      callHref: z.string().nullable(),
      eventType: z.string(),
      eventLocation: z.string(),
      eventAddress: z.string().nullable(),
      postcode: z.string().nullable(),
      directionsHref: z.string().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      status: z.string(),
      parkingAvailable: z.boolean().nullable(),
      from: driveOrigin,
      driveMinutes: z.number().nullable(),
      driveMiles: z.number().nullable(),
      driveSource: z.string().nullable(),
      leaveBy: z.string().nullable(),
      owedPence: z.number().int(),
    }),
  ),
});

/** POST /api/bookings/{id}/on-my-way (lib/server/bookings/text-on-my-way.ts) */
export const onMyWayAnswer = z.object({
  bookingId: z.number().int(),
  arrivalTime: z.string(),
  driveMinutes: z.number(),
  driveSource: z.string(),
  from: driveOrigin,
  body: z.string(),
  queued: z.boolean(),
  reason: z.string().nullable(),
  sendAfter: z.string().nullable(),
});
