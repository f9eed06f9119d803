import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

import { XeroStandIn } from "../support/xero-standin";
import { signInAsMagician } from "./support/auth";
import { paidDepositBooking } from "./support/bookings";
import { freeDay } from "./support/dates";
import { closeSql, sql, sqlRow } from "./support/db";
import { runTag } from "./support/run-tag";

// Connecting Xero in a real browser against the Xero stand-in (tests/support), which the server reaches
// through XERO_IDENTITY_BASE / XERO_API_BASE (tests/e2e/run.ts): the consent page agrees at once and
// sends the browser back to the callback; the magician picks the organisation and the bank account in
// Settings → Accounting; a paid booking's document goes with the accounting-sync job, and the
// Receipts and invoices card says it was sent.

const xero = new XeroStandIn();

/** `npm run jobs:run -- <job>` against the run's database (the environment carries it). */
function runJob(name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "jobs:run", "--", name], { env: process.env });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`jobs:run exited ${code}: ${out}`))));
  });
}

test.beforeAll(async () => {
  await xero.start(Number(process.env.E2E_XERO_PORT));
});

test.afterAll(async () => {
  await sql("DELETE FROM accounting_sync_items");
  await sql("DELETE FROM accounting_connections");
  await xero.stop();
  await closeSql();
});

test("the magician connects Xero, chooses where to send, and sees a paid booking's document sent", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMagician(page);
  await page.goto("/api/admin/accounting/connect?provider=xero");
  await page.waitForURL("**/admin/magician?tab=settings&accounting=connected");
  const row = await sqlRow<{ refresh_token_sealed: string }>("SELECT refresh_token_sealed FROM accounting_connections");
  const [refresh] = [...xero.refreshTokens];
  expect(row.refresh_token_sealed).not.toContain(refresh!);

  const card = page.locator('[data-slot="card"]').filter({ hasText: "Accounting" }).filter({ hasText: "Xero" });
  await card.getByRole("radio", { name: "Jo Magic Ltd" }).click();
  await card.getByRole("radio", { name: "Business Current Account" }).click();
  await expect(card.getByText("Payments and refunds wait until you choose one.")).toHaveCount(0);

  const date = await freeDay(testInfo, 190);
  const name = `Xavier Xero ${runTag(testInfo)}`;
  await paidDepositBooking(page, { eventDate: date, clientName: name, clientEmail: `xero-${Date.now()}@example.com` });
  const document = await sqlRow<{ number: string }>(
    `SELECT d.number FROM documents d JOIN bookings b ON b.id = d."bookingId" WHERE b."clientName" = $1`,
    [name],
  );
  // The server's own scheduler may run the job first: either way the invoice arrives once.
  await runJob("accounting-sync");
  await expect.poll(() => xero.invoices.filter((i) => i.InvoiceNumber === document.number).length).toBe(1);
  await runJob("accounting-sync");
  expect(xero.invoices.filter((i) => i.InvoiceNumber === document.number)).toHaveLength(1);

  await page.goto("/admin/magician?tab=bookings");
  await page.getByRole("button", { name: "Show latest documents" }).click();
  await expect(page.getByTestId(`accounting-state-${document.number}`)).toContainText("Accounts: Sent");
});
