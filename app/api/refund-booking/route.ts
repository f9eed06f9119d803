import { poundsToPence } from "@/lib/domain/money";
import { getAdminBooking } from "@/lib/server/admin/bookings";
import { refundBooking } from "@/lib/server/bookings/refund";
import { route } from "@/lib/server/route";
import { refundBookingSchema } from "@/lib/validation/booking";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/** POST /api/refund-booking { bookingId, reason?, amount? }: refunds through the gateway once; everything paid back marks the booking refunded, a part keeps its status. */
export const POST = route(
  {
    auth: "magician",
    body: refundBookingSchema,
    response: { 200: adminBookingAnswer },
    errors: ["bad_request", "not_found", "conflict", "bad_gateway"],
  },
  async ({ user, body }) => {
    const { amount, ...rest } = body;
    await refundBooking(user, { ...rest, ...(amount !== undefined ? { amountPence: poundsToPence(amount) } : {}) });
    return Response.json(await getAdminBooking(body.bookingId));
  },
);
