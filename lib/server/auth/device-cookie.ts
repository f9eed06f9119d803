import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import { parseCookieHeader, secureCookiesEnabled } from "./cookies";
import { API_PREFIX } from "@/lib/api-client/routes";

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser
 * that has signed in as a username gets a cookie naming that username, signed with an HMAC under
 * the server's secret, so its later attempts are counted for that browser alone and failures by
 * strangers (at the same address, or against the same username) never lock it out
 * (lib/domain/sign-in-limits.ts). It proves nothing about the password: it only decides which
 * failure counters an attempt is judged by.
 *
 * Value: `v1.<username, base64url>.<nonce>.<mac>`. The random nonce names the device, so one
 * device's failures do not hold back the owner's other browsers; a new one is issued on each
 * successful sign-in.
 */

const PURPOSE = "sign-in-device";
const VERSION = "v1";
// Only development and tests run without NEXTAUTH_SECRET (production refuses to start without it).
const DEV_SECRET = "summon-a-magician-development-device-secret";
/** A year: the point is to recognise the owner's usual browsers. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only to the sign-in endpoints, which are the only readers. */
export const DEVICE_COOKIE_PATH = `${API_PREFIX}auth`;

export interface DeviceCookie {
  username: string;
  /** names this device (base64url, 128 bits) */
  nonce: string;
}

function secret(): string {
  return env().NEXTAUTH_SECRET || DEV_SECRET;
}

/** Usernames are compared ignoring case and surrounding spaces, like the sign-in itself. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

function mac(username: string, nonce: string): string {
  // The purpose in the message keeps these MACs apart from anything else signed with the secret.
  return createHmac("sha256", secret())
    .update(`${PURPOSE}:${VERSION}:${nonce}:${username}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** The cookie's name: `__Secure-` prefixed (and Secure) whenever the site is served over https. */
export function deviceCookieName(): string {
  return secureCookiesEnabled() ? "__Secure-summon.device" : "summon.device";
}

export function deviceCookieValue(username: string, nonce = randomBytes(16).toString("base64url")): string {
  const name = normaliseUsername(username);
  return `${VERSION}.${Buffer.from(name).toString("base64url")}.${nonce}.${mac(name, nonce)}`;
}

/** The device a genuine cookie value names, else null (constant-time MAC check, no database access). */
export function parseDeviceCookie(value: string | undefined | null): DeviceCookie | null {
  const match = /^v1\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value ?? "");
  if (!match) return null;
  // The regex has matched, so every group is there; the defaults only satisfy the type checker.
  const [, encodedName = "", nonce = "", given = ""] = match;
  const username = Buffer.from(encodedName, "base64url").toString("utf8");
  return constantTimeEqual(mac(username, nonce), given) ? { username, nonce } : null;
}

/** The request's valid device cookie for `username`, else null (absent, forged, or another user's). */
export function deviceCookieFor(headers: Headers, username: string): DeviceCookie | null {
  const device = parseDeviceCookie(parseCookieHeader(headers.get("cookie")).get(deviceCookieName()));
  return device && device.username === normaliseUsername(username) ? device : null;
}

/** The Set-Cookie line for a fresh device cookie: httpOnly, SameSite=Lax, Secure over https. */
export function deviceSetCookie(username: string): string {
  const parts = [
    `${deviceCookieName()}=${deviceCookieValue(username)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secureCookiesEnabled()) parts.push("Secure");
  return parts.join("; ");
}
