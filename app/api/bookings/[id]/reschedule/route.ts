import { getAdminBooking } from "@/lib/server/admin/bookings";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { moveBooking } from "@/lib/server/manage/reschedule";
import { manageRescheduleSchema } from "@/lib/validation/manage";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/bookings/{id}/reschedule { eventDate, startTime } (magician): moves the booking to a slot
 * the wizard would offer (the customer's limits of 14 days and two moves do not apply). The customer
 * is e-mailed the new time with an updated calendar event. 409 when the slot is taken or the booking
 * was cancelled; 400 for a date or time never offered.
 */
export const POST = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const body = await readJson(request, manageRescheduleSchema);
  await moveBooking(id, body, { by: "magician", actor: user });
  return Response.json(await getAdminBooking(id));
});
