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
