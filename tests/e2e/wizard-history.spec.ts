import { expect, test, type Locator, type Page } from "@playwright/test";

import { openWizard } from "./support/wizard";
import { closeSql, sql } from "./support/db";
import { freeDay } from "./support/dates";

test.afterAll(async () => {
  await closeSql();
});

/** Reopening after a load: hydration, then the wizard's own chunk (slow on a loaded machine). */
const REOPEN_TIMEOUT = 45_000;

const stepText = (n: number, name: string) => `Step ${n} of 5: ${name}`;

async function next(dialog: Locator, n: number, name: string) {
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await expect(dialog.getByText(stepText(n, name))).toBeVisible();
}

async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole("option", { name }).click();
}

async function fillUpToServices(page: Page, dialog: Locator, iso: string) {
  await dialog.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
  await next(dialog, 2, "Event Details");
  await expect(page).toHaveURL(/[?&]book=2$/);
  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Birthday Party");
  const day = dialog.locator(`button[data-iso="${iso}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Arrival time" }), "14:00");
  await dialog.getByLabel("Number of guests").fill("40");
  await next(dialog, 3, "Services");
  await expect(page).toHaveURL(/[?&]book=3$/);
}

test("each step is a history entry: Back, Forward, and a reload keeps the details", async ({ page }, testInfo) => {
  // an untouched day: other specs book theirs in the same database (the quotes spec near day 130)
  const date = await freeDay(testInfo, 135);
  const dialog = await openWizard(page);
  await expect(page).toHaveURL(/[?&]book=1$/);
  await fillUpToServices(page, dialog, date);

  await page.goBack();
  await expect(dialog.getByText(stepText(2, "Event Details"))).toBeVisible();
  await expect(page).toHaveURL(/[?&]book=2$/);
  await expect(dialog.getByRole("combobox", { name: "Event type" })).toHaveText("Birthday Party");
  await expect(dialog.getByLabel("Number of guests")).toHaveValue("40");
  await page.goForward();
  await expect(dialog.getByText(stepText(3, "Services"))).toBeVisible();

  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await expect(dialog.getByTestId("live-total")).toHaveText("£275.00");

  await page.reload();
  const reopened = page.getByRole("dialog", { name: "Summon a Magician" });
  // after a reload the wizard's chunk loads again once the page has hydrated
  await expect(reopened.getByText(stepText(3, "Services"))).toBeVisible({ timeout: REOPEN_TIMEOUT });
  await expect(reopened.getByRole("checkbox", { name: /Close-Up Magic/ })).toBeChecked();
  await expect(reopened.getByTestId("live-total")).toHaveText("£275.00");
  // the history survived the reload too
  await page.goBack();
  await expect(reopened.getByText(stepText(2, "Event Details"))).toBeVisible();
  await page.goBack();
  await expect(reopened.getByText(stepText(1, "Location"))).toBeVisible();
  await expect(reopened.getByLabel("Event address")).toHaveValue("1 George Square, Glasgow G2 1DU");
  // Back from the first step leaves the wizard
  await page.goBack();
  await expect(reopened).toBeHidden();
  await expect(page).not.toHaveURL(/book=/);
});

test("a deep link to a later step without details lands on the first step", async ({ page }) => {
  await page.goto("/?book=3");
  const dialog = page.getByRole("dialog", { name: "Summon a Magician" });
  await expect(dialog.getByText(stepText(1, "Location"))).toBeVisible({ timeout: REOPEN_TIMEOUT });
  await expect(page).toHaveURL(/[?&]book=1$/);
});

test("the services step prices every service for the chosen duration, ticked or not", async ({ page }, testInfo) => {
  const date = await freeDay(testInfo, 142);
  const dialog = await openWizard(page);
  await fillUpToServices(page, dialog, date);
  const closeUp = dialog.locator("label").filter({ hasText: /^Close-Up Magic/ });
  await expect(closeUp).toContainText("from £125");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "90 minutes");
  // not ticked: what ticking it would add for 90 minutes (1.5 × £250)
  await expect(closeUp).toContainText("£375.00");
  await expect(dialog.getByText("£0.00")).toHaveCount(0);
  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await expect(dialog.getByTestId("live-total")).toHaveText("£400.00");
});

test("a reload during payment offers 'Continue your payment', which pays the same checkout", async ({
  page,
}, testInfo) => {
  const email = `continue-${Date.now()}@example.com`;
  const date = await freeDay(testInfo, 195);
  const dialog = await openWizard(page);
  await fillUpToServices(page, dialog, date);
  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await next(dialog, 4, "Confirmation");
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Lovelace");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("07700 900789");
  await dialog.getByRole("checkbox", { name: /I accept the terms and conditions/ }).click();
  await next(dialog, 5, "Payment");
  await expect(dialog.getByRole("button", { name: "Pay £275.00" })).toBeVisible();

  await page.reload();
  const reopened = page.getByRole("dialog", { name: "Summon a Magician" });
  await expect(reopened.getByText(stepText(4, "Confirmation"))).toBeVisible({ timeout: REOPEN_TIMEOUT });
  await expect(reopened.getByLabel("Email")).toHaveValue(email);
  await reopened.getByRole("link", { name: "Continue your payment" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Complete your booking" })).toBeVisible();
  await page.getByRole("button", { name: "Pay £275.00" }).click();
  await expect(page.getByRole("heading", { name: "Booking Successful!" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("summon-a-magician.wizard-draft"))).toBeNull();
  const rows = await sql<{ total: string; status: string }>(
    `select to_char("totalPence" / 100.0, 'FM999999990.00') as total, status from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([{ total: "275.00", status: "confirmed" }]);
});
