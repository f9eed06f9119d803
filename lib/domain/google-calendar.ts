/**
 * Google Calendar rules with no I/O: the event id the site gives a booking's event, and what a
 * change seen in Google looks like to the magician.
 *
 * Google accepts a client-chosen event id of 5 to 1024 characters from base32hex (a–v and 0–9), and
 * refuses a second insert with the same id (409). Deriving the id from the booking makes a retried
 * write find the first one instead of adding another. "summonamagician" is itself base32hex.
 */
export const BOOKING_EVENT_PREFIX = "summonamagician";

export function bookingEventId(bookingId: number): string {
  return `${BOOKING_EVENT_PREFIX}${bookingId.toString().padStart(6, "0")}`;
}

/** The booking a Google event id was derived from, or null for an event not written by the site. */
export function bookingIdOfEvent(eventId: string): number | null {
  const match = /^summonamagician(\d{6,9})$/.exec(eventId);
  return match ? Number(match[1]) : null;
}

/** Whether a string is a valid Google event id (base32hex, 5–1024 long). */
export function isGoogleEventId(id: string): boolean {
  return /^[a-v0-9]{5,1024}$/.test(id);
}

export type GoogleChangeKind = "moved" | "deleted";

const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" });

/** "Moved to Sat 12 Dec 20:00–21:00" or "Deleted": the change as the dashboard states it (London time). */
export function describeGoogleChange(kind: GoogleChangeKind, startsAt?: Date | null, endsAt?: Date | null): string {
  if (kind === "deleted" || !startsAt || !endsAt) return "Deleted";
  return `Moved to ${DAY.format(startsAt).replace(",", "")} ${TIME.format(startsAt)}–${TIME.format(endsAt)}`;
}

/** Whether the calendar choice names at most one calendar to write to. */
export function writeToCount(calendars: readonly { writeTo: boolean }[]): number {
  return calendars.filter((c) => c.writeTo).length;
}
