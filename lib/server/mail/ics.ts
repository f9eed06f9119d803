import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { londonDateTime } from "@/lib/domain";

/**
 * iCalendar files (RFC 5545), written by ical-generator: the one-event file of the booking e-mails
 * and the booking page, and the magician's calendar feed (lib/server/calendar-feed). Times are the
 * London wall clock converted to UTC instants (`DTSTART:…Z`), so no VTIMEZONE is needed and every
 * calendar shows them right on both sides of the clock change. ical-generator escapes TEXT values
 * (backslash, `;`, `,`, line breaks) and folds lines longer than 75 octets.
 */

export const ICS_PRODUCT_ID = { company: "Summon a Magician", product: "Bookings", language: "EN" } as const;

/** The event's UID, shared by every .ics we send and the feed, so calendars keep one event per booking. */
export function bookingUid(bookingId: number): string {
  return `booking-${bookingId}@summonamagician.co.uk`;
}

export interface CalendarEvent {
  uid: string;
  /** yyyy-MM-dd, Europe/London */
  eventDate: string;
  /** HH:mm, Europe/London */
  startTime: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** RFC 5545 SEQUENCE: a higher one tells calendars this replaces the event with the same UID */
  sequence?: number;
  /** CONFIRMED unless said otherwise */
  status?: "confirmed" | "tentative" | "cancelled";
  /** LAST-MODIFIED, when known */
  lastModified?: Date;
  /** DTSTAMP (default: now) */
  now?: Date;
}

/** The event's start and end instants: the London wall clock of its date and time, and its length. */
export function eventInstants(
  eventDate: string,
  startTime: string,
  durationMinutes: number,
): { start: Date; end: Date } {
  const start = londonDateTime(eventDate, startTime);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}

export interface CalendarOptions {
  /** DTSTAMP of every event (default: now) */
  now?: Date;
  /** NAME / X-WR-CALNAME: how a subscribed calendar is called */
  name?: string;
  /** REFRESH-INTERVAL / X-PUBLISHED-TTL in seconds: how often a subscribed calendar should fetch again */
  refreshSeconds?: number;
}

const ICS_STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/** A VCALENDAR (METHOD:PUBLISH, Gregorian) with one VEVENT per event; every line ends with CRLF. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions = {}): string {
  const calendar = ical({
    prodId: ICS_PRODUCT_ID,
    scale: "gregorian",
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  for (const event of events) {
    const { start, end } = eventInstants(event.eventDate, event.startTime, event.durationMinutes);
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      stamp: event.now ?? options.now ?? new Date(),
      start,
      end,
      summary: event.summary,
      description: event.description,
      location: event.location || null,
      status: ICS_STATUS[event.status ?? "confirmed"],
      ...(event.lastModified ? { lastModified: event.lastModified } : {}),
    });
  }
  // ical-generator ends the file without a line break; RFC 5545 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** A one-event iCalendar file; times are the London wall clock converted to UTC. */
export function buildIcs(event: CalendarEvent): string {
  return buildCalendar([event], { now: event.now });
}
