import NextAuth from "next-auth";
import { z } from "@/lib/validation/zod";
import { decode } from "next-auth/jwt";
import { deviceSetCookie } from "@/lib/server/auth/device-cookie";
import { authOptions } from "@/lib/server/session/options";
import { TOO_MANY_SIGN_INS } from "@/lib/server/session/sign-in";
import { ERROR_STATUS } from "@/lib/server/errors";
import { errorFields, log } from "@/lib/server/log";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const nextAuthParams = z.object({ nextauth: z.array(z.string()) });
type Context = { params: Promise<z.infer<typeof nextAuthParams>> };

const nextAuth = NextAuth(authOptions) as (request: Request, context: Context) => Promise<Response>;

/** The session JWT a response sets (next-auth splits a large one into `.0`, `.1`… chunks), or null. */
function sessionTokenSet(response: Response): string | null {
  const chunks: [number, string][] = [];
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    const match = /^(?:__Secure-)?next-auth\.session-token(?:\.(\d+))?$/.exec(pair.slice(0, index).trim());
    const value = pair.slice(index + 1).trim();
    if (match && value) chunks.push([Number(match[1] ?? 0), value]);
  }
  return chunks.length
    ? chunks
        .sort(([a], [b]) => a - b)
        .map(([, value]) => value)
        .join("")
    : null;
}

/**
 * A successful credentials sign-in also sets the device cookie (lib/server/auth/device-cookie.ts)
 * for the user it signed in. authorize cannot set cookies and next-auth's events cannot change
 * the response, so it is added here: success is the session cookie in next-auth's answer, and the
 * username is read from that session token, i.e. the account actually signed in.
 */
async function withDeviceCookie(response: Response): Promise<Response> {
  const sessionToken = sessionTokenSet(response);
  if (!sessionToken) return response;
  try {
    const token = await decode({ token: sessionToken, secret: authOptions.secret! });
    if (!token?.name) return response;
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", deviceSetCookie(token.name));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } catch (error) {
    // The sign-in itself succeeded; without the cookie the browser is only counted like a new one.
    log("error", "device_cookie_failed", errorFields(error));
    return response;
  }
}

/**
 * next-auth's handler, with two changes on POST /api/auth/callback/credentials: a sign-in refused
 * because of too many failures answers 429 instead of next-auth's 401 (the body, which the login
 * page reads, is unchanged), and a successful one also sets the device cookie. Sign-out ends every
 * session of the account through next-auth's `events.signOut` (lib/server/session/options.ts).
 */
async function handler(request: Request, context: Context): Promise<Response> {
  const response = await nextAuth(request, context);
  if (request.method !== "POST") return response;
  const [action, provider] = (await context.params).nextauth ?? [];
  if (action !== "callback" || provider !== "credentials") return response;
  if (response.status !== 401) return withDeviceCookie(response);
  const location = response.headers.get("location") ?? "";
  let lockedOut = location.includes(encodeURIComponent(TOO_MANY_SIGN_INS));
  if (!lockedOut && response.headers.get("content-type")?.includes("application/json")) {
    const body = await response.clone().text();
    lockedOut = body.includes(encodeURIComponent(TOO_MANY_SIGN_INS));
  }
  if (!lockedOut) return response;
  return new Response(response.body, { status: ERROR_STATUS.rate_limited, headers: response.headers });
}

/** next-auth reads the body itself, so the boundary leaves it unread; sign-in needs no session. */
export const GET = route(
  {
    auth: "public",
    params: nextAuthParams,
    // next-auth answers its own pages, JSON and redirects; a refused sign-in is its own 401, or 429 here.
    response: { 200: "*/*", 302: null, 401: "*/*", 429: "*/*" },
  },
  ({ request, params }) => handler(request, { params: Promise.resolve(params) }),
);
export const POST = GET;
