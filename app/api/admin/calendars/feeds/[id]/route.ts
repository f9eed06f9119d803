import { removeCalendarFeed } from "@/lib/server/calendars";
import { idParams, route } from "@/lib/server/route";
import { calendarFeedRemovedAnswer } from "@/lib/validation/calendars";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/calendars/feeds/{id} (magician only): removes the feed and its busy events → { id }; 404 when unknown. Audited. */
export const DELETE = route(
  { auth: "magician", params: idParams, response: { 200: calendarFeedRemovedAnswer } },
  async ({ user, params }) => {
    await removeCalendarFeed(user, params.id);
    return Response.json({ id: params.id });
  },
);
