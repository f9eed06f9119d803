import { replaceManageLink } from "@/lib/server/bookings/replace-manage-link";
import { idParams, route } from "@/lib/server/route";
import { manageLinkAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/manage-link (magician only) → { manageUrl }: replaces the booking's
 * customer link (every earlier link answers 404 from then on) and e-mails the new one to the
 * customer. 404 unknown booking; 409 a checkout never paid (it has no booking page).
 */
export const POST = route(
  { auth: "magician", params: idParams, response: { 200: manageLinkAnswer }, errors: ["conflict"] },
  async ({ user, params }) =>
    Response.json(await replaceManageLink(user, params.id), { headers: { "Cache-Control": "private, no-store" } }),
);
