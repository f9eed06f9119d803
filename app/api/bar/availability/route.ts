import { requireBarClient } from "@/lib/server/auth/session";
import { barServiceAvailability } from "@/lib/server/bar/availability";
import { handle } from "@/lib/server/http";
import { isoDate } from "@/lib/validation/common";
import { parseWith } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** GET /api/bar/availability?date=yyyy-MM-dd → { date, times, reason? } for the bar-service booking dialog. */
export const GET = handle(async (request: Request) => {
  await requireBarClient(request);
  const date = parseWith(
    isoDate("Please select a date for your booking.", "Please select a valid date."),
    new URL(request.url).searchParams.get("date") ?? "",
  );
  return Response.json(await barServiceAvailability(date));
});
