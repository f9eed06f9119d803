import "server-only";
import { signedBookingToken, siteOrigin, verifyBookingToken } from "./signed";

/**
 * The customer's review link: `/review/{token}`. Signed like the booking page's link (same secret,
 * booking id and link version) but under its own purpose, so a booking-page token is not a review
 * token and the other way round. Bumping the booking's manageLinkVersion revokes both. The link
 * works once: the review it creates (one per booking) is the record of its use.
 */
const PURPOSE = "review-booking";

export function reviewToken(bookingId: number, version: number): string {
  return signedBookingToken(PURPOSE, bookingId, version);
}

export function parseReviewToken(token: string): { bookingId: number; version: number } | null {
  return verifyBookingToken(PURPOSE, token);
}

export function reviewPath(bookingId: number, version: number): string {
  return `/review/${reviewToken(bookingId, version)}`;
}

/** The absolute link for the request e-mail and the magician's "Copy review link". */
export function reviewUrl(bookingId: number, version: number): string {
  return `${siteOrigin()}${reviewPath(bookingId, version)}`;
}
