import { barServiceAvailability } from "@/lib/server/bar/availability";
import { parseWith } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { isoDate } from "@/lib/validation/common";
import { barAvailabilityAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

/** GET /api/bar/availability?date=yyyy-MM-dd → { date, times, reason? } for the bar-service booking dialog. */
export const GET = route(
  { auth: "bar-client", response: { 200: barAvailabilityAnswer }, errors: ["validation"] },
  async ({ url }) => {
    const date = parseWith(
      isoDate("Please select a date for your booking.", "Please select a valid date."),
      url.searchParams.get("date") ?? "",
    );
    return Response.json(await barServiceAvailability(date));
  },
);
