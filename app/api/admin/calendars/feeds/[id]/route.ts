import { removeCalendarFeed } from "@/lib/server/calendars";
import { idParams, route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/calendars/feeds/{id} (magician only): removes the feed and its busy events → { id }; 404 when unknown. Audited. */
export const DELETE = route({ auth: "magician", params: idParams }, async ({ user, params }) => {
  await removeCalendarFeed(user, params.id);
  return Response.json({ id: params.id });
});
