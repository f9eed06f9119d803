/**
 * GET /api/bookings-public?from=yyyy-MM-dd&to=yyyy-MM-dd (both optional) → 200
 * [{ eventDate, startTime, endTime, paymentStatus }]: active bookings and live slot holds from
 * yesterday (London) on, at most the 1095-day horizon; nothing personal. 400 on a malformed date.
 */
import { listPublicBookings } from "@/lib/server/availability/public";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async ({ url }) => Response.json(await listPublicBookings(url)));
