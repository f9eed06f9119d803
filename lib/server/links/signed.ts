import "server-only";
import { createHmac } from "node:crypto";
import { env, siteUrl } from "@/lib/server/env";
import { constantTimeEqual } from "@/lib/server/security/constant-time";

/**
 * Signed links: a token names a record and a version and carries an HMAC of them under a server
 * secret (LINK_SECRET, else NEXTAUTH_SECRET), 128 bits, so links can be made again for reminders
 * and the dashboard, rotated by bumping the version, and a leaked database alone yields no working
 * link.
 */

const DEV_SECRET = "summon-a-magician-development-link-secret";

function secret(): string {
  const { LINK_SECRET, NEXTAUTH_SECRET } = env();
  return LINK_SECRET ?? NEXTAUTH_SECRET ?? DEV_SECRET;
}

function mac(purpose: string, id: number, version: number): string {
  return createHmac("sha256", secret())
    .update(`${purpose}:${id}:${version}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/**
 * A signed token `<id>.<version>.<HMAC>` for one purpose: a booking's page or review form, the
 * magician's calendar feed (lib/server/calendar-feed). The purpose is inside the MAC, so a token
 * made for one purpose is refused by every other.
 */
export function signedToken(purpose: string, id: number, version: number): string {
  return `${id.toString(36)}.${version.toString(36)}.${mac(purpose, id, version)}`;
}

/** The id and version a genuine token of this purpose names, else null (constant-time check, no database access). */
export function verifySignedToken(purpose: string, token: string): { id: number; version: number } | null {
  const match = /^([0-9a-z]{1,8})\.([0-9a-z]{1,4})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  // The regex has matched, so every group is there; the defaults only satisfy the type checker.
  const [, idText = "", versionText = "", given = ""] = match;
  const id = parseInt(idText, 36);
  const version = parseInt(versionText, 36);
  if (!(id > 0) || !(version > 0)) return null;
  return constantTimeEqual(mac(purpose, id, version), given) ? { id, version } : null;
}

/**
 * A booking link's token for one purpose. The purpose is inside the MAC, so a token made for one
 * page (the booking page, the review form) is refused by every other.
 */
export function signedBookingToken(purpose: string, bookingId: number, version: number): string {
  return signedToken(purpose, bookingId, version);
}

/** The booking and version a genuine token of this purpose names, else null (constant-time check, no database access). */
export function verifyBookingToken(purpose: string, token: string): { bookingId: number; version: number } | null {
  const verified = verifySignedToken(purpose, token);
  return verified ? { bookingId: verified.id, version: verified.version } : null;
}

/** SITE_URL (else NEXTAUTH_URL, else the development server) without a trailing slash: the origin of links in e-mails. */
export function siteOrigin(): string {
  return siteUrl();
}
