import { getAdminBooking } from "@/lib/server/admin/bookings";
import { cancelBooking } from "@/lib/server/bookings/cancel";
import { setBookingStatus } from "@/lib/server/bookings/set-status";
import { idParams, route } from "@/lib/server/route";
import { poundsToPence } from "@/lib/domain/money";
import { bookingStatusUpdateSchema } from "@/lib/validation/booking";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * PUT /api/bookings/{id}/status { status, refundAmount? }: the magician's status change (409
 * 'Already Confirmed', forbidden transitions). Cancelling may refund `refundAmount` (pounds) first.
 */
export const PUT = route(
  {
    auth: "magician",
    params: idParams,
    body: bookingStatusUpdateSchema,
    response: { 200: adminBookingAnswer },
    errors: ["bad_request", "conflict", "bad_gateway"],
  },
  async ({ user, params, body: { status, refundAmount } }) => {
    if (status === "cancelled")
      await cancelBooking({
        by: "magician",
        actor: user,
        bookingId: params.id,
        refundPence: refundAmount ? poundsToPence(refundAmount) : 0,
      });
    else await setBookingStatus(user, params.id, status);
    return Response.json(await getAdminBooking(params.id));
  },
);
