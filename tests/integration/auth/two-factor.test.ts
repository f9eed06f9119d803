// Two-factor sign-in: the magician's set-up, enable, disable and status calls, and the second step of
// sign-in through authorize() itself and through the real next-auth route handler. TOTP codes are
// made with otplib from the secret the set-up answers, at the current time: the server allows one
// step either side, so a test never waits for the clock.
import { generateSync } from "otplib";
import { NextRequest } from "next/server";
import { TOTP_PERIOD_SECONDS, timeStepAt } from "@/lib/domain/two-factor";
import { authOptions } from "@/lib/server/session/options";
import { INVALID_CREDENTIALS, TOO_MANY_SIGN_INS } from "@/lib/server/session/sign-in";
import { openTotpSecret } from "@/lib/server/auth/two-factor-secrets";
import { requireSecondFactor } from "@/lib/server/session/two-factor-sign-in";
import { TWO_FACTOR_MESSAGES } from "@/lib/validation/two-factor";
import { createBarClient, magician, request, type TestUser } from "../../support/auth";
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
      .map((part) => ({
        name: part.slice(0, part.indexOf("=")),
        value: decodeURIComponent(part.slice(part.indexOf("=") + 1)),
      }));
    return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
  },
}));

// Imported after the mock so next-auth's handler sees it.
import { GET as statusGet } from "@/app/api/admin/two-factor/route";
import { POST as disablePost } from "@/app/api/admin/two-factor/disable/route";
import { POST as enablePost } from "@/app/api/admin/two-factor/enable/route";
import { POST as setupPost } from "@/app/api/admin/two-factor/setup/route";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";

// The machine is shared: allow slow database round trips (bcrypt at cost 12 included).
jest.setTimeout(60_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const MAGICIAN_USERNAME = process.env.MAGICIAN_USERNAME || "magician";
let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;

/** The code an authenticator app shows `steps` steps from now. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SECONDS });

type Json = Record<string, unknown>;

async function call(
  handler: (request: NextRequest) => Promise<Response>,
  path: string,
  as: TestUser | null,
  body?: unknown,
) {
  const response = await handler(
    await request(path, body === undefined ? { method: "GET", as } : { method: "POST", as, body }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}
const status = (as: TestUser) => call(statusGet, "/api/admin/two-factor", as);
const setup = (as: TestUser) => call(setupPost, "/api/admin/two-factor/setup", as, {});
const enable = (as: TestUser, code: string) => call(enablePost, "/api/admin/two-factor/enable", as, { code });
const disable = (as: TestUser, password: string, code: string) =>
  call(disablePost, "/api/admin/two-factor/disable", as, { password, code });

/** Sets two-factor sign-in up for the magician; answers the base32 secret and the recovery codes. */
async function turnOn(as: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await setup(as);
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const enabled = await enable(as, codeFor(secret));
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

type Authorize = (
  credentials: Record<string, string>,
  request: { headers: Record<string, string> },
) => Promise<{ id: string; role: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

/** authorize() as next-auth calls it; answers the user or the error message. */
async function signIn(credentials: { username?: string; password?: string; code?: string }, address = freshAddress()) {
  try {
    const user = await authorize(
      {
        username: credentials.username ?? MAGICIAN_USERNAME,
        password: credentials.password ?? MAGICIAN_PASSWORD,
        ...(credentials.code !== undefined ? { code: credentials.code } : {}),
      },
      { headers: { "x-forwarded-for": address } },
    );
    return { user, error: null as string | null };
  } catch (error) {
    return { user: null, error: (error as Error).message };
  }
}

describe("the magician's settings", () => {
  it("sets up with a QR code and a secret to type, stores the secret encrypted, and turns on with a right code only", async () => {
    const boss = await magician();
    expect((await status(boss)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await setup(boss);
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.body.otpauthUrl as string);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(`Summon a Magician:${boss.username}`);
    const qr = started.body.qrDataUrl as string;
    expect(qr.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(qr.split(",")[1] ?? "", "base64").toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Pending, encrypted: the column does not hold the secret, only the server's key opens it.
    let row = await db.user.findUniqueOrThrow({ where: { id: boss.id } });
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).not.toContain(secret);
    expect(openTotpSecret(row.totpPendingSecret!, boss.id)).toBe(secret);
    expect(() => openTotpSecret(row.totpPendingSecret!, boss.id, "a-different-nextauth-secret")).toThrow();
    // Not on yet: signing in needs no code.
    expect((await signIn({})).user?.role).toBe("magician");

    // A wrong code (and a malformed one) is refused with the settings' message.
    const wrong = await enable(boss, codeFor(secret, 5));
    expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ error: TWO_FACTOR_MESSAGES.wrongCode }) });
    expect((await enable(boss, "12ab")).status).toBe(400);
    expect((await status(boss)).body.enabled).toBe(false);

    const code = codeFor(secret);
    const enabled = await enable(boss, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);

    const on = await status(boss);
    expect(on.body).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    row = await db.user.findUniqueOrThrow({ where: { id: boss.id } });
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpSecret).not.toContain(secret);
    expect(openTotpSecret(row.totpSecret!, boss.id)).toBe(secret);
    // The code that turned it on is spent.
    expect(row.totpLastStep).toBeGreaterThanOrEqual(timeStepAt(Date.now()) - 1);
    // Recovery codes are kept hashed only.
    const stored = await db.twoFactorRecoveryCode.findMany({ where: { userId: boss.id } });
    expect(stored).toHaveLength(10);
    for (const c of codes) for (const s of stored) expect(s.codeHash).not.toContain(c.replace(/-/g, ""));

    // Answered once: a second enable or a new set-up is refused while it is on.
    expect(await enable(boss, codeFor(secret, 1))).toEqual({
      status: 409,
      body: expect.objectContaining({ error: TWO_FACTOR_MESSAGES.alreadyOn }),
    });
    expect((await setup(boss)).status).toBe(409);

    const actions = (
      await db.auditLog.findMany({ where: { entity: "user", entityId: String(boss.id) }, orderBy: { id: "asc" } })
    ).map((r) => r.action);
    expect(actions).toEqual(["two-factor.setup", "two-factor.enable"]);
    const audited = JSON.stringify(await db.auditLog.findMany());
    expect(audited).not.toContain(secret);
    for (const c of codes) expect(audited).not.toContain(c);
  });

  it("refuses enable without a set-up, or after the set-up expired", async () => {
    const boss = await magician();
    expect(await enable(boss, "123456")).toEqual({
      status: 409,
      body: expect.objectContaining({ error: TWO_FACTOR_MESSAGES.setupFirst }),
    });
    const started = await setup(boss);
    await db.user.update({ where: { id: boss.id }, data: { totpPendingAt: new Date(Date.now() - 31 * 60_000) } });
    expect((await enable(boss, codeFor(started.body.secret as string))).status).toBe(409);
    // A new set-up replaces the old secret: the old one's codes no longer work.
    const again = await setup(boss);
    expect(again.body.secret).not.toBe(started.body.secret);
    expect((await enable(boss, codeFor(started.body.secret as string))).status).toBe(400);
    expect((await enable(boss, codeFor(again.body.secret as string))).status).toBe(200);
  });

  it("turns off only with the password and a right code (authenticator or recovery), limited to 5 wrong tries", async () => {
    const boss = await magician();
    expect((await disable(boss, MAGICIAN_PASSWORD, "123456")).status).toBe(409);
    const { secret, recoveryCodes } = await turnOn(boss);

    expect(await disable(boss, "wrong-password", codeFor(secret, 1))).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: TWO_FACTOR_MESSAGES.wrongPassword,
        fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
      }),
    });
    expect(await disable(boss, MAGICIAN_PASSWORD, "000000")).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: TWO_FACTOR_MESSAGES.wrongCode,
        fieldErrors: { code: TWO_FACTOR_MESSAGES.wrongCode },
      }),
    });
    expect((await status(boss)).body.enabled).toBe(true);

    // With a recovery code (the phone is lost).
    const off = await disable(boss, MAGICIAN_PASSWORD, recoveryCodes[0]!.toUpperCase());
    expect(off).toEqual({ status: 200, body: { enabled: false } });
    expect((await status(boss)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await db.twoFactorRecoveryCode.count()).toBe(0);
    const row = await db.user.findUniqueOrThrow({ where: { id: boss.id } });
    expect([row.totpSecret, row.totpEnabledAt, row.totpLastStep, row.totpPendingSecret]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await db.auditLog.findFirstOrThrow({ where: { action: "two-factor.disable" } })).actorId).toBe(boss.id);
    // Signing in needs no code any more.
    expect((await signIn({})).user?.role).toBe("magician");

    // On again; an authenticator code turns it off too. Five wrong tries first lock the call for 15 minutes.
    const again = await turnOn(boss);
    for (let i = 0; i < 3; i++) expect((await disable(boss, MAGICIAN_PASSWORD, "000000")).status).toBe(400);
    expect((await disable(boss, MAGICIAN_PASSWORD, codeFor(again.secret, 1))).status).toBe(200);
    const third = await turnOn(boss);
    for (let i = 0; i < 5; i++)
      expect((await disable(boss, i % 2 ? "nope" : MAGICIAN_PASSWORD, "000000")).status).toBe(400);
    expect(await disable(boss, MAGICIAN_PASSWORD, codeFor(third.secret, 1))).toEqual({
      status: 429,
      body: expect.objectContaining({ error: TWO_FACTOR_MESSAGES.tooMany }),
    });
  });

  it("counts parallel attempts to turn it off before checking any: of twelve at once, at most five are checked", async () => {
    const boss = await magician();
    const { secret } = await turnOn(boss);
    const answers = await Promise.all(Array.from({ length: 12 }, () => disable(boss, MAGICIAN_PASSWORD, "000000")));
    const statuses = answers.map((answer) => answer.status);
    // Each attempt is recorded before it is counted, so attempts running side by side count each
    // other: never more than five are checked (before, all twelve were).
    const checked = statuses.filter((code) => code === 400).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(12 - checked);
    // Locked: even the right code is refused now, and two-factor stays on.
    expect((await disable(boss, MAGICIAN_PASSWORD, codeFor(secret, 1))).status).toBe(429);
    expect((await status(boss)).body).toMatchObject({ enabled: true });
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("asks for the code after a right password only, then accepts a current code once", async () => {
    const boss = await magician();
    const { secret } = await turnOn(boss);

    // A wrong password is just that: nothing tells that a code would be asked.
    expect((await signIn({ password: "wrong-password" })).error).toBe(INVALID_CREDENTIALS);
    expect((await signIn({ password: "wrong-password", code: codeFor(secret, 1) })).error).toBe(INVALID_CREDENTIALS);
    // The right password alone: the second step.
    expect((await signIn({})).error).toBe(TWO_FACTOR_MESSAGES.required);
    expect((await signIn({ code: "   " })).error).toBe(TWO_FACTOR_MESSAGES.required);

    // A wrong code, and junk.
    expect((await signIn({ code: "000000" })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    expect((await signIn({ code: "not-a-code" })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);

    // The next step's code (clock drift) is accepted, once.
    const code = codeFor(secret, 1);
    const signedIn = await signIn({ code });
    expect(signedIn.error).toBeNull();
    expect(signedIn.user).toMatchObject({ id: String(boss.id), role: "magician" });
    // Replayed, even within its 30 seconds and from another address: refused.
    expect((await signIn({ code })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    // The current step's code is older than the one used: refused too (steps only move forward).
    expect((await signIn({ code: codeFor(secret) })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
  });

  it("two simultaneous sign-ins with one code: exactly one gets in", async () => {
    const { secret } = await turnOn(await magician());
    const code = codeFor(secret, 1);
    const results = await Promise.all([signIn({ code }), signIn({ code }), signIn({ code })]);
    expect(results.filter((r) => r.user).length).toBe(1);
    expect(results.filter((r) => r.error === TWO_FACTOR_MESSAGES.wrongSignInCode).length).toBe(2);
  });

  it("accepts each recovery code once, however it is typed, and audits it", async () => {
    const boss = await magician();
    const { recoveryCodes } = await turnOn(boss);
    const [first, second = ""] = recoveryCodes;

    expect((await signIn({ code: first })).user?.role).toBe("magician");
    expect((await signIn({ code: first })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    expect((await signIn({ code: ` ${second.replace(/-/g, " ").toUpperCase()} ` })).user?.role).toBe("magician");
    expect((await status(boss)).body.recoveryCodesLeft).toBe(8);
    const used = await db.twoFactorRecoveryCode.count({ where: { userId: boss.id, usedAt: { not: null } } });
    expect(used).toBe(2);
    const audit = await db.auditLog.findMany({
      where: { action: "two-factor.recovery-code-used" },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.after)).toEqual([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }]);
    expect(audit[0]?.actorId).toBe(boss.id);
  });

  it("counts a wrong code as a failed sign-in, and locks the second step after 5 wrong codes from anywhere", async () => {
    const boss = await magician();
    const { secret } = await turnOn(boss);
    const before = await db.rateLimitHit.count({ where: { key: { startsWith: "sign-in:" } } });
    expect((await signIn({ code: "000000" })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    // Recorded in the ordinary sign-in counters (those a wrong password is recorded in).
    expect(await db.rateLimitHit.count({ where: { key: { startsWith: "sign-in:" } } })).toBeGreaterThan(before);

    // Four more wrong codes, each from another address: a right password does not clear them.
    for (let i = 0; i < 4; i++)
      expect((await signIn({ code: "000000" })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    expect((await signIn({ code: codeFor(secret, 1) })).error).toBe(TOO_MANY_SIGN_INS);

    // After 15 minutes the right code works again, and a success clears the count.
    await db.rateLimitHit.updateMany({ data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    expect((await signIn({ code: codeFor(secret, 1) })).user?.role).toBe("magician");
    expect(await db.rateLimitHit.count({ where: { key: `two-factor:user:${boss.id}` } })).toBe(0);
  });

  it("has its own wrong-code limit: a load test's raised SIGN_IN_FAILURE_LIMIT leaves it at TWO_FACTOR_FAILURE_LIMIT", async () => {
    const boss = await magician();
    const { secret } = await turnOn(boss);
    const saved = { sign: process.env.SIGN_IN_FAILURE_LIMIT, codes: process.env.TWO_FACTOR_FAILURE_LIMIT };
    process.env.SIGN_IN_FAILURE_LIMIT = "1000";
    process.env.TWO_FACTOR_FAILURE_LIMIT = "3";
    try {
      for (let i = 0; i < 3; i++)
        expect((await signIn({ code: "000000" })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
      expect((await signIn({ code: codeFor(secret, 1) })).error).toBe(TOO_MANY_SIGN_INS);
    } finally {
      for (const [name, value] of [
        ["SIGN_IN_FAILURE_LIMIT", saved.sign],
        ["TWO_FACTOR_FAILURE_LIMIT", saved.codes],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("leaves accounts without two-factor sign-in alone (a bar client signs in with its password)", async () => {
    await turnOn(await magician());
    const bar = await createBarClient({ password: "bar-password-123" });
    expect((await signIn({ username: bar.username, password: "bar-password-123" })).user).toMatchObject({
      id: String(bar.id),
      role: "bar-client",
    });
    // requireSecondFactor itself: nothing to do for a user without it.
    await expect(requireSecondFactor({ id: bar.id }, "")).resolves.toBeUndefined();
  });

  it("after a change of NEXTAUTH_SECRET the app's codes stop working but recovery codes still do", async () => {
    const boss = await magician();
    const { secret, recoveryCodes } = await turnOn(boss);
    // As if the secret had been sealed under another server secret.
    const { sealTotpSecret } = await import("@/lib/server/auth/two-factor-secrets");
    await db.user.update({
      where: { id: boss.id },
      data: { totpSecret: sealTotpSecret(secret, boss.id, "an-older-nextauth-secret") },
    });
    expect((await signIn({ code: codeFor(secret, 1) })).error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    expect((await signIn({ code: recoveryCodes[3] })).user?.role).toBe("magician");
  });
});

// ---------------------------------------------------------------- through the next-auth route handler

const BASE = "http://localhost:3000";
const context = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return cookies;
}

async function route(handler: typeof nextAuthGet, req: NextRequest, ...segments: string[]) {
  currentRequest = req;
  try {
    return await handler(req, context(...segments));
  } finally {
    currentRequest = undefined;
  }
}

/** Signs in as the login page does (CSRF token, then the credentials callback in JSON mode). */
async function pageSignIn(fields: Record<string, string>) {
  const csrfResponse = await route(nextAuthGet, new NextRequest(`${BASE}/api/auth/csrf`), "csrf");
  const { csrfToken } = await csrfResponse.json();
  const csrfCookie = [...setCookies(csrfResponse)].map(([name, value]) => `${name}=${value}`).join("; ");
  const body = new URLSearchParams({ ...fields, csrfToken, callbackUrl: `${BASE}/admin`, json: "true" });
  const response = await route(
    nextAuthPost,
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: csrfCookie,
        "x-forwarded-for": freshAddress(),
      },
      body: body.toString(),
    }),
    "callback",
    "credentials",
  );
  const json = (await response.clone().json()) as { url: string };
  return { status: response.status, error: new URL(json.url).searchParams.get("error"), cookies: setCookies(response) };
}

describe("the sign-in page's calls", () => {
  it("answers the code step's message without a session, then signs in with username, password and code", async () => {
    const { secret } = await turnOn(await magician());
    const first = await pageSignIn({ username: MAGICIAN_USERNAME, password: MAGICIAN_PASSWORD });
    expect(first.status).toBe(401);
    expect(first.error).toBe(TWO_FACTOR_MESSAGES.required);
    expect(first.cookies.has("next-auth.session-token")).toBe(false);

    const wrong = await pageSignIn({ username: MAGICIAN_USERNAME, password: MAGICIAN_PASSWORD, code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toBe(TWO_FACTOR_MESSAGES.wrongSignInCode);
    expect(wrong.cookies.has("next-auth.session-token")).toBe(false);

    const second = await pageSignIn({
      username: MAGICIAN_USERNAME,
      password: MAGICIAN_PASSWORD,
      code: codeFor(secret, 1),
    });
    expect(second.status).toBe(200);
    expect(second.error).toBeNull();
    expect(second.cookies.get("next-auth.session-token")).toBeTruthy();
  });
});
