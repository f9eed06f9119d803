import { expect, test, type Locator, type Page } from "@playwright/test";
import { getExpectedTwilioSignature } from "twilio";

import { signInAsMagician } from "./support/auth";
import { closeSql, sql } from "./support/db";
import { freeDay } from "./support/dates";
import { hydrated } from "./support/hydration";
import { openWizard } from "./support/wizard";

// Texts with consent, end to end: the client ticks "Text me about this booking" in the wizard (a
// landline is refused where it is typed), pays, and the confirmation text waits in the development
// Outbox (the e2e server has no Twilio account, only TWILIO_AUTH_TOKEN to check replies); a STOP
// signed as Twilio signs it withdraws it and opts the number out.

test.describe.configure({ timeout: 240_000 });
test.afterAll(async () => {
  await closeSql();
});

const AUTH_TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";

async function next(dialog: Locator) {
  await dialog.getByRole("button", { name: "Next Step" }).click();
}

async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole("option", { name }).click();
}

test("a client who ticks 'Text me' gets the confirmation text in the Outbox, and a signed STOP stops texts", async ({
  page,
  baseURL,
}, testInfo) => {
  const date = await freeDay(testInfo, 52);
  const email = `texts-${testInfo.project.name}-${Date.now()}@example.com`;
  // A number of Ofcom's drama range of its own, so an earlier run's STOP does not apply.
  const digits = String(Date.now() % 1000).padStart(3, "0");
  const mobile = `07700 900${digits}`;
  const e164 = `+447700900${digits}`;

  const dialog = await openWizard(page);
  await dialog.getByText("A partnered venue").click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Partnered venue" }), /The Gilded Lantern/);
  await next(dialog);
  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Birthday Party");
  const day = dialog.locator(`button[data-iso="${date}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++)
    await dialog.getByRole("button", { name: "Next month" }).click();
  await day.click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Arrival time" }), "14:00");
  await dialog.getByLabel("Number of guests").fill("30");
  await next(dialog);
  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await next(dialog);
  await expect(dialog.getByText("Step 4 of 5: Confirmation")).toBeVisible();

  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Lovelace");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("0141 496 0000");
  const consent = dialog.getByRole("checkbox", { name: "Text me about this booking" });
  await expect(consent).not.toBeChecked();
  await consent.click();
  await dialog.getByRole("checkbox", { name: /I accept the terms and conditions/ }).click();
  await next(dialog);
  // a landline cannot take texts: told under the phone field, and the step does not move on
  const phone = dialog.getByLabel("Phone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("We can only text a UK mobile number (07…)").first()).toBeVisible();
  await expect(dialog.getByText("Step 4 of 5: Confirmation")).toBeVisible();

  await phone.fill(mobile);
  await next(dialog);
  await expect(dialog.getByText("Step 5 of 5: Payment")).toBeVisible();
  await dialog.getByRole("button", { name: /^Pay £/ }).click();
  await expect(page.getByRole("dialog", { name: "Booking Successful!" })).toBeVisible();

  const [booking] = await sql<{ id: number; consent: string | null }>(
    `select id, "smsConsentWording" as consent from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(booking?.consent).toMatch(/^Text me about this booking/);

  await signInAsMagician(page, "/admin/magician?tab=outbox");
  await hydrated(page);
  const texts = page.getByRole("list", { name: "Queued texts" });
  const text = texts.getByRole("listitem").filter({ hasText: `To: ${e164}` });
  await expect(text).toBeVisible({ timeout: 30_000 });
  await expect(text).toContainText(`Summon a Magician: Your booking #${booking!.id} is confirmed`);
  await expect(text).toContainText("Reply STOP to opt out.");
  await expect(text).toContainText("booking-confirmed");

  // The client replies STOP; Twilio posts it, signed over SITE_URL + the path.
  const params = { MessageSid: `SM${"e".repeat(32)}`, From: e164, To: "+447700900999", Body: "STOP", NumMedia: "0" };
  const url = `${baseURL}/api/sms/inbound`;
  const unsigned = await page.request.post("/api/sms/inbound", { form: params });
  expect(unsigned.status()).toBe(403);
  const stop = await page.request.post("/api/sms/inbound", {
    form: params,
    headers: { "X-Twilio-Signature": getExpectedTwilioSignature(AUTH_TOKEN, url, params) },
  });
  expect(stop.status()).toBe(200);
  expect(stop.headers()["content-type"]).toMatch(/^text\/xml/);
  expect(await stop.text()).toMatch(/<Response\/>$/);

  const optedOut = await sql(`select source from sms_opt_outs where phone = $1`, [e164]);
  expect(optedOut).toEqual([{ source: "reply" }]);
  await page.getByRole("button", { name: "Refresh texts" }).click();
  await expect(text).toContainText("opted-out");
});
