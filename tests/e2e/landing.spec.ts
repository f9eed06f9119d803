import { expect, test } from "@playwright/test";

test("the landing page shows the seeded services with their 'from' prices @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const services = page.locator("#services");
  await expect(services.getByRole("heading", { name: "Close-Up Magic" })).toBeVisible();
  await expect(services.getByText("from £125").first()).toBeVisible();
  await expect(services.getByRole("heading", { name: "Stage Illusions" })).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});
