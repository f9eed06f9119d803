import { cancelBooking } from "@/lib/server/bookings/cancel";
import { manageView } from "@/lib/server/manage/view";
import { route, tokenParams } from "@/lib/server/route";
import { manageCancelSchema } from "@/lib/validation/manage";
import { managedBookingAnswer } from "@/lib/validation/answers/managed-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/manage/{token}/cancel { reason? }: cancels under the terms and refunds what they give.
 * 200 with the booking as GET answers it; 400 when the terms no longer allow it; 404 unknown link;
 * 409 already cancelled; 502 when the refund could not be made (nothing changed).
 */
export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    body: manageCancelSchema,
    response: { 200: managedBookingAnswer },
    errors: ["bad_request", "conflict", "gone", "bad_gateway"],
  },
  async ({ params, body }) => {
    await cancelBooking({ by: "customer", token: params.token, reason: body.reason });
    return Response.json(await manageView(params.token), { headers: { "Cache-Control": "private, no-store" } });
  },
);
