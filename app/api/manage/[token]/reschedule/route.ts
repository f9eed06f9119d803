import { handle, readJson } from "@/lib/server/http";
import { rescheduleByCustomer } from "@/lib/server/manage/reschedule";
import { manageRescheduleSchema } from "@/lib/validation/manage";

export const dynamic = "force-dynamic";

/**
 * POST /api/manage/{token}/reschedule { eventDate, startTime }: moves the booking to a slot the
 * wizard would offer. 200 with the booking as GET answers it; 400 (with field messages) for a date or
 * time never offered, a move the rules no longer allow, or the same slot; 404 unknown link; 409 when
 * the date filled up or the time was taken meanwhile, or the booking was cancelled.
 */
export const POST = handle(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const body = await readJson(request, manageRescheduleSchema);
  return Response.json(await rescheduleByCustomer(token, body), { headers: { "Cache-Control": "private, no-store" } });
});
