import "server-only";
import { busyOccurrences, busyWindow } from "@/lib/domain/ics-busy";
import { db, runTransaction } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { CALENDAR_FEED_MESSAGES } from "@/lib/validation/calendars";
import { FeedFetchError, fetchFeedText } from "./fetch-feed";
import { FEED_WRITE_TIMEOUT_MS } from "./feeds";
import { syncGoogleCalendars } from "./google/sync";
import { replaceCalendarEvents } from "./store-events";

/**
 * The calendar sync (the `calendar-sync` job every 10 minutes, POST /api/admin/calendars/sync, and
 * `npm run jobs:run -- calendar-sync`): each ICS feed is fetched (outside any transaction), read, and
 * its busy events replaced in one transaction. A feed that fails keeps its last good events and
 * records why in `lastError`; the others go on.
 */

export interface FeedSyncResult {
  feedId: number;
  events: number | null;
  error: string | null;
}

export async function syncCalendarFeed(feed: { id: number; url: string }, now = new Date()): Promise<FeedSyncResult> {
  let text: string;
  try {
    text = await fetchFeedText(feed.url);
  } catch (error) {
    const message = error instanceof FeedFetchError ? error.message : CALENDAR_FEED_MESSAGES.unreachable;
    await runTransaction((tx) => tx.calendarFeed.updateMany({ where: { id: feed.id }, data: { lastError: message } }));
    log("warn", "calendar_feed_failed", { feedId: feed.id, reason: message });
    return { feedId: feed.id, events: null, error: message };
  }
  const found = busyOccurrences(text, busyWindow(now));
  return runTransaction(
    async (tx) => {
      // A feed removed while it was being fetched stays removed: nothing is written for it.
      const still = await tx.calendarFeed.updateMany({
        where: { id: feed.id },
        data: { lastSyncAt: now, lastError: null },
      });
      if (still.count === 0) return { feedId: feed.id, events: null, error: null };
      const events = await replaceCalendarEvents(tx, "ics", String(feed.id), found, now);
      await tx.calendarFeed.update({ where: { id: feed.id }, data: { events } });
      return { feedId: feed.id, events, error: null };
    },
    { timeout: FEED_WRITE_TIMEOUT_MS },
  );
}

/** Every ICS feed, one after the other → the busy events now stored for them, and how many failed. */
export async function syncCalendarFeeds(now = new Date()): Promise<{ events: number; feeds: number; failed: number }> {
  const feeds = await db.calendarFeed.findMany({ select: { id: true, url: true }, orderBy: { id: "asc" } });
  let events = 0;
  let failed = 0;
  for (const feed of feeds) {
    try {
      const result = await syncCalendarFeed(feed, now);
      if (result.error) failed++;
      events += result.events ?? 0;
    } catch (error) {
      failed++;
      log("error", "calendar_feed_sync_error", { feedId: feed.id, message: (error as Error).message });
    }
  }
  return { events, feeds: feeds.length, failed };
}

/**
 * The whole sync: every ICS feed and the connected Google calendars → { events } (the busy events
 * now stored), for the route and the job. Google failing is recorded on its account, as a feed's is.
 */
export async function syncCalendars(now = new Date()): Promise<{ events: number; summary: string }> {
  const feeds = await syncCalendarFeeds(now);
  let google = 0;
  try {
    google = await syncGoogleCalendars(now);
  } catch (error) {
    log("error", "google_calendar_sync_error", { message: (error as Error).message });
  }
  return {
    events: feeds.events + google,
    summary: `${feeds.feeds} feeds, ${feeds.events} busy events from feeds, ${google} from Google, ${feeds.failed} failed`,
  };
}
