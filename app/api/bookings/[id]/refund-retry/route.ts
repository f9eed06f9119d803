import { getAdminBooking } from "@/lib/server/admin/bookings";
import { retryRefund } from "@/lib/server/bookings/retry-refund";
import { idParams, route } from "@/lib/server/route";
import { refundRetrySchema } from "@/lib/validation/booking";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/refund-retry { refundId } (magician only) → the booking as the details
 * dialog shows it: asks again, as a new refund request, for a refund the card network failed or
 * cancelled. 404 unknown booking or no such failed refund; 409 already asked for again, or a
 * dispute open; 502 the provider refused the new refund.
 */
export const POST = route(
  {
    auth: "magician",
    params: idParams,
    body: refundRetrySchema,
    response: { 200: adminBookingAnswer },
    errors: ["conflict", "bad_gateway"],
  },
  async ({ user, params, body }) => {
    await retryRefund(user, { bookingId: params.id, refundId: body.refundId });
    return Response.json(await getAdminBooking(params.id));
  },
);
