/**
 * GET /api/availability?date=yyyy-MM-dd&duration=30|60|90|120|180 (default 60)&kind=public|bar&postcode=&waitlistToken=
 * → 200 { date, status ('available'|'light'|'busy'|'full'|'blocked'|'past'|'beyond-horizon'),
 * load, selectable, activeCount, blocked, durationMinutes, times: ['HH:mm', …], travelAware }: the arrival
 * times the server would accept right now (same lib/domain rules; live slot holds count).
 * kind=bar gives the bar-service hours (2-hour bookings). With the venue's UK postcode, each buffer
 * between bookings is the larger of 60 minutes and the drive between the venues (travelAware true). When the
 * magician charges by distance and the venue cannot be booked online (beyond maxMiles, or its drive is not
 * known), no times and `travelRefusal` { code, message }: it goes to the enquiry form, never scheduled as near.
 * 400 on a bad date, duration or postcode.
 */
import { z } from "@/lib/validation/zod";
import { getAvailability } from "@/lib/server/availability";
import { availabilityQuery } from "@/lib/server/availability/public";
import { publicReadResponse } from "@/lib/server/public-read-cache";
import { route } from "@/lib/server/route";
import { onlineTravelRefusal, resolveSlotTravel } from "@/lib/server/travel";
import { TRAVEL_REFUSAL_TEXT } from "@/lib/validation/travel";
import { availabilityAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

/** The query as the client sends it; availabilityQuery reads and checks it (400 with the field's message). */
const availabilitySearch = z.object({
  date: z.string().optional(),
  duration: z.string().optional(),
  kind: z.string().optional(),
  postcode: z.string().optional(),
  waitlistToken: z.string().optional(),
});

// Kept for a moment per query, the venue's postcode included (lib/server/public-read-cache.ts): the
// same date is asked for by every visitor looking at it, and what decides a booking is checked again
// under the date's lock.
export const GET = route(
  { auth: "public", query: availabilitySearch, response: { 200: availabilityAnswer }, errors: ["bad_request"] },
  async ({ url }) => {
    const query = availabilityQuery(url);
    return publicReadResponse("bookings", `availability:${JSON.stringify(query)}`, async () => {
      const { postcode, ...day } = query;
      const refusal = day.kind === "public" ? await onlineTravelRefusal(postcode) : null;
      const travel = await resolveSlotTravel({ eventDate: day.date, postcode });
      const answer = await getAvailability({ ...day, travel });
      if (!refusal) return answer;
      return { ...answer, times: [], travelRefusal: { code: refusal, message: TRAVEL_REFUSAL_TEXT[refusal].message } };
    });
  },
);
