import { applyGoogleChange } from "@/lib/server/calendars/google/changes";
import { idParams, route } from "@/lib/server/route";
import { applyGoogleChangeSchema } from "@/lib/validation/google-calendar";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/calendars/google/changes/{id}/apply (magician only) { refundPence? }: applies the
 * change seen in Google to booking {id} with the magician's own verb: a deleted event cancels the
 * booking (refunding refundPence, none by default), a moved one moves it; that verb's refusals answer
 * as usual. 404 when no change waits. → 204
 */
export const POST = route(
  {
    auth: "magician",
    params: idParams,
    body: applyGoogleChangeSchema,
    response: { 204: null },
    errors: ["not_found", "conflict", "bad_request"],
  },
  async ({ user, params, body }) => {
    await applyGoogleChange(user, params.id, body.refundPence);
    return new Response(null, { status: 204 });
  },
);
