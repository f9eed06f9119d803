// A press made as soon as a page is painted takes effect, and text typed meanwhile is kept, however
// late its scripts start.
// A public page starts its scripts after its first paint, or on the visitor's first input
// (lib/server/static/hydrate-after-paint.mjs), so the first press always comes before React owns
// the page. Here every script of the build is held back (page.route) until after the press, so the
// press meets a page without its code on every run, as a slow phone or network would; then the
// scripts are let through and the press must have done what it says. No test here waits for
// `data-hydrated` before pressing.
//
// "warm": the same browser has loaded the page completely once before (its session, the server's
// cached page). Playwright turns the HTTP cache off while a route is set, so the held scripts come
// from the server either way: what differs is everything else the first visit left behind.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { MAGICIAN, signInAsMagician } from "./support/auth";
import { paidDepositBooking } from "./support/bookings";
import { freeDay } from "./support/dates";
import { londonToday } from "@/lib/domain/dates";
import { closeSql, sql } from "./support/db";
import { hydrated } from "./support/hydration";

const journeyPlaces: string[] = [];

test.afterAll(async () => {
  if (journeyPlaces.length > 0) await sql(`DELETE FROM mileage_journeys WHERE to_place = ANY($1)`, [journeyPlaces]);
  await closeSql();
});

// The wizard's own chunk loads after the release, on a machine that may be busy: room for both.
test.setTimeout(120_000);
const OPENED = { timeout: 60_000 };

/** Holds every request for the build's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/_next\/static\/.+\.js(?:\?.*)?$/, async (route) => {
    held += 1;
    await released;
    // the page may have gone on to another address meanwhile
    await route.continue().catch(() => undefined);
  });
  return async () => {
    // the press has asked for the scripts (the loader starts them on the first input) and none has run
    expect(held, "scripts requested and held before the release").toBeGreaterThan(0);
    release();
  };
}

/** Opens `/` with the scripts held: cold in a fresh browser context, warm after one full visit. */
async function openLanding(page: Page, load: "cold" | "warm"): Promise<() => Promise<void>> {
  if (load === "warm") {
    await page.goto("/");
    await hydrated(page);
    await page.goto("about:blank");
  }
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  return release;
}

/** The press: a tap on a touch screen, a click elsewhere; nothing waits for the page's code. */
async function press(control: Locator, isMobile: boolean): Promise<void> {
  await expect(control).toBeVisible();
  if (isMobile) await control.tap();
  else await control.click();
}

for (const load of ["cold", "warm"] as const) {
  test(`'Summon a Magician' pressed before the scripts run opens the booking wizard (${load}) @mobile`, async ({
    page,
    isMobile,
  }) => {
    const release = await openLanding(page, load);
    const hero = page.locator("#home");
    await press(hero.getByRole("button", { name: "Summon a Magician" }), isMobile);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await release();
    await expect(page.getByRole("dialog", { name: "Summon a Magician" })).toBeVisible(OPENED);
  });

  test(`the header's 'Summon a Magician' pressed before the scripts run opens the booking wizard (${load})`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the header's button is shown from 768 px");
    const release = await openLanding(page, load);
    await press(page.getByRole("banner").getByRole("button", { name: "Summon a Magician" }), isMobile);
    await release();
    await expect(page.getByRole("dialog", { name: "Summon a Magician" })).toBeVisible(OPENED);
  });

  test(`'Open menu' tapped before the scripts run opens the menu (${load}) @mobile`, async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button is shown below 768 px");
    const release = await openLanding(page, load);
    await press(page.getByRole("button", { name: "Open menu" }), isMobile);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await release();
    const menu = page.getByRole("dialog", { name: /Menu/ });
    await expect(menu).toBeVisible(OPENED);
    // pressed once, opened once: the replay does not toggle it shut again
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Services" })).toBeVisible();
  });
}

// Forms and buttons beyond the landing page: typed text is kept and the press is carried out.
const BAR_FIELDS: [string, string][] = [
  ["Bar/Venue Name", "The Early Lantern"],
  ["Owner/Manager Name", "Eve Early"],
  ["Venue Address", "1 Early Lane, Glasgow G12 8SJ"],
  ["Contact Phone", "0141 555 0111"],
  ["Email", "early@early-lantern.example"],
  ["Username", "early"],
  ["Password", "early-password-1"],
];

test("the bar registration keeps all seven fields typed while its scripts start, and continues to payment @mobile", async ({
  page,
  isMobile,
}, testInfo) => {
  const fields = BAR_FIELDS.map(([label, value]) =>
    label === "Username" ? ([label, `${value}${testInfo.project.name}${Date.now() % 1e6}`] as const) : [label, value],
  );
  const release = await holdScripts(page);
  await page.goto("/register-bar", { waitUntil: "commit" });
  // a person taps into the first field, then types: some fields before the scripts run, the rest as they start
  await press(page.getByLabel(fields[0]![0]), isMobile);
  for (const [label, value] of fields.slice(0, 4)) await page.getByLabel(label, { exact: true }).fill(value);
  await release();
  for (const [label, value] of fields.slice(4)) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  for (const [label, value] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Payment" })).toBeVisible(OPENED);
  await expect(page.getByText(`Registering ${fields[0]![1]} as username`)).toBeVisible();
});

test("'Continue to Payment' pressed on the empty registration form before its scripts run shows what is missing @mobile", async ({
  page,
  isMobile,
}) => {
  const release = await holdScripts(page);
  await page.goto("/register-bar", { waitUntil: "commit" });
  await press(page.getByRole("button", { name: "Continue to Payment" }), isMobile);
  await release();
  await expect(page.getByText("Bar name is required")).toBeVisible(OPENED);
  await expect(page.getByText("Owner name is required")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/register-bar");
  await expect(page.getByRole("heading", { level: 1, name: "Bar Information" })).toBeVisible();
});

test("the sign-in form keeps what was typed before its scripts ran, and 'Sign In' pressed then signs in @mobile", async ({
  page,
  isMobile,
}) => {
  const release = await holdScripts(page);
  await page.goto("/admin", { waitUntil: "commit" });
  await page.getByLabel("Username").fill(MAGICIAN.username);
  await page.getByLabel("Password", { exact: true }).fill(MAGICIAN.password);
  await press(page.getByRole("button", { name: "Sign In" }), isMobile);
  // the native submission was held: the password is nowhere in the address, the page not reloaded
  expect(page.url()).not.toContain(MAGICIAN.password);
  await release();
  await page.waitForURL("**/admin/magician", OPENED);
});

test("'Continue to payment' pressed on the booking page before its scripts run opens the card form @mobile", async ({
  page,
  isMobile,
}, testInfo) => {
  const date = await freeDay(testInfo, 170);
  const path = await paidDepositBooking(page, {
    eventDate: date,
    clientName: "Ada Early",
    clientEmail: `early-pay-${testInfo.project.name}-${Date.now()}@example.com`,
  });
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  const pay = page.getByRole("region", { name: "Pay" });
  await press(pay.getByRole("button", { name: "Continue to payment" }), isMobile);
  await release();
  await expect(pay.getByRole("button", { name: /^Pay £[\d.,]+$/ })).toBeVisible(OPENED);
});

test("'Show latest documents' pressed on the dashboard before its scripts run shows them @mobile", async ({
  page,
  isMobile,
}) => {
  await signInAsMagician(page);
  const release = await holdScripts(page);
  await page.goto("/admin/magician?tab=bookings", { waitUntil: "commit" });
  await press(page.getByRole("button", { name: "Show latest documents" }), isMobile);
  await release();
  await expect(
    page.getByRole("list", { name: "Latest documents" }).or(page.getByText("No documents yet.")),
  ).toBeVisible(OPENED);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
});

test("a date typed into the booking page's Move before the scripts run shows that date's free times @mobile", async ({
  page,
}, testInfo) => {
  const booked = await freeDay(testInfo, 205);
  const wanted = await freeDay(testInfo, 215, [booked]);
  const path = await paidDepositBooking(page, {
    eventDate: booked,
    clientName: "Early Mover",
    clientEmail: `early-move-${testInfo.project.name}-${Date.now()}@example.com`,
  });
  const release = await holdScripts(page);
  // the page asks for its scripts once painted: the date is typed while they are held
  const asked = page.waitForRequest(/\/_next\/static\/.+\.js(?:\?.*)?$/);
  await page.goto(path, { waitUntil: "commit" });
  const move = page.getByRole("region", { name: "Move your booking" });
  await move.getByLabel("New date").fill(wanted);
  await asked;
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  await release();
  // nothing touched since: the typed date's times appear under the field by themselves
  await expect(move.getByRole("radio", { name: "19:30" })).toBeVisible(OPENED);
  await expect(move.getByLabel("New date")).toHaveValue(wanted);
  await expect(move.getByRole("button", { name: "Choose this time" })).toBeVisible();
});

/**
 * Holds the script holding `text` (a lazily loaded part's own code) until the returned function is
 * called; every other script loads. Returns whether it was asked for, with the release.
 */
async function holdScriptWith(page: Page, text: string): Promise<{ asked: () => boolean; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/_next\/static\/.+\.js(?:\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(text)) {
      asked = true;
      await released;
    }
    await route.fulfill({ response, body }).catch(() => undefined);
  });
  return { asked: () => asked, release };
}

// The dashboard's tabs are server-rendered and hydrated when their own code arrives, after the rest
// of the page: a form sent by the browser meanwhile would leave the page (the tab gone from the address).
for (const typed of ["empty", "filled in"] as const) {
  test(`the Books tab's journey form pressed ${typed} before the tab's code arrives stays on the tab and is answered @mobile`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const to = `Oban PA34 (${typed} ${testInfo.project.name} ${Date.now()})`;
    journeyPlaces.push(to);
    await signInAsMagician(page);
    const tab = await holdScriptWith(page, "Add a journey");
    await page.goto("/admin/magician?tab=books", { waitUntil: "commit" });
    // the page's root is React's; the tab's part is still the server's HTML
    await expect(page.locator("html[data-hydrated]")).toBeAttached(OPENED);
    const form = page.getByRole("form", { name: "Add a journey" });
    if (typed === "filled in") {
      await form.getByLabel("Date", { exact: true }).fill(londonToday());
      await form.getByLabel("From", { exact: true }).fill("Home");
      await form.getByLabel("To", { exact: true }).fill(to);
      await form.getByLabel("Miles", { exact: true }).fill("97");
      await form.getByLabel("Purpose", { exact: true }).fill("Viewing a venue");
    }
    await press(form.getByRole("button", { name: "Add journey" }), isMobile);
    expect(tab.asked(), "the tab's code asked for and held").toBe(true);
    tab.release();
    if (typed === "empty") {
      await expect(form.getByText("Please say where the journey started.")).toBeVisible(OPENED);
    } else {
      const row = page.getByRole("list", { name: "Journeys" }).getByRole("listitem").filter({ hasText: to });
      await expect(row).toContainText("97 mi", OPENED);
    }
    expect(new URL(page.url()).searchParams.get("tab")).toBe("books");
  });
}

test("'Show latest documents' pressed on the Bookings tab before the tab's code arrives shows them @mobile", async ({
  page,
  isMobile,
}) => {
  await signInAsMagician(page);
  const tab = await holdScriptWith(page, "Show latest documents");
  await page.goto("/admin/magician?tab=bookings", { waitUntil: "commit" });
  await expect(page.locator("html[data-hydrated]")).toBeAttached(OPENED);
  await press(page.getByRole("button", { name: "Show latest documents" }), isMobile);
  expect(tab.asked(), "the tab's code asked for and held").toBe(true);
  tab.release();
  await expect(
    page.getByRole("list", { name: "Latest documents" }).or(page.getByText("No documents yet.")),
  ).toBeVisible(OPENED);
});
