import "server-only";
import { googleCalendarSummary, type GoogleCalendarSummary } from "./google/summary";
import { listCalendarFeeds, type CalendarFeedDto } from "./feeds";

export { addCalendarFeed, removeCalendarFeed, listCalendarFeeds, type CalendarFeedDto } from "./feeds";
export { syncCalendars } from "./sync";

/** GET /api/admin/calendars: the Google connection and the ICS feeds (their links masked). */
export async function calendarsOverview(): Promise<{ google: GoogleCalendarSummary; feeds: CalendarFeedDto[] }> {
  const [google, feeds] = await Promise.all([googleCalendarSummary(), listCalendarFeeds()]);
  return { google, feeds };
}
