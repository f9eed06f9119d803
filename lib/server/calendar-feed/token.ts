import "server-only";
import { signedToken, siteOrigin, verifySignedToken } from "@/lib/server/links/signed";
import { apiPath } from "@/lib/api-client/paths";

/**
 * The magician's calendar feed URL ends in `{token}.ics`, where the token is
 * `<user id>.<version>.<HMAC>` — an HMAC-SHA256 of the purpose "calendar-feed", the user id and
 * `users.calendarFeedVersion` under the link secret (LINK_SECRET, else NEXTAUTH_SECRET; the signer
 * of lib/server/links/signed.ts), cut to 128 bits. Nothing secret is stored: the dashboard can show
 * the URL again at any time, a leaked database yields no working URL, and bumping the version
 * ("Make a new link") revokes the old one. The purpose is inside the MAC, so a booking-page or
 * review token is never a feed token and the other way round.
 */

const PURPOSE = "calendar-feed";
const SUFFIX = ".ics";

export function calendarFeedToken(userId: number, version: number): string {
  return signedToken(PURPOSE, userId, version);
}

/**
 * The user and version named by the feed URL's last segment (`<token>.ics`), if its MAC is
 * genuine; null for anything else (constant-time check, no database access).
 */
export function parseCalendarFeedSegment(segment: string): { userId: number; version: number } | null {
  if (typeof segment !== "string" || !segment.endsWith(SUFFIX)) return null;
  const verified = verifySignedToken(PURPOSE, segment.slice(0, -SUFFIX.length));
  return verified ? { userId: verified.id, version: verified.version } : null;
}

/** The feed's path (ending in .ics, which some calendar apps insist on). */
export function calendarFeedPath(userId: number, version: number): string {
  return apiPath("getMagicianCalendar", { params: { token: `${calendarFeedToken(userId, version)}${SUFFIX}` } });
}

/** The absolute URL to subscribe to: SITE_URL (else NEXTAUTH_URL) plus the path. */
export function calendarFeedUrl(userId: number, version: number): string {
  return `${siteOrigin()}${calendarFeedPath(userId, version)}`;
}
