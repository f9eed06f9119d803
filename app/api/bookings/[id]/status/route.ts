import { updateBookingStatus } from "@/lib/server/admin/bookings";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { bookingStatusUpdateSchema } from "@/lib/validation/booking";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/bookings/{id}/status { status }: the magician's status change (409 'Already Confirmed', forbidden transitions). */
export const PUT = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const { status } = await readJson(request, bookingStatusUpdateSchema);
  return Response.json(await updateBookingStatus(user, id, status));
});
