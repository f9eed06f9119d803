import { expect, test, type Page } from "@playwright/test";

import { scriptsStartedAfterPaint } from "@/lib/server/static/hydrate-after-paint.mjs";
import { MANAGE_LINK_NOT_VALID } from "@/lib/validation/manage";

import { paidDepositBooking } from "./support/bookings";
import { closeSql, sql } from "./support/db";
import { BEYOND_HORIZON_MESSAGE } from "@/lib/domain/calendar";
import { addDays, londonToday } from "@/lib/domain/dates";
import { freeDay } from "./support/dates";

test.afterAll(async () => {
  await closeSql();
});

/** A deposit booking paid through the public API and the demo gateway, as the wizard makes it; returns its page's path. */
const depositBooking = (page: Page, eventDate: string, email: string) =>
  paidDepositBooking(page, { eventDate, clientName: "Ada Lovelace", clientEmail: email });

test("on the booking page the customer pays the balance, moves the booking, then cancels it @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 150);
  const newDate = await freeDay(testInfo, 160, [date]);
  const email = `lifecycle-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(await depositBooking(page, date, email));
  const details = page.getByRole("region", { name: "Booking details" });
  await expect(details.getByText("CONFIRMED")).toBeVisible();
  // Clicks before the page hydrates do nothing: wait until it is live. Pay, Move and Cancel are
  // server-rendered stand-ins until first pointed at or focused, marked data-hydrated once listening.
  await expect(page.locator("[data-hydrated]", { hasText: "Cancel booking" }).first()).toBeVisible();

  // Pay the balance with the wizard's payment form (demo gateway).
  const pay = page.getByRole("region", { name: "Pay" });
  // paying by card is offered, and paying in person on the day (as agreed with the deposit) is still fine
  await expect(pay.getByText("You can still pay the remaining balance in person on the event day.")).toBeVisible();
  await pay.getByText("Pay the balance (£137.50)").click();
  await pay.getByRole("button", { name: "Continue to payment" }).click();
  await pay.getByRole("button", { name: "Pay £137.50" }).click();
  await expect(page.getByText("Thank you: your payment has been received.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Pay" })).toHaveCount(0);
  let rows = await sql<{ paid: string; date: string; start: string; status: string }>(
    `select to_char("paidPence" / 100.0, 'FM999999990.00') as paid, "eventDate" as date, "startTime" as start, status from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([{ paid: "275.00", date, start: "14:00", status: "confirmed" }]);

  // Move it: a new date, one of the free times, the consequence spelled out, then confirm.
  const move = page.getByRole("region", { name: "Move your booking" });
  await move.getByLabel("New date").fill(newDate);
  await move.getByText("19:30", { exact: true }).click();
  await move.getByRole("button", { name: "Choose this time" }).click();
  const confirmMove = page.getByRole("alertdialog");
  await expect(confirmMove.getByText("The price does not change.", { exact: false })).toBeVisible();
  await confirmMove.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByText("Your booking has been moved.").first()).toBeVisible();
  await expect(details.getByText("19:30").first()).toBeVisible();
  rows = await sql(
    `select to_char("paidPence" / 100.0, 'FM999999990.00') as paid, "eventDate" as date, "startTime" as start, status from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(rows).toEqual([{ paid: "275.00", date: newDate, start: "19:30", status: "confirmed" }]);
  const icsUrl = `${page.url()}`.replace("/booking/", "/api/manage/") + "/ics";
  const ics = await (await page.request.get(icsUrl)).text();
  expect(ics).toContain("SEQUENCE:1");
  expect(ics).toContain("STATUS:CONFIRMED");

  // Cancel under the terms: more than 30 days ahead, paid minus the deposit comes back.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const confirmCancel = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(confirmCancel.getByText("You will be refunded £137.50.")).toBeVisible();
  await confirmCancel.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(details.getByText("CANCELLED")).toBeVisible();
  const final = await sql<{ status: string; refunded: string }>(
    `select status, to_char("refundedPence" / 100.0, 'FM999999990.00') as refunded from bookings where "clientEmail" = $1`,
    [email],
  );
  expect(final).toEqual([{ status: "cancelled", refunded: "137.50" }]);
  // the calendar file now takes the event out of a calendar; the page no longer offers to add it
  await expect(page.getByRole("link", { name: "Add to your calendar (.ics)" })).toHaveCount(0);
  // nothing is left to change: no "To change this booking, reply…" (also once the page is loaded afresh)
  await expect(page.getByText("To change this booking")).toHaveCount(0);
  await page.reload();
  await expect(details.getByText("CANCELLED")).toBeVisible();
  await expect(page.getByText("To change this booking")).toHaveCount(0);
  const cancelledIcs = await (await page.request.get(icsUrl)).text();
  expect(cancelledIcs).toContain("STATUS:CANCELLED");
  expect(cancelledIcs).toContain("SEQUENCE:2");
});

test("a booking link that is not valid answers 404 with its own message, its scripts not held for a paint @mobile", async ({
  page,
  request,
}) => {
  const path = "/booking/999999.1.not-a-real-signature";
  const html = await request.get(path);
  expect(html.status()).toBe(404);
  // an error answer may be Next's empty error shell: its scripts start at once (server.mjs)
  expect(scriptsStartedAfterPaint(await html.text())).toEqual([]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: MANAGE_LINK_NOT_VALID })).toBeVisible();
  await expect(page.getByText("reply to that e-mail and we will send you a new one")).toBeVisible();
});

test("closing the cancel confirmation returns focus to 'Cancel booking' @mobile", async ({ page }, testInfo) => {
  const date = await freeDay(testInfo, 170);
  await page.goto(await depositBooking(page, date, `focus-${testInfo.project.name}-${Date.now()}@example.com`));
  await expect(page.locator("[data-hydrated]", { hasText: "Cancel booking" }).first()).toBeVisible();
  const cancel = page.getByRole("button", { name: "Cancel booking", exact: true });
  for (const close of ["Escape", "Keep my booking"]) {
    await cancel.focus();
    // The stand-in's code loads on focus: press once the real button has taken its place (and the
    // focus). A key pressed during that swap is another matter, not this test's.
    await expect(page.locator("button[data-replay]", { hasText: "Cancel booking" })).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await expect(dialog).toBeVisible();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: close }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel, close).toBeFocused();
  }
});

test("moving a booking past the 3-year horizon says how far ahead bookings can be made @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 175);
  const email = `horizon-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(await depositBooking(page, date, email));
  // as the 3-week rule's test above: the stand-in's date field is live once the page is
  await expect(page.locator("[data-hydrated]", { hasText: "Cancel booking" }).first()).toBeVisible();
  const move = page.getByRole("region", { name: "Move your booking" });
  await move.getByLabel("New date").fill(addDays(londonToday(), 1100));
  await expect(move.getByText(BEYOND_HORIZON_MESSAGE)).toBeVisible();
  await expect(move.getByText("No times are free on that date.", { exact: false })).toHaveCount(0);
  await expect(move.getByRole("button", { name: "Choose this time" })).toHaveCount(0);
});

test("the booking page says why a deposit booking owing its balance cannot move inside 3 weeks @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 170);
  const email = `deposit-rule-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(await depositBooking(page, date, email));
  await expect(page.locator("[data-hydrated]", { hasText: "Cancel booking" }).first()).toBeVisible();
  const move = page.getByRole("region", { name: "Move your booking" });
  // the rule refuses the date itself, whatever its times: the picker says so instead of offering any
  await move.getByLabel("New date").fill(addDays(londonToday(), 10));
  await expect(
    move.getByText("Please pay the balance before moving this booking to within 3 weeks of the event."),
  ).toBeVisible();
  await expect(move.getByRole("button", { name: "Choose this time" })).toHaveCount(0);
  const rows = await sql<{ date: string }>(`select "eventDate" as date from bookings where "clientEmail" = $1`, [
    email,
  ]);
  expect(rows).toEqual([{ date }]);
});
