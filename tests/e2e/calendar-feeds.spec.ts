import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, londonToday } from "@/lib/domain/dates";
import { signInAsMagician } from "./support/auth";
import { openWizard } from "./support/wizard";
import { closeSql, sql } from "./support/db";

// An ICS feed end to end: a small HTTP server started here serves a calendar with one busy event; the
// magician adds it in Settings → Calendars (a link that is not a calendar is refused with its message
// first); the public wizard then no longer offers the busy time or its buffers, while the rest of the
// day stays bookable. The feed is removed from Settings at the end. The day is this spec's own.

const DAY = addDays(londonToday(), 281);
const NAME = "E2E diary";
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//e2e//EN",
  "BEGIN:VEVENT",
  "UID:e2e-busy@test",
  "SUMMARY:Agency gig (private)",
  `DTSTART;TZID=Europe/London:${DAY.replaceAll("-", "")}T140000`,
  `DTEND;TZID=Europe/London:${DAY.replaceAll("-", "")}T160000`,
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: http.Server;
let origin = "";

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/diary.ics") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.end(CALENDAR);
    } else {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<!doctype html><p>Please sign in</p>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  // a failed run must not leave the feed's busy time behind
  const feeds = await sql<{ id: number }>(`SELECT id FROM calendar_feeds WHERE name = $1`, [NAME]);
  for (const { id } of feeds) {
    await sql(`DELETE FROM calendar_busy_events WHERE source = 'ics' AND calendar_key = $1`, [String(id)]);
    await sql(`DELETE FROM calendar_feeds WHERE id = $1`, [id]);
  }
  await closeSql();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function pickDay(calendar: Locator, iso: string) {
  const day = calendar.locator(`button[data-iso="${iso}"]`);
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
}

async function availableTimes(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/availability?date=${DAY}&duration=60`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { times: string[] }).times;
}

test("a feed added in Settings takes its busy time out of the wizard", async ({ page, browser }) => {
  expect(await availableTimes(page)).toContain("14:00");

  await signInAsMagician(page);
  await page.goto("/admin/magician?tab=settings");
  const form = page.getByRole("form", { name: "Add a calendar" });
  await form.getByLabel("Calendar name").fill(NAME);
  await form.getByLabel("Calendar link (.ics or webcal://)").fill(`${origin}/sign-in`);
  await form.getByRole("button", { name: "Add calendar" }).click();
  await expect(form.getByText("That link does not give an iCalendar (.ics) calendar.")).toBeVisible();
  expect(await sql(`SELECT id FROM calendar_feeds WHERE name = $1`, [NAME])).toEqual([]);

  await form.getByLabel("Calendar link (.ics or webcal://)").fill(`${origin}/diary.ics`);
  await form.getByRole("button", { name: "Add calendar" }).click();
  await expect(toastWith(page, "Calendar added")).toBeVisible();
  const feeds = page.getByRole("list", { name: "Calendar feeds" });
  await expect(feeds).toContainText(NAME);
  await expect(feeds).toContainText("1 busy event");

  expect(await availableTimes(page)).not.toContain("14:00");

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
    for (const time of ["13:00", "14:00", "15:00", "16:00", "16:30"]) expect(offered).not.toContain(time);
    for (const time of ["10:00", "18:00", "20:00"]) expect(offered).toContain(time);
    // no public answer carries the event's title
    const shown = await wizardPage.request.get(`/api/bookings-public?from=${DAY}&to=${DAY}`);
    expect(await shown.text()).not.toContain("Agency gig");
  } finally {
    await customer.close();
  }

  await feeds.getByRole("button", { name: `Remove ${NAME}` }).click();
  await expect(toastWith(page, "Calendar removed")).toBeVisible();
  expect(await availableTimes(page)).toContain("14:00");
});
