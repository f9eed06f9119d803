import { expect, test } from "@playwright/test";

import { paidDepositBooking } from "./support/bookings";
import { closeSql } from "./support/db";
import { freeDay } from "./support/dates";

test.afterAll(async () => {
  await closeSql();
});

test("a paid booking's page lists its receipt, and the link downloads it as a PDF @mobile", async ({
  page,
}, testInfo) => {
  const date = await freeDay(testInfo, 170);
  const email = `documents-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(await paidDepositBooking(page, { eventDate: date, clientName: "Ada Lovelace", clientEmail: email }));
  const documents = page.getByRole("region", { name: "Documents" });
  // a receipt, or a VAT invoice if another test gave the business a VAT number
  const link = documents.getByRole("link", { name: /^(Receipt|VAT invoice) SAM-\d{4}-\d{4,} \(PDF\)$/ });
  await expect(link).toHaveCount(1);
  await expect(documents.getByText("£137.50", { exact: false })).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/manage\/[^/]+\/documents\/SAM-\d{4}-\d{4,}\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
