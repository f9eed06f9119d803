// The public booking wizard, opened from the landing page's hero.
import { expect, type Locator, type Page } from "@playwright/test";

/** Loads the landing page and opens the wizard; returns its dialog. */
export async function openWizard(page: Page): Promise<Locator> {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Summon a Magician" });
  // a click before the page has hydrated does nothing (slow on a loaded machine): click until it opens
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.locator("#home").getByRole("button", { name: "Summon a Magician" }).click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  return dialog;
}
