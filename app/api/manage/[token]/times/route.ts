import { isValidIsoDate } from "@/lib/domain/dates";
import { badRequest, handle } from "@/lib/server/http";
import { timesForBooking } from "@/lib/server/manage/reschedule";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}/times?date=yyyy-MM-dd → { date, selectable, status, times }: the arrival
 * times the booking could move to on that date (its own duration, itself not counted).
 */
export const GET = handle(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const date = new URL(request.url).searchParams.get("date") ?? "";
  if (!isValidIsoDate(date)) throw badRequest("Please select a valid date.", { date: "Please select a valid date." });
  return Response.json(await timesForBooking(token, date), { headers: { "Cache-Control": "private, no-store" } });
});
