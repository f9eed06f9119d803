// Signing in through the login form at /admin (tests/e2e/run.ts seeds the magician's account).
import { expect, type Page } from "@playwright/test";

export const MAGICIAN = { username: "magician", password: "e2e-magician-password" } as const;

/** Signs in at /admin and waits for the dashboard the account lands on (`landing`, a path). */
export async function signInAt(page: Page, username: string, password: string, landing: string) {
  await page.goto("/admin");
  // Text typed before React owns the form is reset by its first render.
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 30_000 });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`**${landing}`);
}

/** Signs in as the magician; on the magician's dashboard unless `next` names another page. */
export async function signInAsMagician(page: Page, next = "/admin/magician") {
  await signInAt(page, MAGICIAN.username, MAGICIAN.password, "/admin/magician");
  if (next !== "/admin/magician") await page.goto(next);
}
