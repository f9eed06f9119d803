import { isValidIsoDate } from "@/lib/domain/dates";
import { badRequest } from "@/lib/server/http";
import { movableTimes } from "@/lib/server/bookings/movable-times";
import { route, tokenParams } from "@/lib/server/route";
import { movableTimesAnswer } from "@/lib/validation/answers/managed-booking";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}/times?date=yyyy-MM-dd → { date, selectable, status, times }: the arrival
 * times the booking could move to on that date (its own duration, itself not counted).
 */
export const GET = route(
  {
    auth: "token",
    params: tokenParams,
    query: z.object({ date: z.string().optional() }),
    response: { 200: movableTimesAnswer },
    errors: ["validation", "conflict", "gone"],
  },
  async ({ params, url }) => {
    const date = url.searchParams.get("date") ?? "";
    if (!isValidIsoDate(date)) throw badRequest("Please select a valid date.", { date: "Please select a valid date." });
    return Response.json(await movableTimes({ by: "customer", token: params.token }, date), {
      headers: { "Cache-Control": "private, no-store" },
    });
  },
);
