/**
 * Verified reviews: only a real booking whose event is over, and that was neither cancelled nor
 * refunded, can be reviewed, once, through its one-time link. The customer is asked the day after
 * the event at 10:00 (London); a review stays pending until the magician publishes it. Pure: the
 * job, the routes and the magician's dialog decide with these.
 */
import { eventTypeLabel } from "./event-types";
import { isWithdrawn, stateOf, type BookingStatus } from "./booking-status";
import { addDays, londonParts, timeToMinutes, type IsoDate } from "./dates";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the magician may set (a review never goes back to pending). */
export const MODERATION_STATUSES = ["published", "hidden"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_DISPLAY_NAME_MAX = 60;

/** After a review this good, the thank-you offers to share it on Google too (when a link is configured). */
export const GOOGLE_SHARE_MIN_RATING = 4;

export function offersGoogleShare(rating: number, googleReviewUrl: string | null | undefined): boolean {
  return rating >= GOOGLE_SHARE_MIN_RATING && !!googleReviewUrl;
}

/** The review request goes out the day after the event, at this London time. */
export const REVIEW_REQUEST_TIME = "10:00";

/** Paid bookings that took place: confirmed ones become completed overnight (bookings-complete job). */
export const REVIEWABLE_STATUSES: readonly BookingStatus[] = ["confirmed", "completed"];

export interface ReviewableBooking {
  status?: string | null;
  paymentStatus?: string | null;
  eventDate: IsoDate;
  startTime?: string | null;
  endTime?: string | null;
}

export const REVIEW_REFUSALS = {
  withdrawn: "This booking was cancelled, so it cannot be reviewed.",
  "not-confirmed": "Only a confirmed booking can be reviewed.",
  "not-yet": "You can review your booking once the event has taken place.",
} as const;
export type ReviewRefusal = keyof typeof REVIEW_REFUSALS;

export type ReviewEligibility = { ok: true } | { ok: false; code: ReviewRefusal; message: string };

/**
 * The event is over: its day has passed (London), or it is today and its end time has passed.
 * An event whose end time is not after its start time ends after midnight, so not today.
 */
export function eventHasEnded(b: Pick<ReviewableBooking, "eventDate" | "startTime" | "endTime">, now: Date): boolean {
  const { date, minutes } = londonParts(now);
  if (b.eventDate !== date) return b.eventDate < date;
  if (!b.startTime || !b.endTime) return false;
  const end = timeToMinutes(b.endTime);
  return end > timeToMinutes(b.startTime) && end <= minutes;
}

/** Whether the booking may be reviewed now, or why not (the order matters: a cancelled future event is "cancelled"). */
export function reviewEligibility(b: ReviewableBooking, now: Date): ReviewEligibility {
  const refuse = (code: ReviewRefusal): ReviewEligibility => ({ ok: false, code, message: REVIEW_REFUSALS[code] });
  if (isWithdrawn(b)) return refuse("withdrawn");
  if (!REVIEWABLE_STATUSES.includes(stateOf(b.status))) return refuse("not-confirmed");
  if (!eventHasEnded(b, now)) return refuse("not-yet");
  return { ok: true };
}

export function canBeReviewed(b: ReviewableBooking, now: Date = new Date()): boolean {
  return reviewEligibility(b, now).ok;
}

/** The event day whose customers are asked for a review on `today`: yesterday. */
export function reviewRequestEventDate(today: IsoDate): IsoDate {
  return addDays(today, -1);
}

/** One request per booking, ever (a booking moved after it was asked is not asked again). */
export function reviewRequestKey(bookingId: number): string {
  return `review-request:${bookingId}`;
}

/** The mean of the ratings to one decimal (4.75 → 4.8), or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return roundRating(ratings.reduce((total, r) => total + r, 0) / ratings.length);
}

/** A mean rating to one decimal, as shown and as given to search engines. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10) / 10;
}

/** A published review as anyone may see it: no e-mail, no booking id. */
export interface PublicReview {
  id: number;
  rating: number;
  text: string;
  displayName: string | null;
  eventType: string;
  /** ISO instant */
  createdAt: string;
}

export interface PublicReviewSummary {
  reviews: PublicReview[];
  /** over every published review, to one decimal; null when there are none */
  averageRating: number | null;
  count: number;
}

export const ANONYMOUS_REVIEWER = "Verified client";

export function reviewAuthor(displayName: string | null | undefined): string {
  return displayName?.trim() || ANONYMOUS_REVIEWER;
}

/** "Wedding", "Birthday Party", "Bar Booking"; "other" reads as "Event". */
export function reviewEventLabel(eventType: string): string {
  if (eventType === "other") return "Event";
  return eventTypeLabel(eventType);
}
