import { addCalendarFeed } from "@/lib/server/calendars";
import { route } from "@/lib/server/route";
import { calendarFeedAddedAnswer, calendarFeedSchema } from "@/lib/validation/calendars";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/calendars/feeds (magician only) { name, url }: reads the ICS feed once (webcal:// as https://, 5 s,
 * 5 MB, at most 5 redirects; in production no private, loopback or link-local address unless
 * CALENDAR_FEEDS_ALLOW_PRIVATE=1) → 201 { id, events } (the busy events read). 400 { error, fieldErrors: { url } } and
 * nothing kept when it cannot be read or is not iCalendar. Audited.
 */
export const POST = route(
  { auth: "magician", body: calendarFeedSchema, response: { 201: calendarFeedAddedAnswer } },
  async ({ user, body }) => Response.json(await addCalendarFeed(user, body), { status: 201 }),
);
