// Shared by next-auth (options.ts), the role gate (proxy.ts) and the session helper, so all three
// agree on the session cookie's name and the secret that signs it.
import { env } from "@/lib/server/env";

/**
 * Secure cookies (`__Secure-next-auth.session-token`, `Secure` attribute) whenever the site's
 * public address is https, i.e. in production. Plain http (local development, the e2e server
 * on 127.0.0.1) keeps the plain cookie name, because browsers drop Secure cookies there.
 * next-auth's own cookies are always httpOnly and SameSite=Lax.
 */
export function secureCookiesEnabled(): boolean {
  return (env().NEXTAUTH_URL ?? "").startsWith("https://");
}

/** Options for `getToken` from next-auth/jwt that match the cookie next-auth sets (same secret as options.ts). */
export function tokenOptions() {
  return { secret: env().NEXTAUTH_SECRET, secureCookie: secureCookiesEnabled() };
}

/** Cookies of a `Cookie` request header, by name (the first of duplicates wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * The request shape `getToken` reads: the session cookie only. Authorization headers are
 * deliberately not passed on, so a session is never taken from a bearer value.
 */
export function tokenRequest(request: Request): { cookies: Map<string, string>; headers: Headers } {
  return { cookies: parseCookieHeader(request.headers.get("cookie")), headers: new Headers() };
}
