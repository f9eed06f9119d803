import { z } from "@/lib/validation/zod";
import { isValidIsoDate } from "@/lib/domain/dates";
import { badRequest } from "@/lib/server/http";
import { movableTimes } from "@/lib/server/bookings/movable-times";
import { idParams, route } from "@/lib/server/route";
import { movableTimesAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/** GET /api/bookings/{id}/times?date= (magician) → { date, selectable, status, times }: where the booking could move, itself not counted. */
export const GET = route(
  {
    auth: "magician",
    params: idParams,
    query: z.object({ date: z.string().optional() }),
    response: { 200: movableTimesAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, params, query }) => {
    const date = query.date ?? "";
    if (!isValidIsoDate(date)) throw badRequest("Please select a valid date.", { date: "Please select a valid date." });
    return Response.json(await movableTimes({ by: "magician", actor: user, bookingId: params.id }, date));
  },
);
