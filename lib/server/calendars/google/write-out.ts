import "server-only";
import type { calendar_v3 } from "@googleapis/calendar";
import { bookingEventId } from "@/lib/domain/google-calendar";
import { londonDateTime, londonToday } from "@/lib/domain/dates";
import { feedEvent, type FeedBooking } from "@/lib/server/calendar-feed/feed";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { connectedAccount } from "./account";
import { calendarApi, oauthClient, statusOf } from "./client";

/**
 * Writing the site's bookings into the calendar the magician chose: every confirmed booking from
 * today on has one event there, its id derived from the booking (bookingEventId), so a retry or a
 * second runner finds Google's 409 and updates the event instead of adding another. What was written
 * is recorded (google_calendar_writes): a move patches the event, a cancellation deletes it. Run by
 * a queued job, never inside a transaction; a failed booking is retried on the next run. A booking
 * whose event was changed in Google is left alone until the magician decides (./changes.ts).
 */

const WRITTEN_STATUSES = ["confirmed"];

export type WritableBooking = FeedBooking & { endTime?: string };

/** The booking's start and end instants (London wall clock). */
export function bookingTimes(booking: Pick<FeedBooking, "eventDate" | "startTime" | "duration">): {
  startsAt: Date;
  endsAt: Date;
} {
  const startsAt = londonDateTime(booking.eventDate, booking.startTime);
  const minutes = Number(booking.duration) || 60;
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

/** The event as Google keeps it: the same title, description and place as the calendar feed. */
export function bookingEventBody(booking: WritableBooking): calendar_v3.Schema$Event {
  const event = feedEvent(booking);
  const { startsAt, endsAt } = bookingTimes(booking);
  return {
    summary: event.summary,
    description: event.description,
    location: event.location || undefined,
    start: { dateTime: startsAt.toISOString(), timeZone: "Europe/London" },
    end: { dateTime: endsAt.toISOString(), timeZone: "Europe/London" },
    transparency: "opaque",
    extendedProperties: { private: { summonBookingId: String(booking.id) } },
  };
}

type Api = calendar_v3.Calendar;

/** Inserts the event; when Google already has that id (a retry, or an event deleted there), updates it back to confirmed. */
async function putEvent(api: Api, calendarId: string, eventId: string, body: calendar_v3.Schema$Event) {
  try {
    return (await api.events.insert({ calendarId, requestBody: { ...body, id: eventId } })).data;
  } catch (error) {
    if (statusOf(error) !== 409) throw error;
    return (await api.events.update({ calendarId, eventId, requestBody: { ...body, status: "confirmed" } })).data;
  }
}

async function deleteEvent(api: Api, calendarId: string, eventId: string): Promise<void> {
  try {
    await api.events.delete({ calendarId, eventId, sendUpdates: "none" });
  } catch (error) {
    // Already gone (deleted by hand, or by an earlier run that crashed before forgetting it).
    if (statusOf(error) !== 404 && statusOf(error) !== 410) throw error;
  }
}

export interface WriteOutcome {
  written: number;
  updated: number;
  deleted: number;
  failed: number;
}

/** Brings the chosen calendar into step with the bookings; nothing when no calendar is connected or chosen. */
export async function writeBookingsToGoogle(now = new Date()): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { written: 0, updated: 0, deleted: 0, failed: 0 };
  const account = await connectedAccount();
  const target = account?.calendars.find((c) => c.writeTo)?.id;
  if (!account || !target) return outcome;
  const api = calendarApi(oauthClient(account.refreshToken));
  const today = londonToday(now);
  const bookings = await db.booking.findMany({
    where: { status: { in: WRITTEN_STATUSES }, eventDate: { gte: today } },
    orderBy: { id: "asc" },
  });
  const writes = new Map((await db.googleCalendarWrite.findMany()).map((row) => [row.bookingId, row]));

  for (const booking of bookings) {
    const row = writes.get(booking.id);
    writes.delete(booking.id);
    if (row?.changeKind) continue;
    const { startsAt, endsAt } = bookingTimes(booking);
    if (
      row &&
      row.calendarId === target &&
      row.startsAt.getTime() === startsAt.getTime() &&
      row.endsAt.getTime() === endsAt.getTime()
    )
      continue;
    try {
      const eventId = bookingEventId(booking.id);
      const body = bookingEventBody(booking);
      let etag: string | null | undefined;
      if (row && row.calendarId === target) {
        etag = (
          await api.events.patch({ calendarId: target, eventId, requestBody: { start: body.start, end: body.end } })
        ).data.etag;
        outcome.updated += 1;
      } else {
        if (row) await deleteEvent(api, row.calendarId, row.eventId);
        etag = (await putEvent(api, target, eventId, body)).etag;
        outcome.written += 1;
      }
      const data = { calendarId: target, eventId, startsAt, endsAt, etag: etag ?? null, writtenAt: new Date() };
      await db.googleCalendarWrite.upsert({
        where: { bookingId: booking.id },
        create: { bookingId: booking.id, ...data },
        update: data,
      });
    } catch (error) {
      outcome.failed += 1;
      log("warn", "google_calendar_write_failed", { bookingId: booking.id, ...errorFields(error) });
    }
  }

  // What is left was written for a booking no longer confirmed (cancelled, refunded, removed) or past.
  const left = [...writes.values()];
  const stillThere = new Map(
    (
      await db.booking.findMany({
        where: { id: { in: left.map((row) => row.bookingId) } },
        select: { id: true, status: true, eventDate: true },
      })
    ).map((b) => [b.id, b]),
  );
  for (const row of left) {
    const booking = stillThere.get(row.bookingId);
    const past = booking && booking.eventDate < today && ["confirmed", "completed"].includes(booking.status);
    try {
      if (!past) {
        await deleteEvent(api, row.calendarId, row.eventId);
        outcome.deleted += 1;
      }
      await db.googleCalendarWrite.delete({ where: { bookingId: row.bookingId } });
    } catch (error) {
      outcome.failed += 1;
      log("warn", "google_calendar_delete_failed", { bookingId: row.bookingId, ...errorFields(error) });
    }
  }
  return outcome;
}
