import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hashSync } from "bcryptjs";
import { addDays, londonToday } from "@/lib/domain/dates";
import { signInAsMagician, signInAt } from "./support/auth";
import { insertBookingRow, paidDepositBooking } from "./support/bookings";
import { closeSql, sql, sqlRow } from "./support/db";
import { freeDay } from "./support/dates";
import { runTag } from "./support/run-tag";
import { openWizard } from "./support/wizard";
import { hydrated } from "./support/hydration";

// Accessibility: axe's full default rule set (WCAG A/AA and best practices) finds nothing, of any
// impact, on every public page, every tab of both dashboards and every dialog they open.

test.afterAll(closeSql);
// axe takes seconds per run (much more on a loaded machine), and some tests run it twenty times.
test.describe.configure({ timeout: 300_000 });
// Content that fades in on scroll is shown at once, so axe measures it as painted.
test.use({ contextOptions: { reducedMotion: "reduce" } });

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per failing node, so a failure names the rule and the element at once. */
function describe(violations: AxeResults["violations"]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`),
  );
}

/** Runs axe on the page, or only inside `scope` (a dialog: the page behind it is inert). */
async function expectNoViolations(page: Page, label: string, scope?: string) {
  // Let entrance animations finish: colour contrast is measured on what is painted.
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  // soft: one run reports every page and dialog that fails, not only the first
  expect.soft(describe(results.violations), label).toEqual([]);
}

/** The open dialog (Radix marks it data-state=open), checked on its own. */
async function expectDialogClean(page: Page, dialog: Locator, label: string) {
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, label, '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

let seq = 0;
function insertBooking(fields: Record<string, unknown>) {
  seq += 1;
  return insertBookingRow({
    clientName: `A11y Client ${seq}`,
    clientEmail: `a11y${seq}-${Date.now()}@example.com`,
    eventDate: addDays(londonToday(), 12),
    ...fields,
  });
}

/** A deposit booking paid through the public API and the demo gateway; returns its booking page's path. */
function paidBooking(page: Page, eventDate: string, clientName: string): Promise<string> {
  const clientEmail = `a11y-paid-${Date.now()}@example.com`;
  return paidDepositBooking(page, {
    eventDate,
    clientName,
    clientEmail,
    headers: { "X-Forwarded-For": "203.0.113.77" },
  });
}

test.describe("public pages", () => {
  for (const path of [
    "/",
    "/privacy-policy",
    "/terms-of-service",
    "/legal/terms",
    "/admin",
    "/admin?registered=newbar01",
    "/register-bar",
  ]) {
    test(`${path} has no axe violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }

  test("/checkout and /booking-success have no axe violations", async ({ page }) => {
    await page.goto("/checkout");
    await expectNoViolations(page, "/checkout");
    await page.goto("/booking-success");
    await expectNoViolations(page, "/booking-success");
  });

  test("the 404 page has no axe violations @mobile", async ({ page }) => {
    const response = await page.goto("/no-such-page-a11y");
    expect(response?.status()).toBe(404);
    await expectNoViolations(page, "404");
    for (const path of ["/booking/999999.1.not-a-real-signature", "/review/999999.1.not-a-real-signature"]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expectNoViolations(page, path);
    }
  });

  test("a customer's booking page and its cancel dialog have no axe violations @mobile", async ({ page }, testInfo) => {
    await page.goto(await paidBooking(page, await freeDay(testInfo, 230), "Ada A11y"));
    await expect(page.getByRole("region", { name: "Booking details" })).toBeVisible();
    await expectNoViolations(page, "/booking/{token}");
    const cancel = page.getByRole("button", { name: /cancel/i }).first();
    await cancel.click();
    const dialog = page.getByRole("alertdialog");
    await expectDialogClean(page, dialog, "cancel booking dialog");
  });

  test("the review page has no axe violations, before and after sending", async ({ page }) => {
    const booking = await insertBooking({
      eventDate: addDays(londonToday(), -4),
      status: "completed",
      paymentStatus: "completed",
      paidPence: 25000,
    });
    await signInAsMagician(page);
    const link = await page.request.get(`/api/bookings/${booking.id}/review-link`);
    expect(link.status()).toBe(200);
    const { url } = await link.json();
    await page.context().clearCookies();
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole("button", { name: "Send my review" })).toBeVisible();
    await expectNoViolations(page, "/review/{token}");
    // the page's error messages too
    await page.getByRole("button", { name: "Send my review" }).click();
    await expectNoViolations(page, "/review/{token} with errors");
  });

  test("the booking wizard's first step has no axe violations @mobile", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#home").getByRole("button", { name: "Summon a Magician" }).click();
    const wizard = page.getByRole("dialog", { name: "Summon a Magician" });
    await expectDialogClean(page, wizard, "wizard step 1");
  });
});

test.describe("the booking wizard", () => {
  /** The wizard's step `n`, once its heading line is shown. */
  async function next(dialog: Locator, n: number, name: string) {
    await dialog.getByRole("button", { name: "Next Step" }).click();
    await expect(dialog.getByText(`Step ${n} of 5: ${name}`)).toBeVisible();
  }

  async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
    await combobox.click();
    await page.getByRole("option", { name }).click();
  }

  test("every step, its error messages and its open lists have no axe violations", async ({ page }, testInfo) => {
    test.setTimeout(900_000);
    const wizard = await openWizard(page);
    await expectDialogClean(page, wizard, "wizard step 1");
    // Next with nothing filled in: the step's messages
    await wizard.getByRole("button", { name: "Next Step" }).click();
    await expect(wizard.getByLabel("Event address")).toHaveAttribute("aria-invalid", "true");
    await expectDialogClean(page, wizard, "wizard step 1 with errors");

    await wizard.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
    await next(wizard, 2, "Event Details");
    await expectDialogClean(page, wizard, "wizard step 2");
    await wizard.getByRole("button", { name: "Next Step" }).click();
    await expect(wizard.getByRole("combobox", { name: "Event type" })).toHaveAttribute("aria-invalid", "true");
    await expectDialogClean(page, wizard, "wizard step 2 with errors");
    await wizard.getByRole("combobox", { name: "Event type" }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoViolations(page, "wizard step 2: event type list", '[role="listbox"]');
    await page.getByRole("option", { name: "Birthday Party" }).click();
    const iso = await freeDay(testInfo, 173);
    const day = wizard.locator(`button[data-iso="${iso}"]`);
    for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
      await wizard.getByRole("button", { name: "Next month" }).click();
    }
    await day.click();
    await chooseOption(page, wizard.getByRole("combobox", { name: "Arrival time" }), "14:00");
    await wizard.getByLabel("Number of guests").fill("40");
    await expectDialogClean(page, wizard, "wizard step 2 filled in");

    await next(wizard, 3, "Services");
    await expectDialogClean(page, wizard, "wizard step 3");
    await wizard.getByRole("button", { name: "Next Step" }).click();
    await expectDialogClean(page, wizard, "wizard step 3 with errors");
    await wizard.getByRole("checkbox", { name: /Close-Up Magic/ }).click();
    await chooseOption(page, wizard.getByRole("combobox", { name: "Performance duration" }), "60 minutes");
    await expect(wizard.getByTestId("live-total")).toHaveText("£275.00");
    await expectDialogClean(page, wizard, "wizard step 3 filled in");

    await next(wizard, 4, "Confirmation");
    await expectDialogClean(page, wizard, "wizard step 4");
    await wizard.getByRole("button", { name: "Next Step" }).click();
    await expect(wizard.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expectDialogClean(page, wizard, "wizard step 4 with errors");
    await wizard.getByLabel("First name").fill("Ada");
    await wizard.getByLabel("Last name").fill("Lovelace");
    await wizard.getByLabel("Email").fill(`a11y-wizard-${Date.now()}@example.com`);
    await wizard.getByLabel("Phone").fill("07700 900789");
    await wizard.getByRole("checkbox", { name: /I accept the terms and conditions/ }).click();

    await next(wizard, 5, "Payment");
    await expect(wizard.getByRole("button", { name: "Pay £275.00" })).toBeVisible();
    await expectDialogClean(page, wizard, "wizard step 5");
  });
});

test.describe("the magician's dashboard", () => {
  test("every tab, and the dialogs they open, have no axe violations", async ({ page }, testInfo) => {
    test.setTimeout(1_200_000);
    const tag = runTag(testInfo);
    const [rita, percy, pauline, review] = [
      "Refundable Rita",
      "Pending Percy",
      "Past Pauline",
      "Wonderful evening",
    ].map((name) => `${name} ${tag}`) as [string, string, string, string];
    // Data for every list: a paid booking (refund, move, cancel with refund), a pending one (confirm),
    // a past one (mark completed, review link), an open lead and a pending review.
    await paidBooking(page, await freeDay(testInfo, 240), rita);
    await insertBooking({ clientName: percy, eventDate: addDays(londonToday(), 5) });
    const past = await insertBooking({
      clientName: pauline,
      eventDate: addDays(londonToday(), -2),
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 25000,
    });
    await sql(
      `INSERT INTO reviews ("bookingId", rating, text, "displayName", status, "updatedAt") VALUES ($1, 5, $2, 'Pauline', 'pending', now())`,
      [past.id, review],
    );
    // two enquiries from the same person: the lead history must still name its landmarks distinctly
    for (let i = 0; i < 2; i++)
      await sql(
        `INSERT INTO leads (name, email, phone, "eventType", location, message, "updatedAt")
         VALUES ('Lead Lachlan', 'lachlan@example.com', '07700 900777', 'wedding', 'Glasgow', 'A wedding in June, please.', now())`,
      );
    await sql(`INSERT INTO blocked_days (date) VALUES ($1) ON CONFLICT DO NOTHING`, [addDays(londonToday(), 3)]);

    await signInAsMagician(page);
    await expectNoViolations(page, "magician: Leads tab");

    // From the Leads tab's newest bookings: the details dialog and the status dialogs.
    const pending = page.getByRole("article", { name: `Booking of ${percy}` });
    await pending.getByRole("button", { name: "Confirm" }).click();
    let dialog = page.getByRole("alertdialog");
    await expectDialogClean(page, dialog, "confirm status dialog");
    await closeDialog(page, dialog);

    const ritaCard = page.getByRole("article", { name: `Booking of ${rita}` });
    await ritaCard.getByRole("button", { name: "Cancel" }).click();
    dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(/Refund everything paid/)).toBeVisible();
    await expectDialogClean(page, dialog, "cancel status dialog with refund");
    await closeDialog(page, dialog);

    await ritaCard.getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expectDialogClean(page, details, "booking details dialog");
    await details.getByRole("button", { name: "Refund" }).click();
    dialog = page.getByRole("dialog", { name: "Refund booking" });
    await expectDialogClean(page, dialog, "refund dialog");
    await closeDialog(page, dialog);
    await details.getByRole("button", { name: "Move" }).click();
    dialog = page.getByRole("dialog", { name: "Move this booking" });
    await expectDialogClean(page, dialog, "move booking dialog");
    await closeDialog(page, dialog);
    await closeDialog(page, details);

    await page.getByRole("tab", { name: "Bookings", exact: true }).click();
    await expectNoViolations(page, "magician: Bookings tab");
    await page.getByRole("button", { name: "Block Days" }).click();
    dialog = page.getByRole("dialog", { name: "Block Days" });
    await expectDialogClean(page, dialog, "block days dialog");
    await closeDialog(page, dialog);
    await page
      .getByRole("button", { name: /^Unblock / })
      .first()
      .click();
    dialog = page.getByRole("alertdialog");
    await expectDialogClean(page, dialog, "unblock day dialog");
    await closeDialog(page, dialog);
    // a past booking's details offer "Mark Completed" and the review link
    const event = page.getByRole("article", { name: `Event of ${pauline}` });
    if ((await event.count()) > 0) {
      await event.getByRole("button", { name: "Details" }).click();
      await expectDialogClean(page, page.getByRole("dialog", { name: "Booking Details" }), "past booking details");
      await closeDialog(page, page.getByRole("dialog", { name: "Booking Details" }));
    }

    for (const [tab, add, title] of [
      ["Services", "Add New Service", "Add New Service"],
      ["Bar Services", "Add New Bar Service", "Add New Bar Service"],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expectNoViolations(page, `magician: ${tab} tab`);
      await page.getByRole("button", { name: add }).click();
      dialog = page.getByRole("dialog", { name: title });
      await expectDialogClean(page, dialog, `${tab}: add dialog`);
      await closeDialog(page, dialog);
      await page.getByRole("tabpanel").getByRole("button", { name: "Edit" }).first().click();
      dialog = page.getByRole("dialog");
      await expectDialogClean(page, dialog, `${tab}: edit dialog`);
      await closeDialog(page, dialog);
      await page.getByRole("tabpanel").getByRole("button", { name: "Delete" }).first().click();
      dialog = page.getByRole("alertdialog");
      await expectDialogClean(page, dialog, `${tab}: delete dialog`);
      await closeDialog(page, dialog);
    }

    await page.getByRole("tab", { name: "Promotions", exact: true }).click();
    await expectNoViolations(page, "magician: Promotions tab");
    await page.getByRole("button", { name: "Add Promotion" }).click();
    dialog = page.getByRole("dialog", { name: "Add Promotion" });
    await expectDialogClean(page, dialog, "add promotion dialog");
    await closeDialog(page, dialog);
    await page.getByRole("tabpanel").getByRole("button", { name: "Delete" }).first().click();
    dialog = page.getByRole("alertdialog");
    await expectDialogClean(page, dialog, "delete promotion dialog");
    await closeDialog(page, dialog);

    await page.getByRole("tab", { name: /^Reviews/ }).click();
    await expect(page.getByText(review)).toBeVisible();
    await expectNoViolations(page, "magician: Reviews tab");

    await page.getByRole("tab", { name: "Insights", exact: true }).click();
    await expect(page.getByRole("tabpanel").locator(".recharts-surface").first()).toBeVisible();
    await expectNoViolations(page, "magician: Insights tab");

    await page.getByRole("tab", { name: "Audit Log", exact: true }).click();
    await expectNoViolations(page, "magician: Audit Log tab");

    await page.getByRole("tab", { name: "Settings", exact: true }).click();
    await expectNoViolations(page, "magician: Settings tab");

    await page.getByRole("button", { name: "Make a new link" }).click();
    dialog = page.getByRole("alertdialog");
    await expectDialogClean(page, dialog, "new calendar link dialog");
    await closeDialog(page, dialog);

    await page.getByRole("button", { name: "Record Drinks" }).click();
    dialog = page.getByRole("dialog", { name: "Record Promoted Drinks" });
    await expectDialogClean(page, dialog, "record drinks dialog");
    await closeDialog(page, dialog);

    await page.goto("/admin/leads");
    await expect(page.getByText("Lead Lachlan").first()).toBeVisible();
    await expectNoViolations(page, "lead history");
    await page.getByRole("button", { name: "Convert to Booking" }).first().click();
    dialog = page.getByRole("dialog", { name: "Convert Lead to Booking" });
    await expectDialogClean(page, dialog, "convert lead dialog");
  });
});

test.describe("the bar client's dashboard", () => {
  test("the dashboard and its dialogs have no axe violations @mobile", async ({ page }) => {
    const username = `a11ybar${Date.now().toString(36)}`;
    const bar = await sqlRow<{ id: number }>(
      `INSERT INTO users (username, password, email, role, "barName", "ownerName", "barAddress", "contactPhone", "registrationPaid", "registrationPaymentId")
       VALUES ($1, $2, $3, 'bar-client', 'The Accessible Arms', 'Alex Owner', '7 Merchant Square, Glasgow', '0141 555 0100', true, $4) RETURNING id`,
      [username, hashSync("bar-pass-123", 10), `${username}@example.com`, `a11y_${username}`],
    );
    await sql(
      `INSERT INTO bar_drinks ("barId", name, price, "promotionCount", "updatedAt") VALUES ($1, 'Wizard''s Brew', 6.5, 2, now())`,
      [bar.id],
    );
    await insertBooking({
      clientName: "The Accessible Arms",
      source: "bar-service",
      barId: bar.id,
      eventDate: addDays(londonToday(), 20),
      status: "confirmed",
    });
    await signInAt(page, username, "bar-pass-123", "/admin/bar-client");
    await expect(page.getByRole("heading", { level: 1, name: "The Accessible Arms" })).toBeVisible();
    await expectNoViolations(page, "bar dashboard");

    await page.getByRole("button", { name: "Add Drink" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Drink" });
    await expectDialogClean(page, dialog, "add drink dialog");
    await closeDialog(page, dialog);
    await page.getByRole("button", { name: "Edit Wizard's Brew" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Drink" });
    await expectDialogClean(page, dialog, "edit drink dialog");
    await closeDialog(page, dialog);

    await page
      .getByRole("button", { name: /^Book / })
      .first()
      .click();
    dialog = page.getByRole("dialog", { name: /^Book / });
    await expectDialogClean(page, dialog, "bar service booking dialog");
    await closeDialog(page, dialog);

    await page.getByRole("button", { name: "Account Settings" }).click();
    await expectNoViolations(page, "bar dashboard, account settings open");
    await page.getByRole("button", { name: "Edit Settings" }).click();
    dialog = page.getByRole("dialog", { name: "Account Settings" });
    await expectDialogClean(page, dialog, "account settings dialog");
    await closeDialog(page, dialog);
    await page.getByRole("button", { name: "Change Password" }).click();
    dialog = page.getByRole("dialog", { name: "Change Password" });
    await expectDialogClean(page, dialog, "change password dialog");
    await closeDialog(page, dialog);
  });
});
