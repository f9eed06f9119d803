// Sign-in: authenticate() directly, and the real next-auth route handler (CSRF token, credentials
// callback, session and device cookies), with next/headers bound to the request under test.
// Failures are counted so that a stranger cannot lock the owner out (lib/domain/sign-in-limits.ts):
// per (username, address), per address, per username without a device cookie, and per device.
import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { deviceCookieName, deviceCookieValue, parseDeviceCookie } from "@/lib/server/auth/device-cookie";
import { authenticate, INVALID_CREDENTIALS, signInLimits, TOO_MANY_SIGN_INS } from "@/lib/server/session/sign-in";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { CookieJar, signInThroughRoute, signOutThroughRoute } from "../../support/next-auth-route";
import { must } from "../../support/must";

jest.mock("next/headers", () => jest.requireActual("../../support/next-auth-route").nextHeadersMock());

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(120_000);

beforeEach(resetAndSeed);
// Every refusal logs a warning line; the tests check the answers and the audit log instead.
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const MAGICIAN_USERNAME = process.env.MAGICIAN_USERNAME || "magician";
const LIMITS = signInLimits();
let addressCounter = 0;
const freshAddress = () => `203.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const DEVICE = deviceCookieName();

/** Request headers from `address`, with a device cookie value when given. */
function headersFrom(address: string, device?: string): Headers {
  const headers = new Headers({ "x-forwarded-for": address });
  if (device) headers.set("cookie", `other=1; ${DEVICE}=${device}`);
  return headers;
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a rejection");
}

/** `count` wrong passwords for `username`, each from `address()` (may be fixed or fresh), with an optional device cookie. */
async function fail(username: string, count: number, address: () => string, device?: string) {
  for (let i = 0; i < count; i++) {
    expect(await rejection(authenticate(username, `wrong-${i}`, headersFrom(address(), device)))).toBe(
      INVALID_CREDENTIALS,
    );
  }
}

const auditRows = (action: string) => db.auditLog.findMany({ where: { action }, orderBy: { id: "asc" } });

describe("authenticate()", () => {
  it("accepts the seeded magician (username case-insensitive) and a bar client", async () => {
    const magician = await authenticate(
      MAGICIAN_USERNAME.toUpperCase(),
      MAGICIAN_PASSWORD,
      headersFrom(freshAddress()),
    );
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
    const median = (values: number[]) => must([...values].sort((x, y) => x - y)[1], "three timings");
    // Both run one bcrypt comparison at cost 12; an unknown user must not answer markedly faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5 + 150);
    // And empty fields fail the same way.
    expect(await rejection(authenticate("", "", headersFrom(freshAddress())))).toBe(INVALID_CREDENTIALS);
  });

  it("(a) failures for a username from one address hold back that address only: the owner elsewhere signs in", async () => {
    const a = freshAddress();
    await fail(MAGICIAN_USERNAME, LIMITS["username-address"], () => a);
    // The 6th attempt from A is refused, even with the right password…
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a)))).toBe(TOO_MANY_SIGN_INS);
    // …but the owner from address B is not held back by A's failures.
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()))).role).toBe(
      "magician",
    );
    // Kept in the database (shared by every instance); once the window has passed A may try again.
    await db.rateLimitHit.updateMany({
      where: { key: { startsWith: "sign-in:" } },
      data: { createdAt: new Date(Date.now() - 16 * 60 * 1000) },
    });
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a))).role).toBe("magician");
  });

  it("(b) failures from one address across many usernames lock that address (password spraying)", async () => {
    const a = freshAddress();
    for (let i = 0; i < LIMITS.address; i++) {
      expect(await rejection(authenticate(`someone-${i}`, "Summer2026!", headersFrom(a)))).toBe(INVALID_CREDENTIALS);
    }
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a)))).toBe(TOO_MANY_SIGN_INS);
    expect(await rejection(authenticate("someone-new", "Summer2026!", headersFrom(a)))).toBe(TOO_MANY_SIGN_INS);
    // Another address is not affected.
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress()))).role).toBe(
      "magician",
    );
  });

  it("(d) many failures for one username from many addresses hold back cookie-less attempts, never the owner's browser", async () => {
    const device = deviceCookieValue(MAGICIAN_USERNAME);
    await fail(MAGICIAN_USERNAME, LIMITS.username, freshAddress);
    // A new address without the device cookie: refused, even with the right password.
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress())))).toBe(
      TOO_MANY_SIGN_INS,
    );
    // The owner's browser, with its device cookie, from anywhere: signs in.
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress(), device))).role).toBe(
      "magician",
    );
    // Its success does not clear the attackers' count: cookie-less attempts stay held back.
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(freshAddress())))).toBe(
      TOO_MANY_SIGN_INS,
    );
    // Other usernames are not affected.
    const bar = await createBarClient();
    expect((await authenticate(bar.username, "bar-password-123", headersFrom(freshAddress()))).id).toBe(bar.id);
  });

  it("(c) a valid device cookie signs in after its address and its username are locked; a forged one counts as none", async () => {
    const shared = freshAddress();
    // Strangers at the owner's address spray passwords, and others guess the owner's username from everywhere.
    for (let i = 0; i < LIMITS.address; i++)
      await rejection(authenticate(`someone-${i}`, "wrong", headersFrom(shared)));
    await fail(MAGICIAN_USERNAME, LIMITS.username, freshAddress);
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(shared)))).toBe(
      TOO_MANY_SIGN_INS,
    );

    const genuine = deviceCookieValue(MAGICIAN_USERNAME);
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(shared, genuine))).role).toBe(
      "magician",
    );

    // Forged: the right shape with a made-up MAC; another username's genuine cookie; a changed username.
    const [, , nonce, mac = ""] = genuine.split(".");
    const forged = [
      `v1.${Buffer.from(MAGICIAN_USERNAME).toString("base64url")}.${nonce}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`,
      deviceCookieValue("thegildedlantern"),
      `v1.${Buffer.from("thegildedlantern").toString("base64url")}.${nonce}.${mac}`,
      "garbage",
    ];
    for (const value of forged) {
      expect(parseDeviceCookie(value)?.username === MAGICIAN_USERNAME).toBe(false);
      expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(shared, value)))).toBe(
        TOO_MANY_SIGN_INS,
      );
    }
  });

  it("failures with a device cookie count for that browser only: it locks itself, not its address or the owner's other browsers", async () => {
    const address = freshAddress();
    const mine = deviceCookieValue(MAGICIAN_USERNAME);
    await fail(MAGICIAN_USERNAME, LIMITS.device, () => address, mine);
    expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(address, mine)))).toBe(
      TOO_MANY_SIGN_INS,
    );
    // Nothing was counted for the address or the username.
    expect(
      await db.rateLimitHit.count({
        where: { key: { in: [`sign-in:ip:${address}`, `sign-in:user:${MAGICIAN_USERNAME}`] } },
      }),
    ).toBe(0);
    expect(
      (
        await authenticate(
          MAGICIAN_USERNAME,
          MAGICIAN_PASSWORD,
          headersFrom(address, deviceCookieValue(MAGICIAN_USERNAME)),
        )
      ).role,
    ).toBe("magician");
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(address))).role).toBe("magician");
  });

  it("a successful sign-in clears the failures of its (username, address), not the address's or the username's", async () => {
    const a = freshAddress();
    await fail(MAGICIAN_USERNAME, 4, () => a);
    await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a));
    await fail(MAGICIAN_USERNAME, 4, () => a);
    expect((await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a))).role).toBe("magician");
    // The address's and the username's counts still hold all 8 failures: an attacker knowing one
    // password cannot reset them by signing in.
    expect(await db.rateLimitHit.count({ where: { key: `sign-in:ip:${a}` } })).toBe(8);
    expect(await db.rateLimitHit.count({ where: { key: `sign-in:user:${MAGICIAN_USERNAME}` } })).toBe(8);
    expect(await db.rateLimitHit.count({ where: { key: { startsWith: "sign-in:user-ip:" } } })).toBe(0);
  });

  it("(e) writes the start of every lock and every success after failures to the audit log", async () => {
    const magician = await db.user.findFirstOrThrow({ where: { role: "magician" } });
    const a = freshAddress();
    // A clean success writes nothing.
    await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a));
    expect(await db.auditLog.count({ where: { action: { startsWith: "sign-in." } } })).toBe(0);

    // Two failures, then the right password: one row, by the user, with what came before.
    await fail(MAGICIAN_USERNAME, 2, () => a);
    await authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(a));
    const successes = await auditRows("sign-in.success-after-failures");
    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({
      actorId: magician.id,
      actorName: magician.username,
      entity: "user",
      entityId: String(magician.id),
    });
    expect(successes[0]?.after).toMatchObject({ address: a, deviceCookie: false, failedHere: 2, failedForUsername: 2 });

    // A lock of (username, address): one row when it starts, however often it is hit afterwards.
    const b = freshAddress();
    await fail(MAGICIAN_USERNAME, LIMITS["username-address"], () => b);
    for (let i = 0; i < 3; i++)
      expect(await rejection(authenticate(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, headersFrom(b)))).toBe(
        TOO_MANY_SIGN_INS,
      );
    let locks = await auditRows("sign-in.lock");
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ actorId: null, entity: "sign-in", entityId: MAGICIAN_USERNAME });
    expect(locks[0]?.after).toMatchObject({
      scope: "username-address",
      username: MAGICIAN_USERNAME,
      address: b,
      windowMinutes: 15,
    });

    // An address lock names the address.
    const c = freshAddress();
    for (let i = 0; i < LIMITS.address + 1; i++) await rejection(authenticate(`sprayed-${i}`, "wrong", headersFrom(c)));
    locks = await auditRows("sign-in.lock");
    expect(locks.map((row) => (row.after as { scope: string }).scope)).toEqual(["username-address", "address"]);
    expect(locks[1]).toMatchObject({ entityId: c });

    // The owner's browser signing in after the failures: recorded, with the device cookie noted.
    await authenticate(
      MAGICIAN_USERNAME,
      MAGICIAN_PASSWORD,
      headersFrom(freshAddress(), deviceCookieValue(MAGICIAN_USERNAME)),
    );
    const last = (await auditRows("sign-in.success-after-failures")).at(-1)!;
    expect(last.after).toMatchObject({ deviceCookie: true, failedHere: 0 });
    expect((last.after as { failedForUsername: number }).failedForUsername).toBeGreaterThanOrEqual(
      LIMITS["username-address"],
    );
  });

  it("(f) a control character in the username or password is invalid credentials, before any query", async () => {
    for (const [username, password] of [
      [`${MAGICIAN_USERNAME}\u0000`, MAGICIAN_PASSWORD],
      [MAGICIAN_USERNAME, `${MAGICIAN_PASSWORD}\u0000`],
      ["\u0000", "\u0000"],
      [`magi\u0007cian`, MAGICIAN_PASSWORD],
      [MAGICIAN_USERNAME, `${MAGICIAN_PASSWORD}\u001b[0m`],
      [MAGICIAN_USERNAME, `${MAGICIAN_PASSWORD}\u0085`],
      [MAGICIAN_USERNAME, "x".repeat(5000)],
    ] as const) {
      expect(await rejection(authenticate(username, password, headersFrom(freshAddress())))).toBe(INVALID_CREDENTIALS);
    }
    expect(await db.rateLimitHit.count()).toBe(0);
  });
});

// ---------------------------------------------------------------- the next-auth handler

describe("the next-auth route handler", () => {
  it("signs the magician in: an httpOnly SameSite=Lax session cookie carrying the id, role and session version, and a device cookie", async () => {
    const magician = await db.user.update({ where: { username: MAGICIAN_USERNAME }, data: { sessionVersion: 3 } });
    const result = await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: freshAddress() });
    expect(result.response.status).toBe(200);
    expect(result.url.searchParams.get("error")).toBeNull();
    const line = result.setCookieLines.find((l) => l.startsWith("next-auth.session-token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const token = await decode({
      token: result.cookies.get("next-auth.session-token")!,
      secret: process.env.NEXTAUTH_SECRET!,
    });
    expect(token?.sub).toBe(String(magician.id));
    expect(token?.role).toBe("magician");
    expect(token?.sv).toBe(3);

    // The device cookie: signed, naming the username, for the sign-in endpoints only, httpOnly and
    // SameSite=Lax (Secure only over https: NEXTAUTH_URL is http here).
    const device = result.setCookieLines.find((l) => l.startsWith(`${DEVICE}=`))!;
    expect(device).toBeDefined();
    expect(device).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Lax/);
    expect(device).toMatch(/Max-Age=\d{7,}/);
    expect(device).not.toMatch(/Secure/);
    expect(parseDeviceCookie(result.cookies.get(DEVICE))).toMatchObject({ username: MAGICIAN_USERNAME });

    // The session endpoint then reports the role (no token or role for browser storage).
    const { callRoute } = await import("../../support/next-auth-route");
    const sessionResponse = await callRoute(
      "GET",
      new NextRequest("http://localhost:3000/api/auth/session", {
        headers: { cookie: `next-auth.session-token=${result.cookies.get("next-auth.session-token")}` },
      }),
      "session",
    );
    const session = await sessionResponse.json();
    expect(session.user).toMatchObject({ role: "magician", id: String(magician.id) });
  });

  it("refuses a wrong password with 401 and the 'Invalid credentials' message, and sets no session or device cookie", async () => {
    const result = await signInThroughRoute(MAGICIAN_USERNAME, "wrong-password", { address: freshAddress() });
    expect(result.response.status).toBe(401);
    expect(result.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
    expect(result.cookies.has("next-auth.session-token")).toBe(false);
    expect(result.cookies.has(DEVICE)).toBe(false);
    const unknown = await signInThroughRoute("no-such-user", "wrong-password", { address: freshAddress() });
    expect(unknown.response.status).toBe(401);
    expect(unknown.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
  });

  it("answers 429 with the lock-out message after 5 failures from one address; the account signs in from another", async () => {
    const bar = await createBarClient();
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await signInThroughRoute(bar.username, "wrong-password", { address })).response.status).toBe(401);
    const locked = await signInThroughRoute(bar.username, "bar-password-123", { address });
    expect(locked.response.status).toBe(429);
    expect(locked.url.searchParams.get("error")).toBe(TOO_MANY_SIGN_INS);
    expect(locked.cookies.has("next-auth.session-token")).toBe(false);
    expect(
      (await signInThroughRoute(bar.username, "bar-password-123", { address: freshAddress() })).response.status,
    ).toBe(200);
  });

  it("(c) the owner's browser keeps its device cookie and signs in while its address and its username are locked for everyone else", async () => {
    const shared = freshAddress();
    const owner = new CookieJar();
    expect(
      (await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: shared, jar: owner })).response.status,
    ).toBe(200);
    await signOutThroughRoute(owner);
    expect(owner.get(DEVICE)).toBeDefined();
    expect(owner.get("next-auth.session-token")).toBeUndefined();

    // Attackers on the same network spray passwords and guess the magician's from everywhere.
    for (let i = 0; i < LIMITS.address; i++)
      await rejection(authenticate(`someone-${i}`, "wrong", headersFrom(shared)));
    await fail(MAGICIAN_USERNAME, LIMITS.username, freshAddress);
    const stranger = await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: shared });
    expect(stranger.response.status).toBe(429);

    // Even a wrong password in the owner's browser is counted for that browser only.
    expect((await signInThroughRoute(MAGICIAN_USERNAME, "typo", { address: shared, jar: owner })).response.status).toBe(
      401,
    );
    const back = await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: shared, jar: owner });
    expect(back.response.status).toBe(200);
    expect(back.cookies.get("next-auth.session-token")).toBeTruthy();

    // A forged device cookie is no device cookie.
    const genuine = owner.get(DEVICE)!;
    const forgedJar = new CookieJar({ [DEVICE]: `${genuine.slice(0, -3)}${genuine.endsWith("AAA") ? "BBB" : "AAA"}` });
    expect(
      (await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: shared, jar: forgedJar })).response
        .status,
    ).toBe(429);
  });

  it("(f) NUL or control characters in the form answer 401 'Invalid credentials', never 500 or a database error", async () => {
    for (const [username, password] of [
      [`${MAGICIAN_USERNAME}\u0000`, MAGICIAN_PASSWORD],
      [MAGICIAN_USERNAME, `\u0000${MAGICIAN_PASSWORD}`],
      [`\u0000\u0001\u001f`, "\u007f"],
    ] as const) {
      const result = await signInThroughRoute(username, password, { address: freshAddress() });
      expect(result.response.status).toBe(401);
      expect(result.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
      expect(result.cookies.has("next-auth.session-token")).toBe(false);
    }
  });

  it("an internal error while signing in answers the generic 'Invalid credentials' and is logged, never shown", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const findFirst = jest
      .spyOn(db.user, "findFirst")
      .mockRejectedValueOnce(new Error('invalid byte sequence for encoding "UTF8": 0x00 at db.internal:5432'));
    try {
      const result = await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: freshAddress() });
      expect(result.response.status).toBe(401);
      expect(result.url.searchParams.get("error")).toBe(INVALID_CREDENTIALS);
      expect(result.url.toString()).not.toMatch(/UTF8|db\.internal/);
      expect(errors.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/"event":"sign_in_error".*UTF8/);
    } finally {
      findFirst.mockRestore();
      errors.mockRestore();
    }
  });

  it("signing out clears the session cookie and keeps the device cookie", async () => {
    const jar = new CookieJar();
    await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: freshAddress(), jar });
    const response = await signOutThroughRoute(jar);
    const cleared = response.headers.getSetCookie().find((l) => l.startsWith("next-auth.session-token="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await response.json()).url).toBe("http://localhost:3000/admin");
    expect(response.headers.getSetCookie().some((l) => l.startsWith(`${DEVICE}=`))).toBe(false);
  });
});
