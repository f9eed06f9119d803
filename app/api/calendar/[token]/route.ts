import { calendarFeedOfSegment } from "@/lib/server/calendar-feed";
import { route, tokenParams } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/calendar/{token}.ics: the magician's calendar feed (text/calendar), for Google Calendar,
 * Apple Calendar or Outlook to subscribe to. No session: the URL's HMAC token is the credential
 * (lib/server/calendar-feed/token.ts). A forged, rotated or unknown token: 404 with no detail.
 */
export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: "text/calendar" } },
  async ({ params }) => {
    const ics = await calendarFeedOfSegment(params.token);
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="summon-a-magician-bookings.ics"',
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
);
