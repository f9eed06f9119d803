// Sessions that end: every session JWT carries its account's session version (`sv`); signing out,
// changing the password, the magician's reset and the operator's `npm run user:password` bump it,
// and a replayed cookie of an ended session is then refused everywhere (401 on the APIs, an empty
// session from next-auth's own endpoint).
import { spawn } from "node:child_process";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { GET as jobs } from "@/app/api/admin/jobs/route";
import { GET as validate } from "@/app/api/auth/validate/route";
import { PUT as changePassword } from "@/app/api/users/[id]/password/route";
import { setPasswordFromShell } from "@/lib/server/users/operator-password";
import { createBarClient, magician, params } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { BASE, callRoute, CookieJar, signInThroughRoute, signOutThroughRoute } from "../../support/next-auth-route";

jest.mock("next/headers", () => jest.requireActual("../../support/next-auth-route").nextHeadersMock());

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const MAGICIAN_USERNAME = process.env.MAGICIAN_USERNAME || "magician";
let addressCounter = 0;
const freshAddress = () => `192.0.2.${++addressCounter}`;

const SESSION = "next-auth.session-token";
const withSession = (token: string) => ({ cookie: `${SESSION}=${token}` });

/** GET /api/admin/jobs (magician only) with the session cookie. */
const jobsStatus = async (token: string) =>
  (await jobs(new NextRequest(`${BASE}/api/admin/jobs`, { headers: withSession(token) }))).status;
const validateStatus = async (token: string) =>
  (await validate(new NextRequest(`${BASE}/api/auth/validate`, { headers: withSession(token) }))).status;

/** next-auth's GET /api/auth/session with the cookie: the session body and whether the cookie was cleared. */
async function nextAuthSession(token: string) {
  const response = await callRoute(
    "GET",
    new NextRequest(`${BASE}/api/auth/session`, { headers: withSession(token) }),
    "session",
  );
  const cleared = response.headers
    .getSetCookie()
    .some((line) => line.startsWith(`${SESSION}=;`) || (line.startsWith(`${SESSION}=`) && /Max-Age=0|1970/.test(line)));
  return { body: (await response.json()) as { user?: { role?: string } }, cleared };
}

async function signedIn(
  username = MAGICIAN_USERNAME,
  password = MAGICIAN_PASSWORD,
): Promise<{ jar: CookieJar; token: string }> {
  const jar = new CookieJar();
  const result = await signInThroughRoute(username, password, { address: freshAddress(), jar });
  expect(result.response.status).toBe(200);
  return { jar, token: jar.get(SESSION)! };
}

const versionOf = async (username: string) => (await db.user.findUniqueOrThrow({ where: { username } })).sessionVersion;

describe("signing out", () => {
  it("(g) a session cookie replayed after logout is refused, on every device of the account", async () => {
    const laptop = await signedIn();
    const phone = await signedIn();
    expect(await jobsStatus(laptop.token)).toBe(200);
    expect(await jobsStatus(phone.token)).toBe(200);
    expect((await nextAuthSession(laptop.token)).body.user?.role).toBe("magician");

    const response = await signOutThroughRoute(laptop.jar);
    expect(response.status).toBe(200);
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(1);

    // The copy of the cookie (kept by an attacker, or the browser's back button) no longer works…
    expect(await jobsStatus(laptop.token)).toBe(401);
    expect(await validateStatus(laptop.token)).toBe(401);
    // …nor does the other device's session of the same account.
    expect(await jobsStatus(phone.token)).toBe(401);
    // next-auth's own session endpoint answers no session and clears the cookie.
    const stale = await nextAuthSession(phone.token);
    expect(stale.body.user).toBeUndefined();
    expect(stale.cleared).toBe(true);

    // Signing in again works, with the new version.
    const again = await signedIn();
    expect(await jobsStatus(again.token)).toBe(200);
  });

  it("signing out with an already-ended cookie ends nothing more (a stale copy cannot sign the owner out again)", async () => {
    const stolen = await signedIn();
    await signOutThroughRoute(new CookieJar({ [SESSION]: stolen.token }));
    const owner = await signedIn();
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(1);
    await signOutThroughRoute(new CookieJar({ [SESSION]: stolen.token }));
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(1);
    expect(await jobsStatus(owner.token)).toBe(200);
  });

  it("refuses a token without a session version (issued before versions existed) or with another version", async () => {
    const boss = await magician();
    const secret = process.env.NEXTAUTH_SECRET!;
    const unversioned = await encode({
      token: { sub: String(boss.id), name: boss.username, role: "magician" },
      secret,
    });
    expect(await jobsStatus(unversioned)).toBe(401);
    const future = await encode({
      token: { sub: String(boss.id), name: boss.username, role: "magician", sv: 7 },
      secret,
    });
    expect(await jobsStatus(future)).toBe(401);
    const current = await encode({
      token: { sub: String(boss.id), name: boss.username, role: "magician", sv: 0 },
      secret,
    });
    expect(await jobsStatus(current)).toBe(200);
  });
});

describe("changing the password", () => {
  const put = (id: number, token: string, body: unknown) =>
    changePassword(
      new NextRequest(`${BASE}/api/users/${id}/password`, {
        method: "PUT",
        headers: { ...withSession(token), "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      params({ id: String(id) }),
    );

  it("(g) ends every other session of the account; the browser that changed it carries on with a renewed cookie", async () => {
    const boss = await magician();
    const here = await signedIn();
    const elsewhere = await signedIn();
    const response = await put(boss.id, here.token, {
      currentPassword: MAGICIAN_PASSWORD,
      newPassword: "a-new-secret-1",
    });
    expect(response.status).toBe(200);
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(1);

    expect(await jobsStatus(elsewhere.token)).toBe(401);
    expect(await jobsStatus(here.token)).toBe(401); // the cookie as it was before the change
    const renewedLine = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION}=`))!;
    expect(renewedLine).toMatch(/HttpOnly/);
    expect(renewedLine).toMatch(/SameSite=Lax/);
    expect(renewedLine).toMatch(/Path=\//);
    const [renewed = ""] = renewedLine.slice(SESSION.length + 1).split(";");
    expect(await jobsStatus(renewed)).toBe(200);

    // The new password signs in, the old one does not.
    expect(
      (await signInThroughRoute(MAGICIAN_USERNAME, MAGICIAN_PASSWORD, { address: freshAddress() })).response.status,
    ).toBe(401);
    await signedIn(MAGICIAN_USERNAME, "a-new-secret-1");
  });

  it("(g) the magician's reset of a bar's password ends the bar's sessions, not the magician's", async () => {
    const bar = await createBarClient({ password: "bar-password-123" });
    const barSession = await signedIn(bar.username, "bar-password-123");
    const bossSession = await signedIn();
    expect(await validateStatus(barSession.token)).toBe(200);
    const response = await put(bar.id, bossSession.token, {
      currentPassword: MAGICIAN_PASSWORD,
      newPassword: "reset-by-magician",
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION}=`))).toBe(false);
    expect(await validateStatus(barSession.token)).toBe(401);
    expect(await jobsStatus(bossSession.token)).toBe(200);
    expect(await db.auditLog.count({ where: { action: "user.password.reset", entityId: String(bar.id) } })).toBe(1);
  });
});

describe("npm run user:password", () => {
  /** Runs the script as the operator would, the password on stdin, against this run's database. */
  function runScript(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const root = path.resolve(__dirname, "../../..");
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not for the script
    return new Promise((resolve, reject) => {
      const child = spawn(
        path.join(root, "node_modules/.bin/tsx"),
        ["--conditions=react-server", "scripts/user-password.ts", ...args],
        { cwd: root, env, stdio: "pipe" },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => (stdout += chunk));
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  it("(g) sets the password from stdin and ends every session: a replayed cookie is refused", async () => {
    const before = await signedIn();
    expect(await jobsStatus(before.token)).toBe(200);
    const result = await runScript([MAGICIAN_USERNAME.toUpperCase()], "shell-set-secret-1\n");
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: "" });
    expect(result.stdout).toContain(`Password of ${MAGICIAN_USERNAME} changed`);
    expect(result.stdout).not.toContain("shell-set-secret-1");

    expect(await jobsStatus(before.token)).toBe(401);
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(1);
    await signedIn(MAGICIAN_USERNAME, "shell-set-secret-1");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "user.password.reset" } });
    expect(audit).toMatchObject({ actorId: null, entity: "user" });
  });

  it("refuses an unknown account, a short password or a control character, and changes nothing", async () => {
    const unknown = await runScript(["nobody-by-that-name"], "long-enough-1\n");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account is named");
    const missing = await runScript([], "");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run user:password -- <username>");
    await expect(setPasswordFromShell(MAGICIAN_USERNAME, "short")).rejects.toThrow("at least 6 characters");
    await expect(setPasswordFromShell(MAGICIAN_USERNAME, "tab\there-1")).rejects.toThrow("control characters");
    expect(await versionOf(MAGICIAN_USERNAME)).toBe(0);
    await signedIn();
  });
});
