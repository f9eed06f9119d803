import { updateBookingStatus } from "@/lib/server/admin/bookings";
import { cancelBooking } from "@/lib/server/admin/refund-booking";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { poundsToPence } from "@/lib/domain/money";
import { bookingStatusUpdateSchema } from "@/lib/validation/booking";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/**
 * PUT /api/bookings/{id}/status { status, refundAmount? }: the magician's status change (409
 * 'Already Confirmed', forbidden transitions). Cancelling may refund `refundAmount` (pounds) first.
 */
export const PUT = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const { status, refundAmount } = await readJson(request, bookingStatusUpdateSchema);
  if (status === "cancelled")
    return Response.json(
      await cancelBooking(user, id, { refundPence: refundAmount ? poundsToPence(refundAmount) : 0 }),
    );
  return Response.json(await updateBookingStatus(user, id, status));
});
