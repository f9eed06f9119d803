import "server-only";
import type { calendar_v3 } from "@googleapis/calendar";
import { bookingIdOfEvent } from "@/lib/domain/google-calendar";
import { addDays, londonDateTime, londonToday } from "@/lib/domain/dates";
import { postcodeFromAddress } from "@/lib/domain/travel";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { ACCOUNT_ID, connectedAccount } from "./account";
import { calendarApi, oauthClient, statusOf } from "./client";
import { readCalendarIds } from "./channels";
import { noteBookingEvent } from "./changes";
import { eventTimes } from "./event-times";

/**
 * Reading the magician's Google calendars into calendar_busy_events (source "google"). Each calendar
 * is read incrementally with the sync token Google gave last time; without one (first read, or after
 * Google answered 410 Gone for an expired token) it is read in full from yesterday on and its rows
 * replaced. Google expands recurring events (singleEvents), so every row is one occurrence keyed by
 * the instance's id (which carries its original start). Free ("transparent") and cancelled events
 * block nothing. The site's own booking events are not busy time: they are compared with what the
 * site wrote, and a difference waits for the magician as a change (./changes.ts).
 */

const PAGE_SIZE = 250;
/** Events further ahead than this are not kept: nothing can be booked there. */
const KEEP_DAYS = 3 * 366;

type GoogleEvent = calendar_v3.Schema$Event;

interface CalendarRead {
  events: GoogleEvent[];
  nextSyncToken: string | null;
  full: boolean;
}

async function listAll(
  api: calendar_v3.Calendar,
  calendarId: string,
  syncToken: string | null,
  now: Date,
): Promise<CalendarRead> {
  const events: GoogleEvent[] = [];
  let pageToken: string | undefined;
  for (;;) {
    const answer = await api.events.list({
      calendarId,
      singleEvents: true,
      showDeleted: true,
      maxResults: PAGE_SIZE,
      ...(syncToken ? { syncToken } : { timeMin: londonDateTime(addDays(londonToday(now), -1)).toISOString() }),
      ...(pageToken ? { pageToken } : {}),
    });
    events.push(...(answer.data.items ?? []));
    pageToken = answer.data.nextPageToken ?? undefined;
    if (!pageToken) return { events, nextSyncToken: answer.data.nextSyncToken ?? null, full: !syncToken };
  }
}

/** One calendar's changes since its sync token; a full read when it has none or Google says it expired (410). */
async function readCalendar(api: calendar_v3.Calendar, calendarId: string, now: Date): Promise<CalendarRead> {
  const row = await db.googleCalendarChannel.findUnique({ where: { calendarId }, select: { syncToken: true } });
  const token = row?.syncToken ?? null;
  if (!token) return listAll(api, calendarId, null, now);
  try {
    return await listAll(api, calendarId, token, now);
  } catch (error) {
    if (statusOf(error) !== 410) throw error;
    log("info", "google_calendar_full_resync", { calendarId });
    await db.googleCalendarChannel.update({ where: { calendarId }, data: { syncToken: null } });
    return listAll(api, calendarId, null, now);
  }
}

interface BusyRow {
  occurrenceKey: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string | null;
  postcode: string | null;
}

/** The busy row an event makes, or null when it blocks nothing (cancelled, free, past, too far, unreadable). */
export function busyRowOf(event: GoogleEvent, now: Date): BusyRow | null {
  if (!event.id || event.status === "cancelled" || event.transparency === "transparent") return null;
  const times = eventTimes(event);
  if (!times || times.endsAt <= now) return null;
  if (times.startsAt.getTime() > now.getTime() + KEEP_DAYS * 86_400_000) return null;
  const location = event.location?.trim() || null;
  return {
    occurrenceKey: event.id,
    title: event.summary?.trim() || "Busy",
    ...times,
    location,
    postcode: postcodeFromAddress(location),
  };
}

async function storeCalendar(calendarId: string, busy: boolean, read: CalendarRead, now: Date): Promise<void> {
  const keep: BusyRow[] = [];
  const drop: string[] = [];
  for (const event of read.events) {
    if (!event.id) continue;
    if (bookingIdOfEvent(event.id) !== null) {
      await noteBookingEvent(calendarId, event);
      continue;
    }
    const row = busy ? busyRowOf(event, now) : null;
    if (row) keep.push(row);
    else drop.push(event.id);
  }
  await db.$transaction(async (tx) => {
    if (read.full || !busy)
      await tx.calendarBusyEvent.deleteMany({
        where: {
          source: "google",
          calendarKey: calendarId,
          occurrenceKey: { notIn: keep.map((r) => r.occurrenceKey) },
        },
      });
    else if (drop.length > 0)
      await tx.calendarBusyEvent.deleteMany({
        where: { source: "google", calendarKey: calendarId, occurrenceKey: { in: drop } },
      });
    for (const row of keep) {
      const data = { ...row, syncedAt: now };
      await tx.calendarBusyEvent.upsert({
        where: {
          source_calendarKey_occurrenceKey: {
            source: "google",
            calendarKey: calendarId,
            occurrenceKey: row.occurrenceKey,
          },
        },
        create: { source: "google", calendarKey: calendarId, ...data },
        update: data,
      });
    }
    await tx.googleCalendarChannel.upsert({
      where: { calendarId },
      create: { calendarId, syncToken: read.nextSyncToken },
      update: { syncToken: read.nextSyncToken },
    });
  });
}

/**
 * Reads every chosen Google calendar (nothing when none is connected) and answers how many Google
 * busy events are kept. Rows of calendars no longer read are removed. A calendar that fails is
 * logged and recorded on the account; the others are still read.
 */
export async function syncGoogleCalendars(now = new Date()): Promise<number> {
  const account = await connectedAccount();
  if (!account) return 0;
  const api = calendarApi(oauthClient(account.refreshToken));
  const read = readCalendarIds(account.calendars);
  await db.calendarBusyEvent.deleteMany({ where: { source: "google", calendarKey: { notIn: read } } });
  const errors: string[] = [];
  for (const calendarId of read) {
    const busy = account.calendars.some((c) => c.id === calendarId && c.busy);
    try {
      await storeCalendar(calendarId, busy, await readCalendar(api, calendarId, now), now);
    } catch (error) {
      log("warn", "google_calendar_sync_failed", { calendarId, ...errorFields(error) });
      errors.push(`${calendarId}: ${statusOf(error) ?? (error instanceof Error ? error.message : String(error))}`);
    }
  }
  await db.calendarBusyEvent.deleteMany({ where: { source: "google", endsAt: { lte: now } } });
  await db.googleCalendarAccount.updateMany({
    where: { id: ACCOUNT_ID },
    data: {
      lastSyncAt: now,
      syncRequestedAt: null,
      lastError: errors.length > 0 ? errors.join("; ").slice(0, 1000) : null,
    },
  });
  return db.calendarBusyEvent.count({ where: { source: "google" } });
}

/**
 * The scheduled run: syncs when a push notification asked for it, or when the last sync is older than
 * `everyMinutes`. Answers the count, or null when nothing was due.
 */
export async function syncGoogleCalendarsIfDue(now = new Date(), everyMinutes = 10): Promise<number | null> {
  const account = await connectedAccount();
  if (!account) return null;
  const stale = !account.lastSyncAt || now.getTime() - account.lastSyncAt.getTime() >= everyMinutes * 60_000;
  if (!account.syncRequestedAt && !stale) return null;
  return syncGoogleCalendars(now);
}
