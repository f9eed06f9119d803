import { textOnMyWay } from "@/lib/server/bookings/text-on-my-way";
import { idParams, route } from "@/lib/server/route";
import { onMyWayAnswer } from "@/lib/validation/answers/today";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/on-my-way (magician only) → { arrivalTime, driveMinutes, from, body, queued,
 * reason, … }: texts the client of one of today's gigs that the magician is on the way, arriving at
 * now + the drive (from the previous gig's venue that day, or from home). 404 unknown booking; 409 a
 * booking not today (code not-today), cancelled or not booked (not-performing), or whose drive is not
 * known (unknown-drive).
 */
export const POST = route(
  { auth: "magician", params: idParams, response: { 200: onMyWayAnswer }, errors: ["not_found", "conflict"] },
  async ({ user, params }) =>
    Response.json(await textOnMyWay(user, params.id), { headers: { "Cache-Control": "private, no-store" } }),
);
