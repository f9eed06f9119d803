import "server-only";
import type { calendar_v3 } from "@googleapis/calendar";
import { bookingIdOfEvent, describeGoogleChange, type GoogleChangeKind } from "@/lib/domain/google-calendar";
import { londonParts } from "@/lib/domain/dates";
import { audit, type Actor } from "@/lib/server/audit";
import { cancelBooking } from "@/lib/server/bookings/cancel";
import { moveBooking } from "@/lib/server/bookings/move";
import { db } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/http";
import { connectedAccount } from "./account";
import { askGoogle, calendarApi, oauthClient, statusOf } from "./client";
import { eventTimes } from "./event-times";
import { bookingEventBody, bookingTimes } from "./write-out";

/**
 * A booking's event moved or deleted in Google is never applied to the booking on its own: the sync
 * records the change on what was written (google_calendar_writes) and the dashboard shows "Changed
 * in Google Calendar" until the magician applies it (the magician's own move or cancel, with its
 * rules and e-mails) or restores the event as the booking says.
 */

export const CHANGED_IN_GOOGLE = "Changed in Google Calendar";
export const NOT_CONFIRMED = "Only a confirmed booking's event can be restored.";
export const NO_CHANGE = "This booking has no change from Google Calendar waiting.";

/** Compares a booking event the sync read with what the site wrote, and records or clears the difference. */
export async function noteBookingEvent(calendarId: string, event: calendar_v3.Schema$Event): Promise<void> {
  if (!event.id || bookingIdOfEvent(event.id) === null) return;
  const written = await db.googleCalendarWrite.findUnique({ where: { eventId: event.id } });
  if (!written || written.calendarId !== calendarId) return;
  const times = event.status === "cancelled" ? null : eventTimes(event);
  let change: { kind: GoogleChangeKind; startsAt: Date | null; endsAt: Date | null } | null;
  if (!times) change = { kind: "deleted", startsAt: null, endsAt: null };
  else if (
    times.startsAt.getTime() === written.startsAt.getTime() &&
    times.endsAt.getTime() === written.endsAt.getTime()
  )
    change = null;
  else change = { kind: "moved", startsAt: times.startsAt, endsAt: times.endsAt };
  const same =
    (change?.kind ?? null) === written.changeKind &&
    (change?.startsAt?.getTime() ?? null) === (written.changeStartsAt?.getTime() ?? null);
  if (same) return;
  await db.googleCalendarWrite.update({
    where: { bookingId: written.bookingId },
    data: {
      changeKind: change?.kind ?? null,
      changeStartsAt: change?.startsAt ?? null,
      changeEndsAt: change?.endsAt ?? null,
      changeSeenAt: change ? new Date() : null,
      ...(event.etag ? { etag: event.etag } : {}),
    },
  });
}

export interface GoogleChange {
  bookingId: number;
  kind: GoogleChangeKind;
  startsAt: string | null;
  endsAt: string | null;
  /** "Moved to Sat 12 Dec 20:00–21:00" or "Deleted" */
  description: string;
  seenAt: string | null;
}

/** Every booking whose event was changed in Google and waits for the magician. */
export async function listGoogleChanges(): Promise<GoogleChange[]> {
  const rows = await db.googleCalendarWrite.findMany({
    where: { changeKind: { not: null } },
    orderBy: { bookingId: "asc" },
  });
  return rows.map((row) => {
    const kind = row.changeKind as GoogleChangeKind;
    return {
      bookingId: row.bookingId,
      kind,
      startsAt: row.changeStartsAt?.toISOString() ?? null,
      endsAt: row.changeEndsAt?.toISOString() ?? null,
      description: describeGoogleChange(kind, row.changeStartsAt, row.changeEndsAt),
      seenAt: row.changeSeenAt?.toISOString() ?? null,
    };
  });
}

async function pendingChange(bookingId: number) {
  const row = await db.googleCalendarWrite.findUnique({ where: { bookingId } });
  if (!row?.changeKind) throw notFound(NO_CHANGE);
  return row;
}

/**
 * Applies the change to the booking through the magician's own verb: a deleted event cancels the
 * booking (with the refund the magician chose, none by default), a moved one moves it to the new
 * London date and start. The verb's refusals (notice, capacity, a clash) answer as they always do,
 * and the change stays waiting.
 */
export async function applyGoogleChange(
  actor: NonNullable<Actor>,
  bookingId: number,
  refundPence?: number,
): Promise<void> {
  const row = await pendingChange(bookingId);
  if (row.changeKind === "deleted") {
    await cancelBooking({ by: "magician", actor, bookingId, refundPence });
    // The event is already gone in Google: nothing left to write or delete.
    await db.googleCalendarWrite.delete({ where: { bookingId } });
    return;
  }
  if (!row.changeStartsAt || !row.changeEndsAt) throw conflict(NO_CHANGE);
  const start = londonParts(row.changeStartsAt);
  const startTime = `${String(start.hour).padStart(2, "0")}:${String(start.minute).padStart(2, "0")}`;
  await moveBooking({ by: "magician", actor, bookingId }, { eventDate: start.date, startTime });
  await db.googleCalendarWrite.update({
    where: { bookingId },
    data: {
      startsAt: row.changeStartsAt,
      endsAt: row.changeEndsAt,
      changeKind: null,
      changeStartsAt: null,
      changeEndsAt: null,
      changeSeenAt: null,
    },
  });
}

/** Writes the booking's event back in Google as the booking says (undeleting it when it was deleted). */
export async function restoreGoogleChange(actor: Actor, bookingId: number): Promise<void> {
  const row = await pendingChange(bookingId);
  const account = await connectedAccount();
  if (!account) throw conflict("Google Calendar is not connected.");
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw notFound("Booking not found.");
  // A booking no longer confirmed has no event to restore: the write-out deletes it.
  if (booking.status !== "confirmed") throw conflict(NOT_CONFIRMED);
  const api = calendarApi(oauthClient(account.refreshToken));
  const requestBody = { ...bookingEventBody(booking), status: "confirmed" };
  const etag = await askGoogle("restore", async () => {
    try {
      return (await api.events.update({ calendarId: row.calendarId, eventId: row.eventId, requestBody })).data.etag;
    } catch (error) {
      if (statusOf(error) !== 404 && statusOf(error) !== 410) throw error;
      const insert = { calendarId: row.calendarId, requestBody: { ...requestBody, id: row.eventId } };
      return (await api.events.insert(insert)).data.etag;
    }
  });
  const { startsAt, endsAt } = bookingTimes(booking);
  await db.googleCalendarWrite.update({
    where: { bookingId },
    data: {
      startsAt,
      endsAt,
      etag: etag ?? null,
      writtenAt: new Date(),
      changeKind: null,
      changeStartsAt: null,
      changeEndsAt: null,
      changeSeenAt: null,
    },
  });
  await audit(db, actor, {
    action: "google-calendar.restore",
    entity: "booking",
    entityId: bookingId,
    before: { change: row.changeKind },
  });
}
