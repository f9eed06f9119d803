import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { londonToday } from "@/lib/domain/dates";
import { taxYearOf } from "@/lib/domain/tax-year";
import { signInAsMagician } from "./support/auth";
import { closeSql, sql } from "./support/db";

// The Books tab end to end: a journey added by hand shows in the tax year's mileage log, the
// accountant's pack downloads as a ZIP holding it, and the journey is deleted again.

const places: string[] = [];

test.afterAll(async () => {
  // whatever a failed run left behind
  if (places.length > 0) await sql(`DELETE FROM mileage_journeys WHERE to_place = ANY($1)`, [places]);
  await closeSql();
});

test("add a journey by hand, see it in the log, download the accountant's pack @mobile", async ({ page }, testInfo) => {
  const to = `Perth PH1 (${testInfo.project.name} ${Date.now()})`;
  places.push(to);
  const today = londonToday();
  const year = taxYearOf(today).label;
  await signInAsMagician(page, "/admin/magician?tab=books");
  await expect(page.getByRole("heading", { name: "Mileage log" })).toBeVisible();
  await expect(page.getByLabel("Tax year")).toHaveValue(year);

  const form = page.getByRole("form", { name: "Add a journey" });
  await form.getByRole("button", { name: "Add journey" }).click();
  await expect(form.getByText("Please say where the journey started.")).toBeVisible();
  await form.getByLabel("Date", { exact: true }).fill(today);
  await form.getByLabel("From", { exact: true }).fill("Home");
  await form.getByLabel("To", { exact: true }).fill(to);
  await form.getByLabel("Miles", { exact: true }).fill("62");
  await form.getByLabel("Purpose", { exact: true }).fill("Viewing a venue");
  await form.getByRole("button", { name: "Add journey" }).click();

  const row = page.getByRole("list", { name: "Journeys" }).getByRole("listitem").filter({ hasText: to });
  await expect(row).toBeVisible();
  await expect(row).toContainText("62 mi");
  await expect(row.getByRole("button", { name: /^Delete/ })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Accountant's pack (ZIP)" }).click();
  const file = await (await download).path();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(file)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(["documents.csv", "mileage.csv", "quarters.csv"]));
  expect(strFromU8(zip["mileage.csv"]!)).toContain(to);

  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete journey" }).click();
  await expect(row).toHaveCount(0);
});
