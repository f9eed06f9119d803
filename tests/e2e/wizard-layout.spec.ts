// The wizard's layout: on a desktop "Number of guests" lines up with "Arrival time"; on a phone a
// validation toast covers neither the wizard's title nor its Next button.
import { expect, test, type Locator } from "@playwright/test";

import { openWizard } from "./support/wizard";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element has a box").not.toBeNull();
  return found!;
}

test("on a desktop the guest count lines up with the arrival time", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop layout");
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = await openWizard(page);
  await dialog.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await expect(dialog.getByText("Step 2 of 5: Event Details")).toBeVisible();
  const time = await box(dialog.getByRole("combobox", { name: "Arrival time" }));
  const guests = await box(dialog.getByLabel("Number of guests"));
  // side by side, tops and heights alike
  expect(guests.x).toBeGreaterThan(time.x + time.width - 1);
  expect(Math.abs(guests.y - time.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(guests.height - time.height)).toBeLessThanOrEqual(1);
  const [timeLabel, guestsLabel] = [
    await box(dialog.getByText("Arrival time", { exact: true })),
    await box(dialog.getByText("Number of guests", { exact: true })),
  ];
  expect(Math.abs(guestsLabel.y - timeLabel.y)).toBeLessThanOrEqual(1);
});

test("on a phone the wizard's toast covers neither its title nor Next @mobile", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "phone layout");
  const dialog = await openWizard(page);
  const title = dialog.getByRole("heading", { name: "Summon a Magician" });
  const nextButton = dialog.getByRole("button", { name: "Next Step" });
  // pressed where it is, without scrolling the dialog: the title stays on screen
  await nextButton.dispatchEvent("click");
  // the toast on screen (sonner keeps the one it replaces, hidden, while it leaves)
  const toast = page.locator("[data-sonner-toast][data-visible='true']").filter({ hasText: "Location required" });
  await expect(toast).toBeVisible();
  // let the toast settle (it slides in)
  await page.waitForTimeout(600);
  const titleBox = await box(title);
  expect(titleBox.y).toBeGreaterThanOrEqual(0);
  expect(overlaps(await box(toast), titleBox)).toBe(false);
  expect(overlaps(await box(toast), await box(dialog.getByText("Step 1 of 5: Location")))).toBe(false);

  // scrolled down to Next, the toast is still clear of it
  await nextButton.scrollIntoViewIfNeeded();
  await nextButton.click();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(600);
  expect(overlaps(await box(toast), await box(nextButton))).toBe(false);
});
