import { getAdminBooking } from "@/lib/server/admin/bookings";
import { moveBooking } from "@/lib/server/bookings/move";
import { idParams, route } from "@/lib/server/route";
import { manageRescheduleSchema } from "@/lib/validation/manage";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/reschedule { eventDate, startTime } (magician): moves the booking to a slot
 * the wizard would offer (the customer's limits of 14 days and two moves do not apply). The customer
 * is e-mailed the new time with an updated calendar event. 409 when the slot is taken or the booking
 * was cancelled; 400 for a date or time never offered.
 */
export const POST = route(
  {
    auth: "magician",
    params: idParams,
    body: manageRescheduleSchema,
    response: { 200: adminBookingAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, params, body }) => {
    await moveBooking({ by: "magician", actor: user, bookingId: params.id }, body);
    return Response.json(await getAdminBooking(params.id));
  },
);
