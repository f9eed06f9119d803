import { expect, test, type Locator, type Page } from "@playwright/test";

import { addDays, londonToday } from "@/lib/domain/dates";
import { DEFAULT_TRAVEL_SETTINGS } from "@/lib/domain/travel";
import { closeSql, sql, sqlRow } from "./support/db";
import { openWizard } from "./support/wizard";

// Travel by distance end to end (the server runs without GOOGLE_MAPS_SERVER_KEY: the travel table).
// The magician lives in Glasgow and charges by distance; a gig in Glasgow ends at 15:00 on this spec's
// own day. A visitor books a venue in Aberdeen: the wizard shows the travel line on its first step,
// offers only the arrival times the 165-minute drive allows, and prices the line in the summary. A
// venue beyond the magician's maxMiles is told so and offered the enquiry form (the wizard closes for it). Settings are restored.

const DAY = addDays(londonToday(), 187);
const ABERDEEN = "Music Hall, Union St, Aberdeen AB10 1QS";
const FEE = "£61.20"; // (146 − 10) × 45p

test.describe.configure({ timeout: 180_000 });

let gigId: number | undefined;

test.beforeAll(async () => {
  await sql(`UPDATE users SET "homePostcode" = 'G1 1AA', "travelSettings" = $1::jsonb WHERE role = 'magician'`, [
    JSON.stringify({ ...DEFAULT_TRAVEL_SETTINGS, mode: "distance" }),
  ]);
  const gig = await sqlRow<{ id: number }>(
    `insert into bookings ("clientName","clientEmail","clientPhone","eventLocation","eventAddress","eventPostcode",
       "eventType","eventDate","startTime","endTime","guestCount","selectedServices",duration,"totalPence",
       "paymentType","paymentStatus",status,"updatedAt")
     values ('Seeded','seeded-travel@example.com','07700900000','Kelvingrove','Argyle St, Glasgow G3 8AG','G3 8AG',
       'private',$1,'13:00','15:00',10,'[1]'::json,'120',10000,'one-time','completed','confirmed',now()) returning id`,
    [DAY],
  );
  gigId = gig.id;
});

test.afterAll(async () => {
  await sql(`UPDATE users SET "homePostcode" = NULL, "travelSettings" = NULL WHERE role = 'magician'`);
  if (gigId) await sql(`DELETE FROM bookings WHERE id = $1`, [gigId]);
  await closeSql();
});

async function next(dialog: Locator) {
  await dialog.getByRole("button", { name: "Next Step" }).click();
}

async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole("option", { name }).click();
}

test("the wizard shows the travel line and offers only the times the drive allows", async ({ page }) => {
  // without the venue the day keeps 16:00 (the specification's 60-minute buffer after 15:00)
  const plain = await page.request.get(`/api/availability?date=${DAY}&duration=30`);
  const plainTimes = ((await plain.json()) as { times: string[] }).times;
  expect(plainTimes).toContain("16:00");

  const dialog = await openWizard(page);
  await expect(dialog.getByText("Any address in the UK (travel charged by distance).")).toBeVisible();
  await dialog.getByLabel("Event address").fill(ABERDEEN);
  await expect(dialog.getByTestId("travel-line")).toHaveText(`Travel (146 miles): ${FEE}`);
  await next(dialog);
  await expect(dialog.getByText("Step 2 of 5: Event Details")).toBeVisible();

  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Birthday Party");
  const day = dialog.locator(`button[data-iso="${DAY}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  await expect(dialog.getByText("Times shown allow for the magician's travel between bookings.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Arrival time" }).click();
  const offered = await page.getByRole("option").allTextContents();
  expect(offered).not.toContain("16:00");
  expect(offered).toContain("18:00");
  expect(offered.length).toBeLessThan(plainTimes.length);
  await page.getByRole("option", { name: "18:00" }).click();
  await dialog.getByLabel("Number of guests").fill("40");
  await next(dialog);
  await expect(dialog.getByText("Step 3 of 5: Services")).toBeVisible();

  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await expect(dialog.getByText("Travel (146 miles)")).toBeVisible();
  await expect(dialog.getByTestId("live-total")).toHaveText("£311.20");
});

test("a venue beyond the magician's travel is told so on the first step and offered the enquiry form", async ({
  page,
}) => {
  // Lerwick is 360 miles in the table: the magician travels at most 300 for online bookings
  await sql(
    `UPDATE users SET "travelSettings" = jsonb_set("travelSettings", '{maxMiles}', '300') WHERE role = 'magician'`,
  );
  const dialog = await openWizard(page);
  await dialog.getByLabel("Event address").fill("Town Hall, Lerwick ZE1 0HB");
  await expect(dialog.getByRole("alert").filter({ hasText: "more than 300 miles away" })).toBeVisible();
  await next(dialog);
  await expect(dialog.getByText("Step 1 of 5: Location")).toBeVisible();
  await dialog.getByRole("button", { name: "Send an enquiry instead" }).click();
  await expect(dialog).toBeHidden();
  // the enquiry form, not the button that opened the wizard, is where the visitor lands
  await expect(page.locator("#contact")).toBeInViewport();
});
