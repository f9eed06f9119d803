import { restoreGoogleChange } from "@/lib/server/calendars/google/changes";
import { idParams, route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** POST /api/admin/calendars/google/changes/{id}/restore (magician only): writes booking {id}'s event back in Google as the booking says. 404 when no change waits. → 204 */
export const POST = route(
  { auth: "magician", params: idParams, response: { 204: null }, errors: ["not_found", "conflict", "bad_gateway"] },
  async ({ user, params }) => {
    await restoreGoogleChange(user, params.id);
    return new Response(null, { status: 204 });
  },
);
