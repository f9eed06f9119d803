// Drives the real next-auth route handler (app/api/auth/[...nextauth]/route.ts) as a browser would:
// CSRF token, credentials callback, sign-out, with cookies carried between calls. next-auth reads
// the request through next/headers, so a test file using this must mock it first:
//
//   jest.mock("next/headers", () => jest.requireActual("../../support/next-auth-route").nextHeadersMock());
import { NextRequest } from "next/server";

export const BASE = "http://localhost:3000";

let currentRequest: Request | undefined;

/** A stand-in for next/headers bound to the request being handled. */
export function nextHeadersMock() {
  return {
    headers: async () => new Headers(currentRequest?.headers),
    cookies: async () => {
      const header = currentRequest?.headers.get("cookie") ?? "";
      const all = header
        .split(";")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({
          name: part.slice(0, part.indexOf("=")),
          value: decodeURIComponent(part.slice(part.indexOf("=") + 1)),
        }));
      return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
    },
  };
}

type Handler = (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

async function route(): Promise<{ GET: Handler; POST: Handler }> {
  return (await import("@/app/api/auth/[...nextauth]/route")) as unknown as { GET: Handler; POST: Handler };
}

/** Name → value of the cookies a response sets (a cleared cookie has an empty value). */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return cookies;
}

/** Calls the handler with next/headers bound to the request. */
export async function callRoute(
  method: "GET" | "POST",
  request: NextRequest,
  ...segments: string[]
): Promise<Response> {
  const handlers = await route();
  currentRequest = request;
  try {
    return await handlers[method](request, { params: Promise.resolve({ nextauth: segments }) });
  } finally {
    currentRequest = undefined;
  }
}

/** A browser's cookie jar: what responses set, sent back as a Cookie header. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }
  store(response: Response): void {
    for (const [name, value] of setCookies(response)) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

async function csrf(jar: CookieJar): Promise<string> {
  const response = await callRoute(
    "GET",
    new NextRequest(`${BASE}/api/auth/csrf`, { headers: { cookie: jar.header() } }),
    "csrf",
  );
  jar.store(response);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

export interface SignInResult {
  response: Response;
  /** where next-auth sends the browser: ?error=<message> on a refusal */
  url: URL;
  cookies: Map<string, string>;
  setCookieLines: string[];
}

/** Signs in as the login page does (JSON mode), from `address`, with the jar's cookies; the jar keeps what is set. */
export async function signInThroughRoute(
  username: string,
  password: string,
  options: { address: string; jar?: CookieJar },
): Promise<SignInResult> {
  const jar = options.jar ?? new CookieJar();
  const csrfToken = await csrf(jar);
  const body = new URLSearchParams({ username, password, csrfToken, callbackUrl: `${BASE}/admin`, json: "true" });
  const response = await callRoute(
    "POST",
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: jar.header(),
        "x-forwarded-for": options.address,
      },
      body: body.toString(),
    }),
    "callback",
    "credentials",
  );
  jar.store(response);
  const text = await response.clone().text();
  if (!text.startsWith("{"))
    throw new Error(
      `next-auth answered ${response.status}: ${text.slice(0, 300)} ${JSON.stringify([...response.headers])}`,
    );
  const json = JSON.parse(text) as { url: string };
  if (!/^https?:/.test(json.url)) throw new Error(`url: ${text} status ${response.status}`);
  return {
    response,
    url: new URL(json.url),
    cookies: setCookies(response),
    setCookieLines: response.headers.getSetCookie(),
  };
}

/** Signs out as the logout button does (POST /api/auth/signout with the CSRF token); the jar keeps what is set. */
export async function signOutThroughRoute(jar: CookieJar): Promise<Response> {
  const csrfToken = await csrf(jar);
  const response = await callRoute(
    "POST",
    new NextRequest(`${BASE}/api/auth/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/admin", json: "true" }).toString(),
    }),
    "signout",
  );
  jar.store(response);
  return response;
}
