import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import { secureCookiesEnabled } from "./cookies";

/*
 * The `state` of an OAuth 2.0 web flow that the magician starts here (Google Calendar, the accounting
 * system): "<fields>.<nonce>.<expiry>.<mac>", signed with the server secret under a purpose of its own,
 * the nonce also kept in an httpOnly cookie of the browser that started it, valid 10 minutes. So a
 * consent started elsewhere, replayed later or for another user is refused at the callback.
 */

const STATE_TTL_MS = 10 * 60_000;

function stateMac(purpose: string, body: string): string {
  const secret = env().NEXTAUTH_SECRET ?? `summon-a-magician-development-${purpose}`;
  return createHmac("sha256", secret).update(`${purpose}:${body}`).digest("base64url");
}

/** A signed state naming `fields` (none may contain a dot), and the nonce to keep in the state cookie. */
export function newOAuthState(purpose: string, fields: readonly string[], now = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  const body = [...fields, nonce, String(now + STATE_TTL_MS)].join(".");
  return { state: `${body}.${stateMac(purpose, body)}`, nonce };
}

/** The fields of a state that came back unaltered, in time, with this browser's nonce; else null. */
export function readOAuthState(
  purpose: string,
  state: string,
  fieldCount: number,
  cookieNonce: string | undefined,
  now = Date.now(),
): string[] | null {
  const parts = state.split(".");
  if (parts.length !== fieldCount + 3 || !cookieNonce) return null;
  const mac = parts.pop()!;
  if (!constantTimeEqual(stateMac(purpose, parts.join(".")), mac)) return null;
  const [nonce, expires] = parts.slice(fieldCount) as [string, string];
  if (!constantTimeEqual(nonce, cookieNonce) || !(Number(expires) > now)) return null;
  return parts.slice(0, fieldCount);
}

/** The Set-Cookie value that keeps a state's nonce for the callback under `path`. */
export function oauthStateCookie(name: string, nonce: string, path: string): string {
  return [
    `${name}=${nonce}`,
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${STATE_TTL_MS / 1000}`,
    ...(secureCookiesEnabled() ? ["Secure"] : []),
  ].join("; ");
}

/** The Set-Cookie value that forgets the nonce once the callback has read it. */
export function clearOAuthStateCookie(name: string, path: string): string {
  return `${name}=; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=0`;
}
