import { acceptNotification } from "@/lib/server/calendars/google/channels";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/calendar/google/notify (Google's push notifications; public, no CSRF check: Google is the
 * caller): 404 for an unknown X-Goog-Channel-ID, 403 when X-Goog-Channel-Token is not the channel's;
 * otherwise the calendars are read on the next minute's sync run. → 204
 */
export const POST = route(
  { auth: "public", csrf: false, response: { 204: null }, errors: ["not_found", "forbidden"] },
  async ({ request }) => {
    await acceptNotification(request.headers.get("x-goog-channel-id"), request.headers.get("x-goog-channel-token"));
    return new Response(null, { status: 204 });
  },
);
