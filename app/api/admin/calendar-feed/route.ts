import { calendarFeedUrlFor, rotateCalendarFeed } from "@/lib/server/calendar-feed";
import { route } from "@/lib/server/route";
import { calendarFeedAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** GET /api/admin/calendar-feed (magician only): { url }, the private calendar subscription URL (made again from the stored version, never stored). */
export const GET = route({ auth: "magician", response: { 200: calendarFeedAnswer } }, async ({ user }) =>
  Response.json(await calendarFeedUrlFor(user.id), { headers: PRIVATE }),
);

/** POST /api/admin/calendar-feed (magician only, no body): makes a new URL, after which the old one answers 404; audited. → { url } */
export const POST = route({ auth: "magician", response: { 200: calendarFeedAnswer } }, async ({ user }) =>
  Response.json(await rotateCalendarFeed(user), { headers: PRIVATE }),
);
