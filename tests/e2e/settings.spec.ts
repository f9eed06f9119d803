import { expect, test, type Page } from "@playwright/test";
import { hashSync } from "bcryptjs";
import { SETTINGS_MESSAGES } from "@/lib/validation/settings";
import { MAGICIAN, signInAt } from "./support/auth";
import { closeSql, sql, sqlRow } from "./support/db";

// The magician's Settings tab end to end: field messages, saving the business details (what the bar
// dashboard's contact card then shows) and a refused password change. The settings live on the
// magician's account row, which the whole run shares: the columns are read before and written back
// after, and the magician's password is never changed.

const BAR_PASSWORD = "bar-pass-123";

const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

type SettingsColumns = {
  id: number;
  email: string | null;
  contactPhone: string | null;
  displayName: string | null;
  businessAddress: string | null;
  googleReviewUrl: string | null;
  legalName: string | null;
  vatNumber: string | null;
  password: string;
};

let original: SettingsColumns | undefined;
const barIds: number[] = [];

async function magicianRow(): Promise<SettingsColumns> {
  return sqlRow<SettingsColumns>(
    `SELECT id, email, "contactPhone", "displayName", "businessAddress", "googleReviewUrl", "legalName", "vatNumber", password
     FROM users WHERE role = 'magician' ORDER BY id LIMIT 1`,
  );
}

test.beforeAll(async () => {
  original = await magicianRow();
});

test.afterAll(async () => {
  if (original) {
    await sql(
      `UPDATE users SET email = $2, "contactPhone" = $3, "displayName" = $4, "businessAddress" = $5, "googleReviewUrl" = $6,
       "legalName" = $7, "vatNumber" = $8
       WHERE id = $1`,
      [
        original.id,
        original.email,
        original.contactPhone,
        original.displayName,
        original.businessAddress,
        original.googleReviewUrl,
        original.legalName,
        original.vatNumber,
      ],
    );
  }
  if (barIds.length) await sql(`DELETE FROM users WHERE id = ANY($1)`, [barIds]);
  await closeSql();
});

/** The Settings tab with its business details loaded (the form appears once GET /api/settings answered). */
async function openSettings(page: Page) {
  await page.goto("/admin/magician?tab=settings");
  const form = page.getByRole("form", { name: "Business details" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel("Display Name")).not.toHaveValue("");
  return form;
}

test("a bad e-mail and a bad UK phone get their field messages and nothing is saved @mobile", async ({ page }) => {
  await signInAt(page, MAGICIAN.username, MAGICIAN.password, "/admin/magician");
  const form = await openSettings(page);
  const before = await magicianRow();

  await form.getByLabel("Contact Email").fill("not-an-email");
  await form.getByLabel("Contact Phone").fill("12345");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.contactEmail)).toBeVisible();
  await expect(form.getByText(SETTINGS_MESSAGES.contactPhone)).toBeVisible();
  await expect(form.getByLabel("Contact Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Contact Phone")).toHaveAttribute("aria-invalid", "true");

  // a US number is not a UK one, and the server says so on its own too
  await form.getByLabel("Contact Phone").fill("+1 212 555 0100");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.contactPhone)).toBeVisible();
  const refused = await page.request.patch("/api/settings", {
    data: { contactEmail: "not-an-email", contactPhone: "+1 212 555 0100" },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { fieldErrors?: Record<string, string> };
  expect(body.fieldErrors).toMatchObject({
    contactEmail: SETTINGS_MESSAGES.contactEmail,
    contactPhone: SETTINGS_MESSAGES.contactPhone,
  });

  expect(await magicianRow()).toEqual(before);
});

test("the business details are saved, kept after a reload, and shown on the bar's contact card", async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const wanted = {
    displayName: `Marvellous Morag ${tag}`,
    contactEmail: `bookings-${tag}@magic.example`,
    contactPhone: "0141 496 0123",
    businessAddress: "12 Buchanan Street, Glasgow G1 3HL",
    googleReviewUrl: `https://g.page/r/e2e-${tag}/review`,
    legalName: `Morag Magic Ltd ${tag}`,
    // typed with spaces, kept as GB and its digits
    vatNumber: "GB123456789",
  };

  await signInAt(page, MAGICIAN.username, MAGICIAN.password, "/admin/magician");
  let form = await openSettings(page);
  await form.getByLabel("Display Name").fill(wanted.displayName);
  await form.getByLabel("Contact Email").fill(wanted.contactEmail);
  await form.getByLabel("Contact Phone").fill(wanted.contactPhone);
  await form.getByLabel("Business Address").fill(wanted.businessAddress);
  await form.getByLabel("Google Review Link").fill(wanted.googleReviewUrl);
  await form.getByLabel("Legal Name").fill(wanted.legalName);
  await form.getByLabel("VAT Number").fill("gb 123 4567 89");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(toastWith(page, "Settings Saved")).toBeVisible();

  await page.reload();
  form = page.getByRole("form", { name: "Business details" });
  await expect(form.getByLabel("Display Name")).toHaveValue(wanted.displayName, { timeout: 30_000 });
  await expect(form.getByLabel("Contact Email")).toHaveValue(wanted.contactEmail);
  await expect(form.getByLabel("Contact Phone")).toHaveValue(wanted.contactPhone);
  await expect(form.getByLabel("Business Address")).toHaveValue(wanted.businessAddress);
  await expect(form.getByLabel("Google Review Link")).toHaveValue(wanted.googleReviewUrl);
  await expect(form.getByLabel("Legal Name")).toHaveValue(wanted.legalName);
  await expect(form.getByLabel("VAT Number")).toHaveValue(wanted.vatNumber);

  const row = await magicianRow();
  expect({
    displayName: row.displayName,
    contactEmail: row.email,
    contactPhone: row.contactPhone,
    businessAddress: row.businessAddress,
    googleReviewUrl: row.googleReviewUrl,
    legalName: row.legalName,
    vatNumber: row.vatNumber,
  }).toEqual(wanted);
  // the settings answer carries more than these details (travel, the home postcode): the saved
  // ones must be there as typed
  const api = await page.request.get("/api/settings");
  expect(await api.json()).toMatchObject(wanted);

  // a bar client, in a browser of its own, sees the new details as call and mail links
  const username = `setbar${tag}`;
  const bar = await sqlRow<{ id: number }>(
    `INSERT INTO users (username, password, email, role, "barName", "ownerName", "barAddress", "contactPhone", "registrationPaid", "registrationPaymentId")
     VALUES ($1, $2, $3, 'bar-client', 'The Settings Arms', 'Sandy Owner', '3 Ingram Street, Glasgow', '0141 555 0177', true, $4) RETURNING id`,
    [username, hashSync(BAR_PASSWORD, 10), `${username}@example.com`, `settings_${username}`],
  );
  barIds.push(Number(bar.id));
  const barContext = await browser.newContext();
  try {
    const barPage = await barContext.newPage();
    await signInAt(barPage, username, BAR_PASSWORD, "/admin/bar-client");
    const card = barPage
      .locator('[data-slot="card"]')
      .filter({ has: barPage.locator('[data-slot="card-title"]', { hasText: "Contact the Magician" }) });
    await expect(card.getByTestId("contact-name")).toHaveText(wanted.displayName);
    const call = card.getByRole("link", { name: `Call ${wanted.contactPhone}` });
    await expect(call).toHaveAttribute("href", "tel:01414960123");
    const mail = card.getByRole("link", { name: `Email ${wanted.contactEmail}` });
    await expect(mail).toHaveAttribute("href", `mailto:${wanted.contactEmail}`);
  } finally {
    await barContext.close();
  }
});

test("a password change with a wrong current password is refused and the session goes on", async ({ page }) => {
  const before = await magicianRow();
  await signInAt(page, MAGICIAN.username, MAGICIAN.password, "/admin/magician");
  await openSettings(page);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill("definitely-not-my-password");
  await form.getByLabel("New Password", { exact: true }).fill("a-new-password-123");
  await form.getByLabel("Confirm New Password").fill("a-new-password-123");
  await form.getByRole("button", { name: "Change Password" }).click();

  await expect(form.getByText("Current password is incorrect")).toBeVisible();
  await expect(form.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
  await expect(toastWith(page, "Password Change Failed")).toBeVisible();
  expect((await magicianRow()).password).toBe(before.password);

  // still signed in: the dashboard reloads, its API answers
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/magician\?tab=settings$/);
  await expect(page.getByRole("form", { name: "Business details" })).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get("/api/settings")).status()).toBe(200);
});
