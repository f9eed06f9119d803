import { moveBooking } from "@/lib/server/bookings/move";
import { manageView } from "@/lib/server/manage/view";
import { route, tokenParams } from "@/lib/server/route";
import { manageRescheduleSchema } from "@/lib/validation/manage";
import { managedBookingAnswer } from "@/lib/validation/answers/managed-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/manage/{token}/reschedule { eventDate, startTime }: moves the booking to a slot the
 * wizard would offer. 200 with the booking as GET answers it; 400 (with field messages) for a date or
 * time never offered, a move the rules no longer allow, or the same slot; 404 unknown link; 409 when
 * the date filled up or the time was taken meanwhile, or the booking was cancelled.
 */
export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    body: manageRescheduleSchema,
    response: { 200: managedBookingAnswer },
    errors: ["bad_request", "conflict", "gone"],
  },
  async ({ params, body }) => {
    await moveBooking({ by: "customer", token: params.token }, body);
    return Response.json(await manageView(params.token), { headers: { "Cache-Control": "private, no-store" } });
  },
);
