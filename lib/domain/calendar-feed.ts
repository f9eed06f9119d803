import { countedBookingWhere, isListed, isWithdrawn } from "./booking-status";
import { addDays, type IsoDate } from "./dates";

/**
 * Which bookings the magician's calendar feed (lib/server/calendar-feed) carries: every booking
 * that is a booking (listed: not an unpaid checkout or an expired one) and not withdrawn (not
 * cancelled or refunded, by status or payment status), i.e. pending, confirmed and completed
 * ones, from FEED_PAST_DAYS days before today (Europe/London) on, with no end. A booking that is
 * cancelled or moved out of the window drops out of the feed, and calendars remove its event.
 */

/** How far back the feed reaches: enough to look up last season's venues, short enough to stay small. */
export const FEED_PAST_DAYS = 90;

/** The first event date the feed carries, for a given London "today". */
export function feedWindowStart(today: IsoDate): IsoDate {
  return addDays(today, -FEED_PAST_DAYS);
}

export interface FeedCandidate {
  eventDate: IsoDate;
  status?: string | null;
  paymentStatus?: string | null;
}

/** Whether a booking belongs in the feed on `today` (London). */
export function isInCalendarFeed(booking: FeedCandidate, today: IsoDate): boolean {
  return isListed(booking.status) && !isWithdrawn(booking) && booking.eventDate >= feedWindowStart(today);
}

/** The same rule as a Prisma where object (listed and active: pending, confirmed, completed; payment not cancelled). */
export function calendarFeedWhere(today: IsoDate) {
  return { ...countedBookingWhere(), eventDate: { gte: feedWindowStart(today) } };
}

/** The feed's STATUS of an event: a pending booking is tentative, the others confirmed. */
export function feedEventStatus(status: string | null | undefined): "tentative" | "confirmed" {
  return status === "pending" ? "tentative" : "confirmed";
}
