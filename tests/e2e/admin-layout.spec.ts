// The magician's Booking Details dialog and tables at a phone's 390 px and a desktop's 1280 px: long
// values wrap inside their column, nothing scrolls sideways, and each booking's View stays in sight.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { addDays, londonToday } from "@/lib/domain/dates";

import { signInAsMagician } from "./support/auth";
import { insertBookingRow } from "./support/bookings";
import { closeSql } from "./support/db";
import { runTag } from "./support/run-tag";

test.afterAll(closeSql);

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element has a box").not.toBeNull();
  return found!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element's content is wider than its box (it scrolls, or is cut off). */
const overflowsSideways = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const width of [390, 1280]) {
  test(`at ${width} px: long values wrap in Booking Details, the tables fit and View is in sight`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "sets its own viewport");
    const tag = `${runTag(testInfo)}w${width}`;
    // no hyphen or space to break at: one long word, as many real addresses are
    const email = `averylongaddressforthebookingdetailsdialog.${tag}@anunusuallylongdomainnamefortesting.example.co.uk`;
    const clientName = `Maximiliana Wetherington-Fotheringay ${tag}`;
    await insertBookingRow({
      clientName,
      clientEmail: email,
      eventDate: addDays(londonToday(), 40),
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 25000,
    });
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await signInAsMagician(page, `/admin/magician?tab=bookings&q=${encodeURIComponent(tag)}`);

    const table = page.getByRole("table", { name: "Bookings" });
    const row = page.getByTestId("booking-row").filter({ hasText: clientName });
    await expect(row).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    // neither the table nor the box around it scrolls sideways
    expect(await overflowsSideways(table)).toBe(false);
    expect(await overflowsSideways(table.locator(".."))).toBe(false);
    const view = row.getByRole("button", { name: "View" });
    await row.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport({ ratio: 1 });
    const viewBox = await box(view);
    expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(width);

    await view.click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    const emailLink = details.getByRole("link", { name: email });
    await expect(emailLink).toBeVisible();
    const emailValue = details.locator("dd").filter({ has: page.getByRole("link", { name: email }) });
    // the address wraps inside its column: not cut off, not over "Amount paid" or anything else
    expect(await overflowsSideways(emailValue)).toBe(false);
    expect(await overflowsSideways(details)).toBe(false);
    const emailBox = await box(emailLink);
    const valueBox = await box(emailValue);
    expect(emailBox.x).toBeGreaterThanOrEqual(valueBox.x - 1);
    expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(valueBox.x + valueBox.width + 1);
    for (const label of ["Amount paid", "Total", "Phone"]) {
      const labelBox = await box(details.getByText(label, { exact: true }));
      expect(overlaps(emailBox, labelBox), `the e-mail runs over "${label}"`).toBe(false);
    }
    const dialogBox = await box(details);
    expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
    await page.keyboard.press("Escape");

    // Insights: the page and its tables stay within the screen
    await page.getByRole("tab", { name: "Insights", exact: true }).click();
    await expect(page.getByRole("table", { name: /Bookings and money kept .* per month/ })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    for (const insightsTable of await page.getByRole("table").all())
      expect(await overflowsSideways(insightsTable.locator(".."))).toBe(false);
  });
}
