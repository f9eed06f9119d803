/**
 * GET /api/availability?date=yyyy-MM-dd&duration=30|60|90|120|180 (default 60)&kind=public|bar
 * → 200 { date, status ('available'|'light'|'busy'|'full'|'blocked'|'past'|'beyond-horizon'),
 * load, selectable, activeCount, blocked, durationMinutes, times: ['HH:mm', …] }: the arrival
 * times the server would accept right now (same lib/domain rules; live slot holds count).
 * kind=bar gives the bar-service hours (2-hour bookings). 400 on a bad date or duration.
 */
import { getAvailability } from "@/lib/server/availability";
import { availabilityQuery } from "@/lib/server/availability/public";
import { publicReadResponse } from "@/lib/server/public-read-cache";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

// Kept for a moment per query (lib/server/public-read-cache.ts): the same date is asked for by every
// visitor looking at it, and what decides a booking is checked again under the date's lock.
export const GET = route({ auth: "public" }, async ({ url }) => {
  const query = availabilityQuery(url);
  return publicReadResponse("bookings", `availability:${JSON.stringify(query)}`, () => getAvailability(query));
});
