import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, londonToday } from "@/lib/domain/dates";
import { signInAsMagician } from "./support/auth";
import { depositBookingDetails } from "./support/bookings";
import { openWizard } from "./support/wizard";
import { closeSql, sql } from "./support/db";

// Blocked hours end to end: the magician blocks 14:00–16:00 on a day from the Bookings tab; the public
// wizard then offers no arrival time that overlaps it (with the 60-minute buffers) while the day stays
// bookable at other times, and the server refuses a checkout for an overlapping time. The block is
// removed from the dashboard at the end. The day is this spec's own (no other spec books it).

const DAY = addDays(londonToday(), 171);
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe.configure({ timeout: 180_000 });

test.afterAll(async () => {
  // a failed run must not leave the block behind
  await sql(`DELETE FROM blocked_hours WHERE date = $1 AND note = 'E2E private gig'`, [DAY]);
  await closeSql();
});

/** Pages `calendar` forward until the day is shown, then picks it. */
async function pickDay(calendar: Locator, iso: string) {
  const day = calendar.locator(`button[data-iso="${iso}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
}

async function availableTimes(page: Page, duration: number): Promise<string[]> {
  const response = await page.request.get(`/api/availability?date=${DAY}&duration=${duration}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { times: string[] }).times;
}

test("blocked hours take their times out of the wizard and the checkout; unblocking gives them back", async ({
  page,
  browser,
}) => {
  expect(await availableTimes(page, 60)).toContain("14:00");

  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=bookings");
  // the tab's only calendar (the Block Days dialog's is not open)
  await pickDay(page.getByRole("tabpanel"), DAY);
  const block = page.getByRole("form", { name: "Block hours" });
  await block.getByLabel("From").fill("14:00");
  await block.getByLabel("To").fill("16:00");
  await block.getByLabel("Note (optional)").fill("E2E private gig");
  await block.getByRole("button", { name: "Block hours" }).click();
  await expect(toastWith(page, "Hours blocked")).toBeVisible();
  const listed = page.getByRole("list", { name: "Blocked hours" });
  await expect(listed).toContainText("14:00–16:00 · E2E private gig");
  expect(
    await sql(`SELECT "startTime", "endTime" FROM blocked_hours WHERE date = $1 AND note = 'E2E private gig'`, [DAY]),
  ).toEqual([{ startTime: "14:00", endTime: "16:00" }]);

  // The public wizard, in a customer's own browser.
  const customer = await browser.newContext();
  try {
    const wizardPage = await customer.newPage();
    const dialog = await openWizard(wizardPage);
    await dialog.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
    await dialog.getByRole("button", { name: "Next Step" }).click();
    await expect(dialog.getByText("Step 2 of 5: Event Details")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Event type" }).click();
    await wizardPage.getByRole("option", { name: "Birthday Party" }).click();
    await pickDay(dialog, DAY);
    await dialog.getByRole("combobox", { name: "Arrival time" }).click();
    const options = wizardPage.getByRole("option");
    await expect(options.first()).toBeVisible();
    const offered = await options.allInnerTexts();
    // the block, its buffers and the performance's own length keep these out…
    for (const time of ["13:00", "14:00", "15:00", "16:00", "16:30"]) expect(offered).not.toContain(time);
    // …and the rest of the day stays bookable
    for (const time of ["10:00", "18:00", "20:00"]) expect(offered).toContain(time);
    await wizardPage.getByRole("option", { name: "18:00" }).click();
    await dialog.getByLabel("Number of guests").fill("40");
    await dialog.getByRole("button", { name: "Next Step" }).click();
    await expect(dialog.getByText("Step 3 of 5: Services")).toBeVisible();

    // The server refuses a checkout (the slot's hold) that overlaps the block, whatever the page offered.
    const details = await depositBookingDetails(wizardPage, {
      eventDate: DAY,
      startTime: "14:30",
      clientName: "Blocked Bella",
      clientEmail: `blocked-hours-${Date.now()}@example.com`,
    });
    const refused = await wizardPage.request.post("/api/create-payment-intent", {
      data: { amount: 275, bookingDetails: details },
      headers: { "X-Forwarded-For": "203.0.113.171" },
    });
    expect(refused.status()).toBe(409);
    expect(await sql(`SELECT id FROM bookings WHERE "clientEmail" = $1`, [details.clientEmail])).toEqual([]);
  } finally {
    await customer.close();
  }

  expect(await availableTimes(page, 60)).not.toContain("14:00");

  // Unblocking from the dashboard gives the hours back.
  await listed.getByRole("button", { name: "Unblock 14:00–16:00" }).click();
  await expect(toastWith(page, "Hours unblocked")).toBeVisible();
  await expect(page.getByText("No hours are blocked on this day.")).toBeVisible();
  expect(await sql(`SELECT id FROM blocked_hours WHERE date = $1`, [DAY])).toEqual([]);
  expect(await availableTimes(page, 60)).toContain("14:00");
});
