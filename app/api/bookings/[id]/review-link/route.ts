import { reviewLinkForMagician } from "@/lib/server/reviews/admin";
import { idParams, route } from "@/lib/server/route";
import { linkAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * GET /api/bookings/{id}/review-link (magician only) → { url }: the booking's one-time review link,
 * to send by hand. 400 when the booking cannot be reviewed (event not over, cancelled, unpaid) with
 * the reason; 404 unknown booking; 409 already reviewed.
 */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: linkAnswer }, errors: ["bad_request", "conflict"] },
  async ({ params }) =>
    Response.json(await reviewLinkForMagician(params.id), { headers: { "Cache-Control": "private, no-store" } }),
);
