// Sign-in: authenticate() directly, and the real next-auth route handler (CSRF token, credentials
// callback, session cookie), with next/headers bound to the request under test.
import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authenticate, INVALID_CREDENTIALS, TOO_MANY_SIGN_INS } from "@/lib/server/auth/sign-in";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

let currentRequest: Request | undefined;
jest.mock("next/headers", () => ({
  headers: async () => new Headers(currentRequest?.headers),
  cookies: async () => {
    const header = currentRequest?.headers.get("cookie") ?? "";
    const all = header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({ name: part.slice(0, part.indexOf("=")), value: decodeURIComponent(part.slice(part.indexOf("=") + 1)) }));
    return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
  },
}));

// Imported after the mock so next-auth's handler sees it.
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const MAGICIAN_USERNAME = process.env.MAGICIAN_USERNAME || "magician";
let addressCounter = 0;
const freshAddress = () => `203.0.113.${++addressCounter}`;
const headersFrom = (address: string) => new Headers({ "x-forwarded-for": address });

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a rejection");
}

describe("authenticate()", () => {
  it("accepts the seeded magician (username case-insensitive) and a bar client", async () => {
    const magician = await authenticate(MAGICIAN_USERNAME.toUpperCase(), MAGICIAN_PASSWORD, headersFrom(freshAddress()));
    expect(magician.role).toBe("magician");
    const bar = await createBarClient({ password: "bar-password-123" });
    const signedIn = await authenticate(bar.username, "bar-password-123", headersFrom(freshAddress()));
    expect(signedIn.id).toBe(bar.id);
  });

  it("gives the same answer, in similar time, for an unknown user and a wrong password", async () => {
    const timed = async (username: string) => {
      const start = performance.now();
      const message = await rejection(authenticate(username, "not-the-password", headersFrom(freshAddress())));
      return { message, ms: performance.now() - start };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, three each (the first warms up), medians compared: the machine is shared.
    for (let i = 0; i < 3; i++) {
      const a = await timed(MAGICIAN_USERNAME);
      const b = await timed(`nobody-here-${i}`);
      expect(a.message).toBe(INVALID_CREDENTIALS);
      expect(b.message).toBe(INVALID_CREDENTIALS);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1];
    // Both run one bcrypt comparison at cost 12; an unknown user must not answer markedly faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5 + 150);
    // And empty fields fail the same way.
    expect(await rejection(authenticate("", "", headersFrom(freshAddress())))).toBe(INVALID_CREDENTIALS);
  });

  it("locks a username out after 5 failures in 15 minutes, from any address, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await rejection(authenticate(MAGICIAN_USERNAME, `wrong-${i}`, headersFrom(freshAddress())))).toBe(INVALID_CREDENTIALS);
    }
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress())))).toBe(TOO_MANY_SIGN_INS);
    // Kept in the database (shared by every instance); once the window has passed the user may try again.
    await db.rateLimitHit.updateMany({ where: { key: { startsWith: "sign-in:user:" } }, data: { createdAt: new Date(Date.now() - 16 * 60 * 1000) } });
    const user = await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()));
    expect(user.role).toBe("magician");
  });

  it("locks an address out after 5 failures, whatever the usernames", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      await rejection(authenticate(`someone-${i}`, "wrong", headersFrom(address)));
    }
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(address)))).toBe(TOO_MANY_SIGN_INS);
    // Another address is not affected.
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()))).role).toBe("magician");
  });

  it("a successful sign-in clears the username's failures", async () => {
    for (let i = 0; i < 4; i++) await rejection(authenticate(MAGICIAN_USERNAME, "wrong", headersFrom(freshAddress())));
    await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()));
    for (let i = 0; i < 4; i++) await rejection(authenticate(MAGICIAN_USERNAME, "wrong", headersFrom(freshAddress())));
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()))).role).toBe("magician");
  });
});

// ---------------------------------------------------------------- the next-auth handler

const BASE = "http://localhost:3000";
const context = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return cookies;
}

async function call(handler: typeof nextAuthGet, request: NextRequest, ...segments: string[]) {
  currentRequest = request;
  try {
    return await handler(request, context(...segments));
  } finally {
    currentRequest = undefined;
  }
}

/** Signs in as the login page does: fetch the CSRF token, then post the credentials as JSON-mode form data. */
async function signIn(username: string, password: string, address = freshAddress()) {
  const csrfResponse = await call(nextAuthGet, new NextRequest(`${BASE}/api/auth/csrf`), "csrf");
  const { csrfToken } = await csrfResponse.json();
  const csrfCookie = [...setCookies(csrfResponse)].map(([name, value]) => `${name}=${value}`).join("; ");
  const body = new URLSearchParams({ username, password, csrfToken, callbackUrl: `${BASE}/admin`, json: "true" });
  const response = await call(
    nextAuthPost,
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, "x-forwarded-for": address },
      body: body.toString(),
    }),
    "callback",
    "credentials",
  );
  const text = await response.clone().text();
  if (!text.startsWith("{")) throw new Error(`next-auth answered ${response.status}: ${text.slice(0, 300)} ${JSON.stringify([...response.headers])}`);
  const json = JSON.parse(text) as { url: string };
  if (!/^https?:/.test(json.url)) throw new Error(`url: ${text} status ${response.status}`);
  return { response, url: new URL(json.url), cookies: setCookies(response), setCookieLines: response.headers.getSetCookie() };
}

describe("the next-auth route handler", () => {
  it("signs the magician in: an httpOnly SameSite=Lax session cookie carrying the id and role", async () => {
    const result = await signIn(MAGICIAN_USERNAME, MAGICIAN_PASSWORD);
    expect(result.response.status).toBe(200);
    expect(result.url.searchParams.get("error")).toBeNull();
    const line = result.setCookieLines.find((l) => l.startsWith("next-auth.session-token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const token = await decode({ token: result.cookies.get("next-auth.session-token")!, secret: process.env.NEXTAUTH_SECRET! });
    const magician = await db.user.findFirstOrThrow({ where: { role: "magician" } });
    expect(token?.sub).toBe(String(magician.id));
    expect(token?.role).toBe("magician");
    // The session endpoint then reports the role (no token or role for browser storage).
    const sessionResponse = await call(
      nextAuthGet,
      new NextRequest(`${BASE}/api/auth/session`, { headers: { cookie: `next-auth.session-token=${result.cookies.get("next-auth.session-token")}` } }),
      "session",
    );
    const session = await sessionResponse.json();
    expect(session.user).toMatchObject({ role: "magician", id: String(magician.id) });
  });

  it("refuses a wrong password with 401 and the 'Invalid credentials' message, and sets no session", async () => {
    const result = await signIn(MAGICIAN_USERNAME, "wrong-password");
    expect(result.response.status).toBe(401);
    expect(result.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
    expect(result.cookies.has("next-auth.session-token")).toBe(false);
    const unknown = await signIn("no-such-user", "wrong-password");
    expect(unknown.response.status).toBe(401);
    expect(unknown.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
  });

  it("answers 429 with the lockout message after 5 failures", async () => {
    const bar = await createBarClient();
    for (let i = 0; i < 5; i++) expect((await signIn(bar.username, "wrong-password")).response.status).toBe(401);
    const locked = await signIn(bar.username, "bar-password-123");
    expect(locked.response.status).toBe(429);
    expect(locked.url.searchParams.get("error")).toBe(TOO_MANY_SIGN_INS);
    expect(locked.cookies.has("next-auth.session-token")).toBe(false);
  });

  it("signing out clears the session cookie", async () => {
    const signedIn = await signIn(MAGICIAN_USERNAME, MAGICIAN_PASSWORD);
    const csrfResponse = await call(nextAuthGet, new NextRequest(`${BASE}/api/auth/csrf`), "csrf");
    const { csrfToken } = await csrfResponse.json();
    const cookie = [
      ...[...setCookies(csrfResponse)].map(([name, value]) => `${name}=${value}`),
      `next-auth.session-token=${signedIn.cookies.get("next-auth.session-token")}`,
    ].join("; ");
    const response = await call(
      nextAuthPost,
      new NextRequest(`${BASE}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/admin", json: "true" }).toString(),
      }),
      "signout",
    );
    const cleared = response.headers.getSetCookie().find((l) => l.startsWith("next-auth.session-token="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await response.json()).url).toBe(`${BASE}/admin`);
  });
});
