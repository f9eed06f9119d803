import { route } from "@/lib/server/route";
import { todayView } from "@/lib/server/today/day";
import { todayAnswer } from "@/lib/validation/answers/today";
import { todayQuerySchema } from "@/lib/validation/today";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/today?date=yyyy-MM-dd (magician only; today in London when left out) → { date, isToday,
 * gigs }: the day's gigs in start order, each with the drive to it (from home or the gig before), its
 * leave-by time, call and directions links and what is owed. 400 bad date.
 */
export const GET = route(
  { auth: "magician", query: todayQuerySchema, response: { 200: todayAnswer } },
  async ({ query }) => Response.json(await todayView(query.date)),
);
