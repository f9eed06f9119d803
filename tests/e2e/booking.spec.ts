import { expect, test, type Locator, type Page } from "@playwright/test";

import { addDays } from "@/lib/domain/dates";
import { closeSql, sql } from "./support/db";
import { dayFor, freeDay, londonDate } from "./support/dates";
import { openWizard } from "./support/wizard";
import { hydrated } from "./support/hydration";

test.afterAll(async () => {
  await closeSql();
});

async function next(dialog: Locator) {
  await dialog.getByRole("button", { name: "Next Step" }).click();
}

async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole("option", { name }).click();
}

async function customAddressStep(dialog: Locator, address = "1 George Square, Glasgow G2 1DU") {
  await dialog.getByLabel("Event address").fill(address);
  await next(dialog);
  await expect(dialog.getByText("Step 2 of 5: Event Details")).toBeVisible();
}

async function showDay(dialog: Locator, iso: string): Promise<Locator> {
  const day = dialog.locator(`button[data-iso="${iso}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await expect(day).toBeVisible();
  return day;
}

async function eventDetailsStep(page: Page, dialog: Locator, iso: string, time = "14:00") {
  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Birthday Party");
  await (await showDay(dialog, iso)).click();
  await expect(dialog.locator(`button[data-iso="${iso}"]`)).toHaveAttribute("data-selected", "true");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Arrival time" }), time);
  // the specification's buffer line, or, for a venue whose postcode gives a drive, the travel-aware one
  await expect(
    dialog
      .getByText("Times shown include 1-hour buffer between events for travel and setup.")
      .or(dialog.getByText("Times shown allow for the magician's travel between bookings.")),
  ).toBeVisible();
  await dialog.getByLabel("Number of guests").fill("40");
  await next(dialog);
  await expect(dialog.getByText("Step 3 of 5: Services")).toBeVisible();
}

async function servicesStep(page: Page, dialog: Locator, duration = "60 minutes") {
  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), duration);
  await next(dialog);
  await expect(dialog.getByText("Step 4 of 5: Confirmation")).toBeVisible();
}

async function contactStep(dialog: Locator, email: string) {
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Lovelace");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("07700 900789");
  await dialog.getByRole("checkbox", { name: /I accept the terms and conditions/ }).click();
}

async function insertBooking(date: string, startTime: string, endTime: string) {
  await sql(
    `insert into bookings ("clientName","clientEmail","clientPhone","eventLocation","eventType","eventDate","startTime","endTime",
       "guestCount","selectedServices",duration,"totalPence","paymentType","paymentStatus",status,"updatedAt")
     values ('Seeded','seeded@example.com','07700900000','Somewhere','private',$1,$2,$3,10,'[1]'::json,'60',10000,'one-time','completed','confirmed',now())`,
    [date, startTime, endTime],
  );
}

test("a complete booking at a partner bar in demo payment mode is stored at the server's price @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 40);
  const email = `bar-${testInfo.project.name}-${Date.now()}@example.com`;
  const dialog = await openWizard(page);
  await dialog.getByText("A partnered venue").click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Partnered venue" }), /The Gilded Lantern/);
  await expect(dialog.getByText("12 Ashton Lane, Glasgow G12 8SJ")).toBeVisible();
  await next(dialog);
  await eventDetailsStep(page, dialog, date);
  // partner venue: 10% off, no travel fee: Close-Up Magic 60 min = £250 -> £225.00
  await dialog.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
  await expect(dialog.getByTestId("live-total")).toHaveText("£225.00");
  await next(dialog);
  await contactStep(dialog, email);
  await next(dialog);
  await expect(dialog.getByText("Step 5 of 5: Payment")).toBeVisible();
  await expect(dialog.getByTestId("summary-total")).toHaveText("£225.00");
  await expect(dialog.getByText("Demo payment mode — no real card is charged")).toBeVisible();
  await dialog.getByRole("button", { name: "Pay £225.00" }).click();
  const success = page.getByRole("dialog", { name: "Booking Successful!" });
  await expect(success).toBeVisible();
  await success.getByRole("button", { name: "Close" }).click();
  await expect(success).toBeHidden();
  const rows = await sql<{ total: string; bar: number | null; date: string; start: string }>(
    `select to_char("totalPence" / 100.0, 'FM999999990.00') as total, "barId" as bar, "eventDate" as date, "startTime" as start from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ total: "225.00", date, start: "14:00" });
  expect(rows[0]?.bar).not.toBeNull();
});

test("a complete booking at a custom address (deposit) ends in the success dialog @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 60);
  const email = `custom-${testInfo.project.name}-${Date.now()}@example.com`;
  const dialog = await openWizard(page);
  await dialog.getByLabel("Venue name (optional)").fill("The Old Church Hall");
  await dialog.getByText("Yes", { exact: true }).click();
  await customAddressStep(dialog, "5 Kelvin Way, Glasgow G3 7TA");
  await eventDetailsStep(page, dialog, date, "18:00");
  await servicesStep(page, dialog);
  await contactStep(dialog, email);
  await dialog.getByText("Pay a 50% deposit").click();
  await dialog
    .getByRole("checkbox", {
      name: "I understand and agree to pay the remaining 50% balance in person on the event day.",
    })
    .click();
  await next(dialog);
  // £250 + £25 travel = £275.00; deposit £137.50
  await expect(dialog.getByTestId("summary-total")).toHaveText("£275.00");
  await expect(dialog.getByTestId("summary-due-now")).toHaveText("£137.50");
  await dialog.getByRole("button", { name: "Pay £137.50" }).click();
  await expect(page.getByRole("dialog", { name: "Booking Successful!" })).toBeVisible();
  const rows = await sql<{ total: string; paid: string; type: string; address: string; parking: boolean }>(
    `select to_char("totalPence" / 100.0, 'FM999999990.00') as total, to_char("paidPence" / 100.0, 'FM999999990.00') as paid, "paymentType" as type, "eventAddress" as address, "parkingAvailable" as parking
       from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([
    { total: "275.00", paid: "137.50", type: "deposit", address: "5 Kelvin Way, Glasgow G3 7TA", parking: true },
  ]);
});

test("with the automatic balance offered, a deposit's optional tick is stored with the booking", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 66);
  const email = `auto-balance-${testInfo.project.name}-${Date.now()}@example.com`;
  await sql(`UPDATE users SET "autoBalanceSettings" = '{"enabled":true,"daysBefore":10}' WHERE role = 'magician'`);
  try {
    const dialog = await openWizard(page);
    await customAddressStep(dialog, "5 Kelvin Way, Glasgow G3 7TA");
    await eventDetailsStep(page, dialog, date, "18:00");
    await servicesStep(page, dialog);
    await contactStep(dialog, email);
    const tick = dialog.getByRole("checkbox", { name: /^Charge the balance of £137\.50 to this card on / });
    await expect(tick).toHaveCount(0); // only under a deposit
    await dialog.getByText("Pay a 50% deposit").click();
    await dialog
      .getByRole("checkbox", {
        name: "I understand and agree to pay the remaining 50% balance in person on the event day.",
      })
      .click();
    await tick.click();
    await expect(tick).toBeChecked();
    await next(dialog);
    await dialog.getByRole("button", { name: "Pay £137.50" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Successful!" })).toBeVisible();
    const rows = await sql<{ paid: string; consented: boolean; days: number }>(
      `select to_char("paidPence" / 100.0, 'FM999999990.00') as paid, "autoBalanceConsentAt" is not null as consented, "autoBalanceDaysBefore" as days
         from bookings where "clientEmail" = $1`,
      [email],
    );
    expect(rows).toEqual([{ paid: "137.50", consented: true, days: 10 }]);
  } finally {
    await sql(`UPDATE users SET "autoBalanceSettings" = NULL WHERE role = 'magician'`);
  }
});

test("the success dialog leads to the customer's booking page, where they cancel under the terms @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 45);
  const email = `manage-${testInfo.project.name}-${Date.now()}@example.com`;
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  await eventDetailsStep(page, dialog, date, "11:00");
  await servicesStep(page, dialog);
  await contactStep(dialog, email);
  await next(dialog);
  await dialog.getByRole("button", { name: "Pay £275.00" }).click();
  const success = page.getByRole("dialog", { name: "Booking Successful!" });
  await expect(success).toBeVisible();
  await success.getByRole("link", { name: "See your booking" }).click();

  await expect(page).toHaveURL(/\/booking\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
  const details = page.getByRole("region", { name: "Booking details" });
  await expect(details.getByText("CONFIRMED")).toBeVisible();
  await expect(details.getByText("1 George Square, Glasgow G2 1DU")).toBeVisible();
  await expect(details.getByText("£275.00").first()).toBeVisible();
  const calendar = page.getByRole("link", { name: "Add to your calendar (.ics)" });
  const ics = await page.request.get((await calendar.getAttribute("href"))!);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  // more than 30 days ahead: what was paid minus the 50% deposit comes back
  // A click before the page hydrates does nothing: wait for the action (a stand-in until its code
  // loads on the first pointer or focus) to say it is live.
  await expect(page.locator("[data-hydrated]", { hasText: "Cancel booking" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(confirm.getByText("You will be refunded £137.50.")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(details.getByText("CANCELLED")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  const rows = await sql<{ status: string; refunded: string }>(
    `select status, to_char("refundedPence" / 100.0, 'FM999999990.00') as refunded from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([{ status: "cancelled", refunded: "137.50" }]);
});

test("returning from the payment provider's redirect with success saves the booking and shows it", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 120);
  const email = `redirect-${testInfo.project.name}-${Date.now()}@example.com`;
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  await eventDetailsStep(page, dialog, date);
  await servicesStep(page, dialog);
  await contactStep(dialog, email);
  await next(dialog);
  await expect(dialog.getByText("Step 5 of 5: Payment")).toBeVisible();
  // What the provider's own page does before it redirects back: the card is charged there.
  const clientSecret = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("summon-a-magician.pending-booking") ?? "{}").clientSecret,
  );
  const confirmed = await page.evaluate(async (secret: string) => {
    const response = await fetch("/api/demo-payments/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientSecret: secret }),
    });
    return { status: response.status, body: (await response.json()) as { paymentIntentId: string } };
  }, clientSecret);
  expect(confirmed.status).toBe(200);
  await page.goto(`/booking-success?payment_intent=${confirmed.body.paymentIntentId}&redirect_status=succeeded`);
  await expect(page.getByRole("heading", { name: "Booking Successful!" })).toBeVisible();
  await expect(page.getByText(`on its way to ${email}`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("summon-a-magician.pending-booking"))).toBeNull();
  const rows = await sql<{ total: string; payment: string; status: string }>(
    `select to_char("totalPence" / 100.0, 'FM999999990.00') as total, "paymentStatus" as payment, status from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([{ total: "275.00", payment: "completed", status: "confirmed" }]);
});

test("the wizard's validation toasts block progress", async ({ page }) => {
  const dialog = await openWizard(page);
  await next(dialog);
  await expect(page.getByText("Location required")).toBeVisible();
  await dialog.getByLabel("Venue name (optional)").fill("Somewhere");
  await next(dialog);
  await expect(page.getByText("Address required")).toBeVisible();
  await customAddressStep(dialog);
  await next(dialog);
  await expect(page.getByText("Event type required")).toBeVisible();
  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Wedding");
  await next(dialog);
  await expect(page.getByText("Date required")).toBeVisible();
});

test("a too-long last name outlines and focuses the last name, not the first @mobile", async ({ page }, testInfo) => {
  const date = await freeDay(testInfo, 70);
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  await eventDetailsStep(page, dialog, date);
  await servicesStep(page, dialog);
  await contactStep(dialog, `long-name-${testInfo.project.name}-${Date.now()}@example.com`);
  await dialog.getByLabel("Last name").fill("L".repeat(120));
  await next(dialog);
  await expect(page.getByText("Must be at most 100 characters.")).toBeVisible();
  await expect(dialog.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Last name")).toBeFocused();
  await expect(dialog.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Step 4 of 5: Confirmation")).toBeVisible();
});

test("on a phone the wizard's toast does not cover the Next button @mobile", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "phone layout");
  const dialog = await openWizard(page);
  await next(dialog);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Location required" });
  await expect(toast).toBeVisible();
  const [toastBox, nextBox] = await Promise.all([
    toast.boundingBox(),
    dialog.getByRole("button", { name: "Next Step" }).boundingBox(),
  ]);
  expect(toastBox && nextBox).toBeTruthy();
  const overlaps =
    toastBox!.x < nextBox!.x + nextBox!.width &&
    nextBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < nextBox!.y + nextBox!.height &&
    nextBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps).toBe(false);
});

test("a fully booked day is red and cannot be selected @mobile", async ({ page }, testInfo) => {
  const date = dayFor(testInfo, 80);
  for (const [start, end] of [
    ["09:00", "10:00"],
    ["11:00", "12:00"],
    ["13:00", "14:00"],
    ["15:00", "16:00"],
    ["17:00", "18:00"],
  ] as const) {
    await insertBooking(date, start, end);
  }
  // Written straight to the database, so the server's public reads (kept for 2 s) see them a little later.
  await expect
    .poll(async () => {
      const rows = (await (await page.request.get("/api/bookings-public")).json()) as { eventDate: string }[];
      return rows.filter((row) => row.eventDate === date).length;
    })
    .toBeGreaterThanOrEqual(5);
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  const day = await showDay(dialog, date);
  await expect(day).toHaveAttribute("data-status", "full");
  await expect(day).toHaveAttribute("aria-disabled", "true");
  await expect(day).toHaveClass(/bg-day-full/);
  // aria-disabled days stay focusable and clickable (the click shows why they cannot be chosen)
  await day.click({ force: true });
  await expect(page.getByText("This date is fully booked. Please select a different date.")).toBeVisible();
  await expect(day).not.toHaveAttribute("data-selected", "true");
});

test("a day blocked in the database is grey and struck through @mobile", async ({ page }, testInfo) => {
  const date = dayFor(testInfo, 90);
  await sql(`insert into blocked_days (date) values ($1) on conflict do nothing`, [date]);
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  const day = await showDay(dialog, date);
  await expect(day).toHaveAttribute("data-status", "blocked");
  await expect(day).toHaveClass(/line-through/);
  await day.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("This date is not available for bookings. Please select a different date."),
  ).toBeVisible();
  await expect(day).not.toHaveAttribute("data-selected", "true");
});

test("a deposit is refused for an event less than three weeks ahead @mobile", async ({ page }, testInfo) => {
  // a day with every time free: bookings other specs insert straight into the database pile up on
  // the near days when the suite runs again (--repeat-each) and can fill one
  const date = await freeDay(testInfo, 10);
  expect(date <= londonDate(20), `${date} is within three weeks`).toBe(true);
  const dialog = await openWizard(page);
  await customAddressStep(dialog);
  await eventDetailsStep(page, dialog, date, "10:00");
  await servicesStep(page, dialog);
  await dialog.getByText("Pay a 50% deposit").click();
  await expect(page.getByText("Deposit option is only available for events at least 3 weeks away")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Pay in full/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Pay a 50% deposit/ })).not.toBeChecked();
});

test("service cards open the wizard titled with the service and pre-select it; keyboard works in the calendar", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Book Stage Illusions" }).click();
  const dialog = page.getByRole("dialog", { name: "Stage Illusions" });
  await expect(dialog).toBeVisible();
  await customAddressStep(dialog);
  const date = dayFor(testInfo, 100);
  await showDay(dialog, date);
  // keyboard: focus the grid's tab stop, move with arrows and choose with Enter
  await dialog.locator(`button[data-iso="${date}"]`).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(dialog.locator(`button[data-iso="${addDays(date, 1)}"]`)).toHaveAttribute("data-selected", "true");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Event type" }), "Corporate Event");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Arrival time" }), "12:00");
  await dialog.getByLabel("Number of guests").fill("100");
  await next(dialog);
  await expect(dialog.getByRole("checkbox", { name: /Stage Illusions/ })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Book Stage Illusions" })).toBeFocused();
});

test("/booking-success does not believe a forged query string: it asks the server", async ({ page }) => {
  await page.goto(
    "/booking-success?payment_intent=pi_forged123&payment_intent_client_secret=pi_forged123_secret_abc&redirect_status=succeeded",
  );
  await expect(page.getByRole("heading", { name: "No booking found for this payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Booking Successful!" })).toHaveCount(0);
  await page.goto("/booking-success?payment_intent=pi_forged123&redirect_status=succeeded");
  await expect(page.getByRole("heading", { name: "No booking found for this payment" })).toBeVisible();
});
