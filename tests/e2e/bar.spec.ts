import { expect, test, type Locator, type Page } from "@playwright/test";
import { hashSync } from "bcryptjs";
import { closeSql, sql, sqlRow } from "./support/db";

// The partner bar's dashboard end to end: a bar client created in the database signs in through
// /admin, manages drinks, settings and password, and books a bar service in demo payment mode.

let seq = 0;

async function createBar(password = "bar-pass-123") {
  seq += 1;
  const username = `e2ebar${Date.now().toString(36)}${seq}`;
  const row = await sqlRow<{ id: number }>(
    `INSERT INTO users (username, password, email, role, "barName", "ownerName", "barAddress", "contactPhone", "registrationPaid", "registrationPaymentId")
     VALUES ($1, $2, $3, 'bar-client', $4, $5, '7 Merchant Square, Glasgow', '0141 555 0100', true, $6) RETURNING id`,
    [
      username,
      hashSync(password, 10),
      `${username}@example.com`,
      `The Crystal Ball ${username}`,
      `Owner ${username}`,
      `e2e_${username}`,
    ],
  );
  return {
    id: Number(row.id),
    username,
    password,
    barName: `The Crystal Ball ${username}`,
    ownerName: `Owner ${username}`,
  };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/admin");
  // Hydrated first (the form marks itself): text typed before hydration is reset, and a click
  // before it is only replayed once it ends.
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 30_000 });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The toast with this title (sonner keeps one at a time). */
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The first day of the shown month, from the 15th on, with no booking (a hold is one too) and not blocked. */
async function freeDayFromThe15th(dialog: Locator): Promise<string> {
  const fifteenth = await dialog.locator("button[data-iso$='-15']").first().getAttribute("data-iso");
  const month = fifteenth!.slice(0, 7);
  const days = (
    await dialog
      .locator(`button[data-iso^="${month}-"]:not([disabled])`)
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-iso")!))
  ).filter((iso) => iso >= fifteenth!);
  const used = await sql<{ day: string }>(
    `SELECT "eventDate" AS day FROM bookings WHERE "eventDate" = ANY($1)
     UNION SELECT date FROM blocked_days WHERE date = ANY($1)`,
    [days],
  );
  const free = days.find((iso) => !used.some((row) => row.day === iso));
  if (!free) throw new Error(`No free day from ${fifteenth} on`);
  return free;
}

test.afterAll(async () => {
  await closeSql();
});

test("a bar client adds, edits and removes a promotional drink, and sees drinks revenue @mobile", async ({ page }) => {
  const bar = await createBar();
  await signIn(page, bar.username, bar.password);
  await expect(page).toHaveURL(/\/admin\/bar-client$/);
  await expect(page.getByRole("heading", { level: 1, name: bar.barName })).toBeVisible();
  await expect(page.getByText(`No upcoming events scheduled for ${bar.barName}`)).toBeVisible();
  await expect(page.getByText("No promotional drinks added yet...")).toBeVisible();

  await page.getByRole("button", { name: "Add Drink" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Drink Name").fill("A");
  await dialog.getByLabel("Price (£)").fill("0");
  await dialog.getByRole("button", { name: "Add Drink" }).click();
  await expect(dialog.getByText("Drink name must be at least 2 characters.")).toBeVisible();
  await expect(dialog.getByText("Price must be a positive number.")).toBeVisible();

  await dialog.getByLabel("Drink Name").fill("Wizard's Brew");
  await dialog.getByLabel("Price (£)").fill("6.5");
  await dialog.getByLabel("Discount Code (optional)").fill("MAGIC10");
  await dialog.getByRole("button", { name: "Add Drink" }).click();
  await expect(toastWith(page, "Drink Added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId("drink").filter({ hasText: "Wizard's Brew" });
  await expect(item).toContainText("£6.50");
  await expect(item).toContainText("MAGIC10");
  const stored = await sqlRow<{ id: number; price: string }>(
    `SELECT id, price::text FROM bar_drinks WHERE "barId" = $1`,
    [bar.id],
  );
  expect(stored.price).toBe("6.50");

  await item.getByRole("button", { name: "Edit Wizard's Brew" }).click();
  await expect(dialog.getByLabel("Drink Name")).toHaveValue("Wizard's Brew");
  await dialog.getByLabel("Drink Name").fill("Vanishing Mojito");
  await dialog.getByLabel("Price (£)").fill("8");
  await dialog.getByRole("button", { name: "Update Drink" }).click();
  await expect(toastWith(page, "Drink Updated")).toBeVisible();
  const edited = page.getByTestId("drink").filter({ hasText: "Vanishing Mojito" });
  await expect(edited).toContainText("£8.00");

  // The magician records 3 sold: the drinks revenue card shows 3 × £8.00 after a reload.
  await sql(`UPDATE bar_drinks SET "promotionCount" = 3 WHERE id = $1`, [stored.id]);
  await page.reload();
  await expect(page.getByTestId("drinks-revenue")).toContainText("£24.00");

  await page.getByRole("button", { name: "Remove Vanishing Mojito" }).click();
  await expect(toastWith(page, "Drink Removed")).toBeVisible();
  await expect(page.getByText("No promotional drinks added yet...")).toBeVisible();
  expect(await sql(`SELECT id FROM bar_drinks WHERE "barId" = $1`, [bar.id])).toHaveLength(0);
});

test("a bar client changes its settings and password, then signs in with the new password", async ({ page }) => {
  const bar = await createBar("old-password-1");
  await signIn(page, bar.username, bar.password);
  await expect(page).toHaveURL(/\/admin\/bar-client$/);

  await page.getByRole("button", { name: "Account Settings" }).click();
  await page.getByRole("button", { name: "Edit Settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Phone").fill("0141");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Phone number must be at least 10 characters.")).toBeVisible();
  await dialog.getByLabel("Bar Name").fill("The Enchanted Tankard");
  await dialog.getByLabel("Phone").fill("0141 555 0199");
  await dialog.getByLabel("Email").fill("owner@tankard.example");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Settings Updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "The Enchanted Tankard" })).toBeVisible();
  const [user] = await sql<{ barName: string; contactPhone: string; email: string }>(
    `SELECT "barName", "contactPhone", email FROM users WHERE id = $1`,
    [bar.id],
  );
  expect(user).toEqual({
    barName: "The Enchanted Tankard",
    contactPhone: "0141 555 0199",
    email: "owner@tankard.example",
  });

  await page.getByRole("button", { name: "Change Password" }).click();
  await dialog.getByLabel("Current Password").fill("old-password-1");
  await dialog.getByLabel("New Password", { exact: true }).fill("new-password-2");
  await dialog.getByLabel("Confirm New Password").fill("something-else");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();

  await dialog.getByLabel("Current Password").fill("not-my-password");
  await dialog.getByLabel("Confirm New Password").fill("new-password-2");
  await expect(dialog.getByLabel("New Password", { exact: true })).toHaveValue("new-password-2");
  await expect(dialog.getByText("Passwords don't match")).toBeHidden();
  // The server's answer first: a failure here says whether the request left the browser at all.
  const refused = page.waitForResponse((r) => r.url().endsWith("/password") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  expect((await refused).status()).toBe(400);
  await expect(toastWith(page, "Password Change Failed")).toBeVisible();

  await dialog.getByLabel("Current Password").fill("old-password-1");
  const changed = page.waitForResponse((r) => r.url().endsWith("/password") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  expect((await changed).status()).toBe(200);
  await expect(toastWith(page, "Password Changed")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await signIn(page, bar.username, "new-password-2");
  await expect(page).toHaveURL(/\/admin\/bar-client$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Enchanted Tankard" })).toBeVisible();
});

test("a bar client books a bar service in demo payment mode and the magician sees it", async ({ page, browser }) => {
  const bar = await createBar();
  await signIn(page, bar.username, bar.password);
  await expect(page).toHaveURL(/\/admin\/bar-client$/);

  const service = page.getByTestId("bar-service").filter({ hasText: "Bar Close-Up Residency" });
  await expect(service).toContainText("£240.00"); // £300 less 20%
  await service.getByRole("button", { name: "Book Bar Close-Up Residency" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Step 1 of 3: Select Date & Time")).toBeVisible();

  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await expect(toastWith(page, "Date Required")).toBeVisible();

  // A date well ahead with nothing booked or held yet: from the 15th of next month on. Not a fixed
  // day: a repeated run (or a retry after payment) would find its own 19:00 booking there already.
  await dialog.getByRole("button", { name: "Next month" }).click();
  const target = await freeDayFromThe15th(dialog);
  await dialog.locator(`button[data-iso="${target}"]`).click();
  await expect(dialog.getByRole("combobox", { name: "Start Time" })).toContainText("19:00");
  await dialog.getByLabel("Additional Information (optional)").fill("Quiz night, back room");
  await dialog.getByRole("button", { name: "Next", exact: true }).click();

  await expect(dialog.getByText("Step 2 of 3: Review Booking")).toBeVisible();
  await expect(dialog.getByText("Cancelations within 7 days of the event are non-refundable.")).toBeVisible();
  await expect(dialog.getByText("19:00 – 21:00 (2 hours)")).toBeVisible();
  await expect(dialog.getByTestId("bar-booking-total")).toHaveText("£240.00");
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByText("Step 1 of 3: Select Date & Time")).toBeVisible();
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();

  await expect(dialog.getByText("Step 3 of 3: Complete Payment")).toBeVisible();
  await expect(dialog.getByText("Demo payment mode — no real card is charged")).toBeVisible();
  await dialog.getByRole("button", { name: "Pay £240.00" }).click();
  await expect(toastWith(page, "Booking Created Successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = await sql<Record<string, unknown>>(
    `SELECT id, "eventDate", "startTime", "endTime", to_char("totalPence" / 100.0, 'FM999999990.00') AS total, to_char("paidPence" / 100.0, 'FM999999990.00') AS paid, to_char("barCommissionPence" / 100.0, 'FM999999990.00') AS commission,
            "paymentType", "paymentStatus", source, "additionalInfo" FROM bookings WHERE "barId" = $1`,
    [bar.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    eventDate: target,
    startTime: "19:00",
    endTime: "21:00",
    total: "240.00",
    paid: "240.00",
    commission: "36.00",
    paymentType: "full",
    paymentStatus: "completed",
    source: "bar-service",
    additionalInfo: "Quiz night, back room",
  });
  const event = page.getByTestId("bar-event").first();
  await expect(event).toContainText("Bar Close-Up Residency");
  await expect(event.locator("[data-colour]")).toHaveAttribute("data-colour", "green");
  await expect(page.getByTestId("commission-revenue")).toContainText("£36.00");

  // The magician finds it in the dashboard's bookings (same table).
  const magicianContext = await browser.newContext();
  const magicianPage = await magicianContext.newPage();
  await signIn(magicianPage, "magician", "e2e-magician-password");
  await expect(magicianPage).toHaveURL(/\/admin\/magician/);
  const newest = magicianPage.getByRole("article", { name: `Booking of ${bar.ownerName}` });
  await expect(newest).toBeVisible();
  await expect(newest).toContainText("19:00");
  await expect(newest).toContainText("£240.00");
  await magicianContext.close();
});

test("the bar dashboard needs a bar-client session", async ({ page }) => {
  await page.goto("/admin/bar-client");
  await expect(page).toHaveURL(/\/admin\?/);
  await expect(toastWith(page, "Unauthorized")).toBeVisible();
  const api = await page.request.get("/api/bar/summary");
  expect(api.status()).toBe(401);
  const drinks = await page.request.get("/api/drinks");
  expect(drinks.status()).toBe(401);
});

test("a bar downloads its registration VAT invoice again from its dashboard @mobile", async ({ page }) => {
  const bar = await createBar();
  // a number from a past year's sequence, clear of the documents other tests issue this year
  const sequence = 1000 + Math.floor(Math.random() * 8000);
  const number = `SAM-2019-${sequence}`;
  await sql(
    `INSERT INTO documents (number, year, sequence, kind, "movementId", "intentId", "barUserId", "amountPence", "vatPence", "issuedAt", seller, buyer, lines)
     VALUES ($1, 2019, $2, 'invoice', $3, $3, $4, 2500, 417, '2019-06-01T12:00:00Z', $5, $6, $7)`,
    [
      number,
      sequence,
      `pi_e2e_registration_${bar.username}`,
      bar.id,
      JSON.stringify({
        name: "Jo Magic Ltd",
        tradingName: "Summon a Magician",
        address: "12 Wand Street, Glasgow G1 1AA",
        vatNumber: "GB123456789",
        email: "jo@example.com",
      }),
      JSON.stringify({ name: bar.barName, email: `${bar.username}@example.com` }),
      JSON.stringify([
        {
          description: `Partner bar registration: ${bar.barName}`,
          grossPence: 2500,
          vatPence: 417,
          netPence: 2083,
          vatRatePercent: 20,
        },
      ]),
    ],
  );
  await signIn(page, bar.username, bar.password);
  const link = page.getByRole("link", { name: `Download VAT invoice ${number} (PDF)` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await page.request.get(`/api/bar/documents/${number}.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
