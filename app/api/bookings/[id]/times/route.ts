import { isValidIsoDate } from "@/lib/domain/dates";
import { requireMagician } from "@/lib/server/auth/session";
import { badRequest, handle, parseId } from "@/lib/server/http";
import { timesForMove } from "@/lib/server/manage/reschedule";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/bookings/{id}/times?date= (magician) → { date, selectable, status, times }: where the booking could move, itself not counted. */
export const GET = handle(async (request: Request, { params }: Ctx) => {
  await requireMagician(request);
  const id = parseId((await params).id);
  const date = new URL(request.url).searchParams.get("date") ?? "";
  if (!isValidIsoDate(date)) throw badRequest("Please select a valid date.", { date: "Please select a valid date." });
  return Response.json(await timesForMove(id, date));
});
