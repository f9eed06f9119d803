import "server-only";
import { encode } from "next-auth/jwt";
import { tokenOptions, secureCookiesEnabled } from "@/lib/server/auth/cookies";
import { SESSION_MAX_AGE_SECONDS } from "./options";
import { readSessionToken } from "@/lib/server/session";

/** next-auth's session cookie name (`__Secure-` prefixed over https, as next-auth does). */
export function sessionCookieName(): string {
  return `${secureCookiesEnabled() ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * The Set-Cookie line that keeps the request's own session alive under the account's new session
 * version (after the user changed their own password, which ends every other session), with
 * next-auth's attributes: httpOnly, SameSite=Lax, Path=/, Secure over https, 12 hours. Null when
 * the request carries no session.
 */
export async function renewedSessionCookie(request: Request, sessionVersion: number): Promise<string | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  const { secret } = tokenOptions();
  const value = await encode({
    token: { ...token, sv: sessionVersion },
    secret: secret!,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toUTCString();
  const parts = [`${sessionCookieName()}=${value}`, "Path=/", `Expires=${expires}`, "HttpOnly", "SameSite=Lax"];
  if (secureCookiesEnabled()) parts.push("Secure");
  return parts.join("; ");
}
