// The magician's password change in Settings (POST /api/settings/password): the current password is
// required, a wrong one is refused without ending any session, and a new one ends every other session
// while the browser that changed it carries on with a renewed cookie.
import { NextRequest } from "next/server";
import { GET as getSettings } from "@/app/api/settings/route";
import { POST as changePassword } from "@/app/api/settings/password/route";
import { verifyPassword } from "@/lib/server/auth/password";
import { CURRENT_PASSWORD_INCORRECT, TOO_MANY_PASSWORD_ATTEMPTS } from "@/lib/server/users/profile";
import { createBarClient, magician, sessionCookie } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const MAGICIAN_PASSWORD = process.env.MAGICIAN_PASSWORD || "abracadabra";
const BASE = "http://localhost:3000";
const SESSION = "next-auth.session-token";

const post = (cookie: string | null, body: unknown) =>
  changePassword(
    new NextRequest(`${BASE}/api/settings/password`, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

/** Whether a session cookie still opens the magician's settings. */
const settingsStatus = async (cookie: string) =>
  (await getSettings(new NextRequest(`${BASE}/api/settings`, { headers: { cookie } }))).status;

const passwordHash = async () => (await db.user.findFirstOrThrow({ where: { role: "magician" } })).password;
const sessionVersion = async () => (await db.user.findFirstOrThrow({ where: { role: "magician" } })).sessionVersion;

it("answers 401 signed out and 403 to a bar client", async () => {
  const bar = await createBarClient({ password: "bar-password-123" });
  expect((await post(null, { currentPassword: MAGICIAN_PASSWORD, newPassword: "a-new-secret-1" })).status).toBe(401);
  expect(
    (await post(await sessionCookie(bar), { currentPassword: "bar-password-123", newPassword: "a-new-secret-1" }))
      .status,
  ).toBe(403);
  expect(await verifyPassword(MAGICIAN_PASSWORD, await passwordHash())).toBe(true);
});

it("refuses a wrong current password on its field, and the session stays signed in", async () => {
  const cookie = await sessionCookie(await magician());
  const response = await post(cookie, { currentPassword: "not-my-password", newPassword: "a-new-secret-1" });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    code: "bad_request",
    error: CURRENT_PASSWORD_INCORRECT,
    fieldErrors: { currentPassword: CURRENT_PASSWORD_INCORRECT },
  });
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await sessionVersion()).toBe(0);
  expect(await settingsStatus(cookie)).toBe(200);
  expect(await verifyPassword(MAGICIAN_PASSWORD, await passwordHash())).toBe(true);
});

it("checks the new password with the spec's messages before anything changes", async () => {
  const cookie = await sessionCookie(await magician());
  const short = await post(cookie, { currentPassword: MAGICIAN_PASSWORD, newPassword: "abc" });
  expect(short.status).toBe(400);
  expect((await short.json()).fieldErrors).toEqual({ newPassword: "New password must be at least 6 characters." });
  const missing = await post(cookie, { newPassword: "a-new-secret-1" });
  expect((await missing.json()).fieldErrors).toEqual({ currentPassword: "Current password is required." });
  const same = await post(cookie, { currentPassword: MAGICIAN_PASSWORD, newPassword: MAGICIAN_PASSWORD });
  expect(same.status).toBe(400);
  expect((await same.json()).fieldErrors).toEqual({
    newPassword: "New password must be different from the current password.",
  });
  expect(await sessionVersion()).toBe(0);
  expect(await settingsStatus(cookie)).toBe(200);
});

it("limits wrong current passwords like sign-in: the sixth try within 15 minutes is 429, even with the right one", async () => {
  const cookie = await sessionCookie(await magician());
  for (let i = 0; i < 5; i += 1)
    expect((await post(cookie, { currentPassword: `wrong-${i}`, newPassword: "a-new-secret-1" })).status).toBe(400);
  const limited = await post(cookie, { currentPassword: MAGICIAN_PASSWORD, newPassword: "a-new-secret-1" });
  expect(limited.status).toBe(429);
  expect((await limited.json()).error).toBe(TOO_MANY_PASSWORD_ATTEMPTS);
  expect(await settingsStatus(cookie)).toBe(200);
  expect(await verifyPassword(MAGICIAN_PASSWORD, await passwordHash())).toBe(true);
});

it("a new password ends every other session; this browser carries on with its renewed cookie", async () => {
  const boss = await magician();
  const here = await sessionCookie(boss);
  const phone = await sessionCookie(boss);
  const response = await post(here, { currentPassword: MAGICIAN_PASSWORD, newPassword: "a-new-secret-1" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Your password has been updated successfully." });
  expect(await sessionVersion()).toBe(1);
  expect(await verifyPassword("a-new-secret-1", await passwordHash())).toBe(true);

  // The other device is signed out…
  expect(await settingsStatus(phone)).toBe(401);
  // …and the browser that changed it got its session renewed under the new version.
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION}=`))!;
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/SameSite=Lax/);
  const [renewed = ""] = line.split(";");
  expect(await settingsStatus(renewed)).toBe(200);
});
