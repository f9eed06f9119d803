import "server-only";
import { feedEventStatus } from "@/lib/domain/calendar-feed";
import { eventLabel } from "@/lib/server/mail/format";
import { bookingUid, buildCalendar, type CalendarEvent } from "@/lib/server/mail/ics";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import { venueLine } from "@/lib/domain/venue";

/**
 * The calendar feed's content, from bookings already chosen (lib/domain/calendar-feed): one
 * VEVENT per booking, with the same UID and SEQUENCE as the .ics of the booking e-mails, so a
 * calendar that has both keeps one event. Pure: no database, no clock unless `now` is omitted.
 */

export const FEED_NAME = "Summon a Magician bookings";
/** Asked of calendars that honour REFRESH-INTERVAL (Apple Calendar); Google Calendar fetches on its own schedule. */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface FeedBooking {
  id: number;
  clientName: string;
  clientPhone: string;
  eventType: string;
  eventDate: string;
  startTime: string;
  /** minutes, as text (as the bookings table stores it) */
  duration: string;
  guestCount: number;
  eventLocation: string;
  eventAddress: string | null;
  selectedServices: unknown;
  source: string;
  status: string;
  icsSequence: number;
  updatedAt?: Date;
}

export function feedLocation(b: Pick<FeedBooking, "eventLocation" | "eventAddress">): string {
  return venueLine(b.eventLocation, b.eventAddress);
}

/** The booking as the magician's calendar shows it. */
export function feedEvent(b: FeedBooking): CalendarEvent {
  const status = feedEventStatus(b.status);
  const services = parseSelectedServices(b.selectedServices).map((s) => s.title);
  const description = [
    `Booking #${b.id}${status === "tentative" ? " (pending)" : ""}`,
    `Client: ${b.clientName}`,
    `Phone: ${b.clientPhone}`,
    `Address: ${feedLocation(b) || "—"}`,
    ...(b.source === "bar-service" ? [] : [`Guests: ${b.guestCount}`]),
    ...(services.length > 0 ? ["Services:", ...services.map((title) => `- ${title}`)] : []),
  ].join("\n");
  return {
    uid: bookingUid(b.id),
    eventDate: b.eventDate,
    startTime: b.startTime,
    durationMinutes: Number(b.duration) || 60,
    summary: `${eventLabel(b.eventType)}: ${b.clientName}${status === "tentative" ? " (pending)" : ""}`,
    description,
    location: feedLocation(b),
    sequence: b.icsSequence,
    status,
    ...(b.updatedAt ? { lastModified: b.updatedAt } : {}),
  };
}

/** The whole feed: a named VCALENDAR with one VEVENT per booking. */
export function buildCalendarFeed(bookings: readonly FeedBooking[], now: Date = new Date()): string {
  return buildCalendar(bookings.map(feedEvent), { now, name: FEED_NAME, refreshSeconds: FEED_REFRESH_SECONDS });
}
