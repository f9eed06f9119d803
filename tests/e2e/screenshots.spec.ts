import { expect, test, type Page } from "@playwright/test";
import { hashSync } from "bcryptjs";
import { arrivalTimes } from "@/lib/domain/time-slots";
import { signInAt } from "./support/auth";
import { insertBookingRow } from "./support/bookings";
import { closeSql, sql, sqlRow } from "./support/db";
import { openWizard } from "./support/wizard";

// Visual regression: baselines (screenshots.spec.ts-snapshots/) of the landing page, every step of the
// booking wizard and both dashboards, 390 px and 1280 px wide, in Debian's Chromium. Everything shown is
// fixed: the browser's clock, the rows the dashboards list (dated 2099 so they are the newest whatever
// else the run inserted, and removed afterwards), and what the whole e2e run shares (the catalogue,
// promotions, published reviews, counts) is hidden or masked. Regenerate after a deliberate change:
// `E2E_PORT=… npx tsx tests/e2e/run.ts tests/e2e/screenshots.spec.ts --update-snapshots`.

const CLOCK = new Date("2026-06-15T10:00:00+01:00");
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** Font rendering jitters by a few anti-aliased pixels between runs. */
const SCREENSHOT = { animations: "disabled", maxDiffPixelRatio: 0.01, caret: "hide", timeout: 60_000 } as const;

/** Sections whose content is shared run-wide data (catalogue, promotions, reviews): hidden, not masked, so their height cannot move the rest. */
const LANDING_STYLE = `
  .below-fold { content-visibility: visible !important; }
  #services, section[aria-labelledby="promotions-title"], #testimonials, nav[aria-labelledby="footer-services"] { display: none !important; }
`;

/**
 * What the wizard reads from the server after the page loads, answered by the test: the catalogue, the
 * calendar's bookings and blocked days and the partner bars are shared run-wide data, and the day and
 * the hold are June 2026 (the fixed clock's), which the real server, on its own clock, calls past.
 */
const WIZARD_SERVICES = [
  {
    id: 9001,
    title: "Close-Up Magic",
    basePrice: 250,
    isActive: true,
    discount: null,
    image: null,
    description: "Sleight of hand at arm's length, moving from group to group.",
  },
  {
    id: 9002,
    title: "Mind Reading",
    basePrice: 300,
    isActive: true,
    discount: null,
    image: null,
    description: "Thoughts revealed, predictions sealed in advance.",
  },
  {
    id: 9003,
    title: "Stage Show",
    basePrice: 450,
    isActive: true,
    discount: null,
    image: null,
    description: "A full show for a seated audience, with volunteers.",
  },
];
const WIZARD_DAY = "2026-07-17";
const HOLD_EXPIRES = new Date(CLOCK.getTime() + 15 * 60_000).toISOString();

async function fixWizardData(page: Page) {
  await page.route("**/api/services", (route) => route.fulfill({ json: WIZARD_SERVICES }));
  await page.route("**/api/bookings-public*", (route) => route.fulfill({ json: [] }));
  await page.route("**/api/blocked-days-public*", (route) => route.fulfill({ json: [] }));
  await page.route("**/api/registered-bars*", (route) => route.fulfill({ json: [] }));
  await page.route("**/api/availability?*", (route) => {
    const date = new URL(route.request().url()).searchParams.get("date");
    return route.fulfill({ json: { date, status: "available", selectable: true, times: arrivalTimes() } });
  });
  await page.route("**/api/create-payment-intent", (route) =>
    route.fulfill({
      json: {
        clientSecret: "pi_demo_screenshot_secret_fixed",
        paymentIntentId: "pi_demo_screenshot",
        amountPence: 27500,
        totalPence: 27500,
        balanceDueOnDayPence: 0,
        holdExpiresAt: HOLD_EXPIRES,
        bookingId: 1,
      },
    }),
  );
}

const inserted = { bookings: [] as number[], leads: [] as number[], users: [] as number[] };

// bypassCSP: the tests add a style sheet of their own (hiding shared data) to the page.
test.use({ contextOptions: { reducedMotion: "reduce" }, bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

test.afterAll(async () => {
  if (inserted.bookings.length) await sql(`DELETE FROM bookings WHERE id = ANY($1)`, [inserted.bookings]);
  if (inserted.leads.length) await sql(`DELETE FROM leads WHERE id = ANY($1)`, [inserted.leads]);
  if (inserted.users.length) await sql(`DELETE FROM users WHERE id = ANY($1)`, [inserted.users]);
  await closeSql();
});

async function insertBooking(fields: Record<string, unknown>) {
  const row = await insertBookingRow({
    clientName: "Client",
    clientEmail: "client@example.com",
    eventDate: "2099-02-10",
    ...fields,
  });
  inserted.bookings.push(row.id);
}

const signIn = signInAt;

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(CLOCK);
    });

    test("the landing page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.addStyleTag({ content: LANDING_STYLE });
      await expect(page).toHaveScreenshot(`landing-${viewport.width}.png`, {
        ...SCREENSHOT,
        fullPage: true,
        // the copyright year is the build's
        mask: [page.locator("footer").getByText(/©/)],
      });
    });

    test("the booking wizard's first step", async ({ page }) => {
      await openWizard(page);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`wizard-step-1-${viewport.width}.png`, SCREENSHOT);
    });

    test("the booking wizard's later steps", async ({ page }) => {
      await fixWizardData(page);
      const wizard = await openWizard(page);
      await page.evaluate(() => document.fonts.ready);
      const next = async (n: number, name: string) => {
        await wizard.getByRole("button", { name: "Next Step" }).click();
        await expect(wizard.getByText(`Step ${n} of 5: ${name}`)).toBeVisible();
        // the mouse leaves the button it clicked: no hover look in the picture
        await page.mouse.move(0, 0);
      };
      const choose = async (combobox: string, option: string) => {
        await wizard.getByRole("combobox", { name: combobox }).click();
        await page.getByRole("option", { name: option }).click();
      };

      await wizard.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
      await next(2, "Event Details");
      await expect(page).toHaveScreenshot(`wizard-step-2-${viewport.width}.png`, SCREENSHOT);
      await choose("Event type", "Birthday Party");
      await wizard.getByRole("button", { name: "Next month" }).click();
      await wizard.locator(`button[data-iso="${WIZARD_DAY}"]`).click();
      await choose("Arrival time", "14:00");
      await wizard.getByLabel("Number of guests").fill("40");
      await next(3, "Services");
      await expect(wizard.getByRole("checkbox", { name: /Stage Show/ })).toBeVisible();
      await wizard.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
      await choose("Performance duration", "60 minutes");
      await expect(wizard.getByTestId("live-total")).toHaveText("£275.00");
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`wizard-step-3-${viewport.width}.png`, SCREENSHOT);
      await next(4, "Confirmation");
      await wizard.getByLabel("First name").fill("Ada");
      await wizard.getByLabel("Last name").fill("Lovelace");
      await wizard.getByLabel("Email").fill("ada@example.com");
      await wizard.getByLabel("Phone").fill("07700 900789");
      await wizard.getByRole("checkbox", { name: /I accept the terms and conditions/ }).click();
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`wizard-step-4-${viewport.width}.png`, SCREENSHOT);
      await next(5, "Payment");
      await expect(wizard.getByRole("button", { name: "Pay £275.00" })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`wizard-step-5-${viewport.width}.png`, SCREENSHOT);
    });

    test("the magician's dashboard", async ({ page }) => {
      if (inserted.leads.length === 0) {
        const names = ["Morag Campbell", "Hamish Reid", "Isla MacLeod"];
        for (const [i, name] of names.entries()) {
          const lead = await sqlRow<{ id: number }>(
            `INSERT INTO leads (name, email, phone, "eventType", location, message, "createdAt", "updatedAt")
             VALUES ($1, 'lead@example.com', '07700 900777', 'wedding', 'Glasgow', 'A wedding reception for 80 guests, please.', $2, now()) RETURNING id`,
            [name, `2099-01-0${i + 1}T12:00:00Z`],
          );
          inserted.leads.push(Number(lead.id));
        }
        const clients = ["Ailsa Grant", "Callum Stewart", "Fiona Murray", "Euan Kerr", "Mhairi Ross"];
        for (const [i, clientName] of clients.entries()) {
          await insertBooking({
            clientName,
            eventDate: `2099-02-1${i}`,
            status: ["pending", "confirmed", "confirmed", "cancelled", "pending"][i],
            createdAt: `2099-01-0${i + 1}T12:00:00Z`,
          });
        }
      }
      await signIn(page, "magician", "e2e-magician-password", "/admin/magician");
      await expect(page.getByRole("article", { name: "Booking of Mhairi Ross" })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Below the tabs: the calendar feed's secret URL, the timed jobs' last runs, two-factor state;
      // the Reviews tab counts every pending review of the run: its label is hidden at a fixed width;
      // the sign-in's "Welcome back!" toast may or may not have gone yet.
      await page.addStyleTag({
        content: `
          [data-slot="tabs"] ~ * { display: none !important; }
          [data-slot="tabs-trigger"][id$="-trigger-reviews"] { visibility: hidden; width: 8rem; flex: none; }
          [data-sonner-toaster] { display: none !important; }
        `,
      });
      await expect(page).toHaveScreenshot(`magician-dashboard-${viewport.width}.png`, {
        ...SCREENSHOT,
        fullPage: true,
        mask: [
          page.locator('[data-testid^="stat-"]'),
          // "2 days ago" is measured from the server's clock on the first render
          page.locator('article[aria-label^="Lead from"] p.text-muted-foreground'),
        ],
      });
    });

    test("the bar client's dashboard", async ({ page }) => {
      const username = `shotbar${viewport.width}${Date.now().toString(36)}`;
      const bar = await sqlRow<{ id: number }>(
        `INSERT INTO users (username, password, email, role, "barName", "ownerName", "barAddress", "contactPhone", "registrationPaid", "registrationPaymentId")
         VALUES ($1, $2, 'owner@lantern.example', 'bar-client', 'The Silver Lantern', 'Kirsty Owner', '7 Merchant Square, Glasgow', '0141 555 0100', true, $3) RETURNING id`,
        [username, hashSync("bar-pass-123", 10), `shot_${username}`],
      );
      inserted.users.push(Number(bar.id));
      await sql(
        `INSERT INTO bar_drinks ("barId", name, price, "discountCode", "promotionCount", "updatedAt")
         VALUES ($1, 'Wizard''s Brew', 6.5, 'MAGIC10', 4, now()), ($1, 'Vanishing Mojito', 8, NULL, 2, now())`,
        [bar.id],
      );
      await insertBooking({
        clientName: "The Silver Lantern",
        source: "bar-service",
        barId: bar.id,
        eventDate: "2099-03-06",
        startTime: "20:00",
        endTime: "21:00",
        status: "confirmed",
        paymentStatus: "completed",
        paidPence: 25000,
        barCommissionPence: 2500,
      });
      await signIn(page, username, "bar-pass-123", "/admin/bar-client");
      await expect(page.getByTestId("bar-event")).toHaveCount(1);
      await page.evaluate(() => document.fonts.ready);
      // The bookable bar services, the magician's offers (a slideshow) and contact details are shared by the
      // whole run: hidden, so their height cannot move the rest.
      for (const title of ["Book Bar Services", "Special Offers", "Contact the Magician"]) {
        await page
          .locator('[data-slot="card"]')
          .filter({ has: page.locator('[data-slot="card-title"]', { hasText: title }) })
          .evaluateAll((cards: HTMLElement[]) => cards.forEach((card) => (card.style.display = "none")));
      }
      await expect(page).toHaveScreenshot(`bar-dashboard-${viewport.width}.png`, { ...SCREENSHOT, fullPage: true });
    });
  });
}
