import { blockHours, listBlockedHours } from "@/lib/server/availability/blocked-hours";
import { route } from "@/lib/server/route";
import { exportBookingsQuerySchema } from "@/lib/validation/admin";
import { blockedHoursSchema } from "@/lib/validation/blocked-hours";
import { z } from "@/lib/validation/zod";
import { blockedHoursAnswer } from "@/lib/validation/answers/blocked-dates";

export const dynamic = "force-dynamic";

/** GET /api/blocked-hours?from&to (default from today) → [{ id, date, startTime, endTime, note, createdAt }]. */
export const GET = route(
  { auth: "magician", query: exportBookingsQuerySchema, response: { 200: z.array(blockedHoursAnswer) } },
  async ({ query }) => Response.json(await listBlockedHours(query)),
);

/** POST { date, startTime, endTime, note? } → 201; 400 field messages or a past day; 409 overlapping a booking. */
export const POST = route(
  {
    auth: "magician",
    body: blockedHoursSchema,
    response: { 201: blockedHoursAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, body }) => Response.json(await blockHours(user, body), { status: 201 }),
);
