import "server-only";
import { busyOccurrences, busyWindow } from "@/lib/domain/ics-busy";
import { maskFeedUrl } from "@/lib/domain/feed-url";
import { audit, type Actor } from "@/lib/server/audit";
import { db, runTransaction } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/http";
import { CALENDAR_FEED_MESSAGES, type CalendarFeedInput } from "@/lib/validation/calendars";
import { FeedFetchError, fetchFeedText } from "./fetch-feed";
import { replaceCalendarEvents } from "./store-events";

/**
 * The magician's ICS feeds (Settings → Calendars). A feed is kept only once it has been read: adding
 * one fetches it first (no transaction open meanwhile), then stores the feed and its busy events in
 * one transaction. Removing one removes its busy events with it.
 */

export interface CalendarFeedDto {
  id: number;
  name: string;
  /** masked: a calendar's link is usually its only secret */
  url: string;
  lastSyncAt: string | null;
  lastError: string | null;
  events: number;
}

/** Large syncs may write thousands of rows; the transaction gets longer than Prisma's 5 seconds. */
export const FEED_WRITE_TIMEOUT_MS = 60_000;

export async function listCalendarFeeds(): Promise<CalendarFeedDto[]> {
  const rows = await db.calendarFeed.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: maskFeedUrl(row.url),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    events: row.events,
  }));
}

/** Reads the feed once and stores it with its busy events → { id, events }; 400 on `url` when it cannot be read. */
export async function addCalendarFeed(
  actor: NonNullable<Actor>,
  input: CalendarFeedInput,
  now = new Date(),
): Promise<{ id: number; events: number }> {
  let text: string;
  try {
    text = await fetchFeedText(input.url);
  } catch (error) {
    const message = error instanceof FeedFetchError ? error.message : CALENDAR_FEED_MESSAGES.unreachable;
    throw badRequest(message, { url: message });
  }
  const found = busyOccurrences(text, busyWindow(now));
  return runTransaction(
    async (tx) => {
      const feed = await tx.calendarFeed.create({
        data: { name: input.name, url: input.url, lastSyncAt: now, lastError: null, events: 0 },
      });
      const events = await replaceCalendarEvents(tx, "ics", String(feed.id), found, now);
      await tx.calendarFeed.update({ where: { id: feed.id }, data: { events } });
      await audit(tx, actor, {
        action: "calendar.feed-add",
        entity: "calendar_feed",
        entityId: feed.id,
        after: { name: input.name, url: maskFeedUrl(input.url), events },
      });
      return { id: feed.id, events };
    },
    { timeout: FEED_WRITE_TIMEOUT_MS },
  );
}

/** Removes the feed and its busy events; 404 when there is no such feed. */
export async function removeCalendarFeed(actor: NonNullable<Actor>, id: number): Promise<void> {
  await runTransaction(async (tx) => {
    const feed = await tx.calendarFeed.findUnique({ where: { id } });
    if (!feed) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
    await tx.calendarBusyEvent.deleteMany({ where: { source: "ics", calendarKey: String(id) } });
    await tx.calendarFeed.delete({ where: { id } });
    await audit(tx, actor, {
      action: "calendar.feed-remove",
      entity: "calendar_feed",
      entityId: id,
      before: { name: feed.name, url: maskFeedUrl(feed.url), events: feed.events },
    });
  });
}
