import "server-only";
import { siteOrigin, signedBookingToken, verifyBookingToken } from "./signed";

/**
 * The customer's link to their booking: `/booking/{token}`, signed under its own purpose (signed.ts).
 * Bumping the booking's manageLinkVersion revokes it.
 */
const PURPOSE = "manage-booking";

export function manageToken(bookingId: number, version: number): string {
  return signedBookingToken(PURPOSE, bookingId, version);
}

/** The booking and version a genuine booking-page token names, else null. */
export function parseManageToken(token: string): { bookingId: number; version: number } | null {
  return verifyBookingToken(PURPOSE, token);
}

/** The booking page's path (relative: the caller adds its origin where it needs one). */
export function managePath(bookingId: number, version: number): string {
  return `/booking/${manageToken(bookingId, version)}`;
}

/** The absolute link for e-mails: SITE_URL (else NEXTAUTH_URL) plus the path. */
export function manageUrl(bookingId: number, version: number): string {
  return `${siteOrigin()}${managePath(bookingId, version)}`;
}

/**
 * The version every booking's link is first issued with (the column's default): the link the
 * checkout that created the booking, and the quote it was made from, were there for.
 */
export const FIRST_MANAGE_LINK_VERSION = 1;

/**
 * The booking page's path for a caller who proves only that they started the booking (its
 * checkout's client secret, its quote's link): the booking's first link, while it still is the
 * booking's link; null once the magician has replaced it. A replaced link is a leaked one, so only
 * its new holder (the customer, by e-mail) is given the new one.
 */
export function firstManagePath(booking: { id: number; manageLinkVersion: number }): string | null {
  return booking.manageLinkVersion === FIRST_MANAGE_LINK_VERSION
    ? managePath(booking.id, booking.manageLinkVersion)
    : null;
}

/** firstManagePath as an absolute link. */
export function firstManageUrl(booking: { id: number; manageLinkVersion: number }): string | null {
  const path = firstManagePath(booking);
  return path ? `${siteOrigin()}${path}` : null;
}
