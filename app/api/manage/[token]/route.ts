import { manageView } from "@/lib/server/manage/view";
import { route, tokenParams } from "@/lib/server/route";
import { managedBookingAnswer } from "@/lib/validation/answers/managed-booking";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}: the customer's booking (the bookings table's field names, money in pounds),
 * `actions` allowed now and `refundIfCancelledNow`. 404 for an unknown or revoked link.
 */
export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: managedBookingAnswer }, errors: ["gone"] },
  async ({ params }) =>
    Response.json(await manageView(params.token), {
      headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    }),
);
