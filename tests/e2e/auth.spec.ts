import { expect, test, type Page } from "@playwright/test";
import { useFreshClientAddress } from "./support/client-address";
import { closeSql, sql, sqlRow } from "./support/db";

// Accounts and roles end to end: bar registration with the £25 fee in demo payment mode,
// sign-in for both roles, the role gate, and the login page's messages.

const MAGICIAN = { username: "magician", password: "e2e-magician-password" };

/** The toast with this title (sonner shows one at a time). */
const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.afterAll(async () => {
  await closeSql();
});

/**
 * Waits until React has hydrated the page: text typed before hydration is reset by the form's first
 * render (the race that once left "Bar/Venue Name" empty on a loaded CI machine), and a click before
 * it is only replayed once hydration ends, so the next expectation's time would pay for hydration.
 */
async function hydrated(page: Page) {
  // the forms mark themselves once React owns them (components/ui/use-hydrated.ts)
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 30_000 });
}

/** The registration page, once hydrated. */
async function openRegistration(page: Page) {
  await page.goto("/register-bar");
  await hydrated(page);
}

/** The login page, once hydrated. */
async function openLogin(page: Page) {
  await page.goto("/admin");
  await hydrated(page);
}

test("a new bar registers and pays £25 in demo mode, signs in and lands on its dashboard", async ({ page }) => {
  await useFreshClientAddress(page);
  const suffix = Date.now().toString(36);
  const bar = {
    barName: `The Vanishing Tankard ${suffix}`,
    ownerName: "Morag Reid",
    barAddress: "21 Candleriggs, Glasgow G1 1LD",
    contactPhone: "0141 555 0123",
    email: `owner-${suffix}@tankard.example`,
    username: `tankard${suffix}`,
    password: "tankard-pass-123",
  };

  // a bar finds the registration from the landing page's "Partner bars" section
  await page.goto("/");
  const partners = page.getByRole("region", { name: "Partner bars" });
  await partners.scrollIntoViewIfNeeded();
  await expect(partners.getByText("10% off for your customers")).toBeVisible();
  await expect(partners.getByText("15% commission for you")).toBeVisible();
  await partners.getByRole("link", { name: "Register your bar" }).click();
  await expect(page).toHaveURL(/\/register-bar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bar Information" })).toBeVisible();
  await hydrated(page);

  await page.getByLabel("Bar/Venue Name").fill(bar.barName);
  await page.getByLabel("Owner/Manager Name").fill(bar.ownerName);
  await page.getByLabel("Venue Address").fill(bar.barAddress);
  await page.getByLabel("Contact Phone").fill(bar.contactPhone);
  await page.getByLabel("Email").fill(bar.email);
  await page.getByLabel("Username").fill(bar.username);
  await page.getByLabel("Password", { exact: true }).fill(bar.password);
  await expect(page.getByText("Username available")).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Registration Payment" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary.getByText("Registration Fee")).toBeVisible();
  await expect(summary.getByText("£25.00")).toHaveCount(2);
  await expect(page.getByText("Demo payment mode — no real card is charged")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await page.getByRole("button", { name: "Pay £25.00" }).click();

  // the sign-in page, with the username filled in and a message that stays (also after a reload)
  await expect(page).toHaveURL(new RegExp(`/admin\\?registered=${bar.username}$`));
  await expect(toastWith(page, "Registration successful")).toBeVisible();
  const registered = page
    .getByRole("status")
    .filter({ hasText: "Your bar is registered: sign in to open your dashboard." });
  await expect(registered).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(bar.username);
  await page.reload();
  await hydrated(page);
  await expect(registered).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(bar.username);

  const row = await sqlRow<{
    role: string;
    registrationPaid: boolean;
    registrationPaymentId: string;
    barLatitude: number;
    barLongitude: number;
  }>(
    `SELECT role, "registrationPaid", "registrationPaymentId", "barLatitude", "barLongitude" FROM users WHERE username = $1`,
    [bar.username],
  );
  expect(row).toMatchObject({ role: "bar-client", registrationPaid: true, barLatitude: 54, barLongitude: -2 });
  const intent = await sqlRow<{ status: string; purpose: string; amountPence: number; usedAt: Date | null }>(
    `SELECT status, purpose, "amountPence", "usedAt" FROM payment_intents WHERE id = $1`,
    [row.registrationPaymentId],
  );
  expect(intent).toMatchObject({ status: "succeeded", purpose: "registration", amountPence: 2500 });
  expect(intent.usedAt).not.toBeNull();

  // only the password is left to type
  await page.getByLabel("Password", { exact: true }).fill(bar.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/bar-client$/);
  await expect(toastWith(page, `Welcome, ${bar.barName}!`)).toBeVisible();

  // The session is an httpOnly, SameSite=Lax cookie; nothing for authorisation in browser storage.
  const cookie = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored).not.toMatch(/auth_token|user_role|session-token/);
});

test("the registration page is linked from the footer and the login page @mobile", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Register your bar" })).toHaveAttribute("href", "/register-bar");
  await page.goto("/admin");
  await expect(page.getByText("Your bar is registered")).toHaveCount(0);
  await page.getByRole("link", { name: "Register as a Client" }).click();
  await expect(page).toHaveURL(/\/register-bar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bar Information" })).toBeVisible();
});

test("registration: the live check says a taken username is taken @mobile", async ({ page }) => {
  await openRegistration(page);
  await page.getByLabel("Username").fill("TheGildedLantern");
  await expect(page.getByText("Username already taken")).toBeVisible();
  await expect(page.getByText("Please choose a different username")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/admin");
});

test("the magician signs in and lands on the magician's dashboard; /admin then redirects there @mobile", async ({
  page,
}) => {
  await openLogin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
  await signIn(page, MAGICIAN.username, MAGICIAN.password);
  await expect(page).toHaveURL(/\/admin\/magician$/);
  await expect(toastWith(page, "Welcome back!")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/magician$/);
  await page.goto("/admin/bar-client");
  await expect(page).toHaveURL(/\/admin\/magician$/);
});

test("a bar client who opens /admin/magician or /admin/leads is sent back to /admin/bar-client", async ({ page }) => {
  const username = `gatebar${Date.now().toString(36)}`;
  // A bar registered through the API flow would need a payment; insert one directly (bcrypt cost 12 hash of 'gate-pass-123').
  const bcrypt = await import("bcryptjs");
  await sql(
    `INSERT INTO users (username, password, email, role, "barName", "ownerName", "barAddress", "contactPhone", "registrationPaid", "registrationPaymentId")
     VALUES ($1, $2, $3, 'bar-client', 'The Gatekeeper', 'Gate Owner', '1 Gate Street, Glasgow', '0141 555 0999', true, $4)`,
    [username, bcrypt.hashSync("gate-pass-123", 12), `${username}@example.com`, `e2e_${username}`],
  );
  await openLogin(page);
  await signIn(page, username, "gate-pass-123");
  await expect(page).toHaveURL(/\/admin\/bar-client$/);
  await page.goto("/admin/magician");
  await expect(page).toHaveURL(/\/admin\/bar-client$/);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/bar-client$/);

  // Logout ends the session: the dashboard is closed again.
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/bar-client");
  await expect(page).toHaveURL(/\/admin\?.*callbackUrl=%2Fadmin%2Fbar-client/);
  await expect(toastWith(page, "Unauthorized: Please log in to access this page")).toBeVisible();
});

test("a username taken while the bar pays: clear error, another username, no second charge", async ({ page }) => {
  await useFreshClientAddress(page);
  const startedAt = new Date();
  const suffix = Date.now().toString(36);
  const wanted = `racebar${suffix}`;
  await openRegistration(page);
  await page.getByLabel("Bar/Venue Name").fill(`The Race Bar ${suffix}`);
  await page.getByLabel("Owner/Manager Name").fill("Rory Race");
  await page.getByLabel("Venue Address").fill("5 Race Street, Glasgow");
  await page.getByLabel("Contact Phone").fill("0141 555 0456");
  await page.getByLabel("Email").fill(`race-${suffix}@race.example`);
  await page.getByLabel("Username").fill(wanted);
  await page.getByLabel("Password", { exact: true }).fill("race-pass-123");
  await expect(page.getByText("Username available")).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay £25.00" })).toBeVisible();

  // Back keeps the form; continuing again reuses the same payment.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Username")).toHaveValue(wanted);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  // Only once the payment step is showing (the name was checked again on the way): taking the
  // name earlier would race that check.
  await expect(page.getByRole("button", { name: "Pay £25.00" })).toBeVisible();

  // Someone else takes the username (different case) while this bar is on the payment step.
  await sql(`INSERT INTO users (username, password, email, role) VALUES ($1, 'x', 'other@example.com', 'bar-client')`, [
    wanted.toUpperCase(),
  ]);
  await page.getByRole("button", { name: "Pay £25.00" }).click();
  await expect(toastWith(page, "Username already taken")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Bar Information" })).toBeVisible();
  await expect(page.getByText("Your £25.00 registration fee has been received.")).toBeVisible();

  await page.getByLabel("Username").fill(`${wanted}2`);
  await expect(page.getByText("Username available")).toBeVisible();
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?registered=${wanted}2$`));
  await expect(toastWith(page, "Registration successful")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(`${wanted}2`);

  const rows = await sql<{ registrationPaymentId: string }>(
    `SELECT "registrationPaymentId" FROM users WHERE username = $1`,
    [`${wanted}2`],
  );
  expect(rows).toHaveLength(1);
  const intents = await sql<{ id: string }>(
    // one browser at a time (workers: 1): every registration intent since this test began is this bar's
    `SELECT id FROM payment_intents WHERE purpose = 'registration' AND "createdAt" >= $1::timestamp`,
    [startedAt.toISOString()],
  );
  expect(intents.map((i) => i.id)).toEqual([rows[0]?.registrationPaymentId]);
});

test("signed out: the gate sends /admin/leads to the login with 'Unauthorized', and sign-in returns there", async ({
  page,
}) => {
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\?.*callbackUrl=%2Fadmin%2Fleads/);
  await expect(toastWith(page, "Unauthorized")).toContainText("Please log in to access this page");
  await hydrated(page);
  await signIn(page, MAGICIAN.username, MAGICIAN.password);
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("signed out: the bar dashboard shows 'Unauthorized: Please log in to access this page'", async ({ page }) => {
  await page.goto("/admin/bar-client");
  await expect(page).toHaveURL(/\/admin\?/);
  await expect(toastWith(page, "Unauthorized: Please log in to access this page")).toBeVisible();
});

// One failed sign-in only (desktop, unknown user): failures are limited per address (10 in 15 minutes)
// and per username and address (5), and every e2e request comes from the same address.
test("login messages: required fields, and 'Login Failed' for a wrong password", async ({ page }) => {
  await openLogin(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await signIn(page, "no-such-e2e-user", "definitely-wrong");
  await expect(toastWith(page, "Login Failed")).toContainText("Invalid credentials. Please try again.");
  await expect(page).toHaveURL(/\/admin$/);
});
