/**
 * GET /api/availability?date=yyyy-MM-dd&duration=30|60|90|120|180 (default 60)&kind=public|bar
 * → 200 { date, status ('available'|'light'|'busy'|'full'|'blocked'|'past'|'beyond-horizon'),
 * load, selectable, activeCount, blocked, durationMinutes, times: ['HH:mm', …] }: the arrival
 * times the server would accept right now (same lib/domain rules; live slot holds count).
 * kind=bar gives the bar-service hours (2-hour bookings). 400 on a bad date or duration.
 */
import { getAvailability } from "@/lib/server/availability";
import { availabilityQuery } from "@/lib/server/availability/public";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async ({ url }) =>
  Response.json(await getAvailability(availabilityQuery(url))),
);
