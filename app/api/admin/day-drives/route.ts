import { dayDrives } from "@/lib/server/admin/day-drives";
import { route } from "@/lib/server/route";
import { dayDrivesQuerySchema } from "@/lib/validation/travel";
import { z } from "@/lib/validation/zod";
import { dayDriveAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/day-drives?date=yyyy-MM-dd (magician) → [{ fromBookingId, toBookingId, minutes, miles, source,
 * gapMinutes, neededMinutes }]: the drive between each of the day's gigs and the next (maps or the travel table;
 * minutes null where a venue's postcode is unknown). 400 for a bad date.
 */
export const GET = route(
  { auth: "magician", query: dayDrivesQuerySchema, response: { 200: z.array(dayDriveAnswer) } },
  async ({ query }) => Response.json(await dayDrives(query.date)),
);
