import { expect, test } from "@playwright/test";

import { GoogleCalendarStandIn } from "../support/google-calendar-standin";
import { signInAsMagician } from "./support/auth";
import { closeSql, sql, sqlRow } from "./support/db";

// Connecting Google Calendar in a real browser against the Google stand-in (tests/support), which the
// server reaches through GOOGLE_OAUTH_BASE / GOOGLE_CALENDAR_API_BASE (tests/e2e/run.ts): the connect
// route sends the browser to the consent screen, the stand-in agrees at once and sends it back to the
// callback, whose state must match the browser's cookie; the account is kept with its refresh token
// sealed; disconnecting revokes it at Google.

const google = new GoogleCalendarStandIn();

test.beforeAll(async () => {
  await google.start(Number(process.env.E2E_GOOGLE_PORT));
});

test.afterAll(async () => {
  await sql("DELETE FROM google_calendar_channels");
  await sql("DELETE FROM google_calendar_accounts");
  await google.stop();
  await closeSql();
});

test("the magician connects Google Calendar through the consent screen and disconnects it", async ({ page }) => {
  await signInAsMagician(page);
  await page.goto("/api/admin/calendars/google/connect");
  await page.waitForURL("**/admin/magician?tab=settings&google=connected");

  const consent = google.requests.find((r) => r.path === "/o/oauth2/v2/auth")!;
  expect(consent.query.get("access_type")).toBe("offline");
  expect(consent.query.get("prompt")).toBe("consent");
  const row = await sqlRow<{ email: string; refresh_token_sealed: string }>(
    "SELECT email, refresh_token_sealed FROM google_calendar_accounts",
  );
  expect(row.email).toBe("magician@example.com");
  const [refresh] = [...google.refreshTokens];
  expect(refresh).toBeTruthy();
  expect(row.refresh_token_sealed).not.toContain(refresh!);

  const summary = await (await page.request.get("/api/admin/calendars/google")).json();
  expect(summary).toMatchObject({ configured: true, connected: true, account: "magician@example.com" });

  const gone = await page.request.delete("/api/admin/calendars/google", {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(gone.status()).toBe(204);
  expect(google.revoked).toContain(refresh);
  expect((await page.request.get("/api/admin/calendars/google")).ok()).toBe(true);
});

test("a callback this browser did not start is refused and keeps nothing", async ({ page }) => {
  await signInAsMagician(page);
  const answer = await page.request.get(
    "/api/admin/calendars/google/callback?code=good-code&state=1.x.9999999999999.y",
  );
  expect(answer.status()).toBe(400);
  expect(await sqlRow("SELECT count(*)::int AS n FROM google_calendar_accounts")).toEqual({ n: 0 });
});
