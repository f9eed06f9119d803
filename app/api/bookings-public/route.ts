/**
 * GET /api/bookings-public?from=yyyy-MM-dd&to=yyyy-MM-dd (both optional) → 200
 * [{ eventDate, startTime, endTime, paymentStatus }]: active bookings and live slot holds from
 * yesterday (London) on, at most the 1095-day horizon; nothing personal. 400 on a malformed date.
 */
import { listPublicBookings } from "@/lib/server/availability/public";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = handle(async (request: Request) => Response.json(await listPublicBookings(new URL(request.url))));
