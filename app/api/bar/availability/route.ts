import { z } from "@/lib/validation/zod";
import { barServiceAvailability } from "@/lib/server/bar/availability";
import { route } from "@/lib/server/route";
import { isoDate } from "@/lib/validation/common";
import { barAvailabilityAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

const barAvailabilityQuery = z.object({
  date: isoDate("Please select a date for your booking.", "Please select a valid date."),
});

/** GET /api/bar/availability?date=yyyy-MM-dd → { date, times, reason? } for the bar-service booking dialog. */
export const GET = route(
  { auth: "bar-client", query: barAvailabilityQuery, response: { 200: barAvailabilityAnswer } },
  async ({ query }) => Response.json(await barServiceAvailability(query.date)),
);
