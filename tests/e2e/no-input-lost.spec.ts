// A press made as soon as a public page is painted takes effect, however late its scripts start.
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

import { paidDepositBooking } from "./support/bookings";
import { freeDay } from "./support/dates";
import { closeSql } from "./support/db";
import { hydrated } from "./support/hydration";

test.afterAll(async () => {
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
