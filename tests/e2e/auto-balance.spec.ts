import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { addDays } from "@/lib/domain/dates";
import { signInAsMagician } from "./support/auth";
import { freeDay } from "./support/dates";
import { closeSql, sql, sqlRow } from "./support/db";
import { runTag } from "./support/run-tag";

// The automatic balance: the magician offers it, the client accepts a deposit quote with the tick
// and pays the deposit with the demo card; `npm run jobs:run -- balance-charge` on the due date
// charges the balance, and the booking page shows it paid in full, with a document for each payment.

test.afterAll(async () => {
  await sql(`UPDATE users SET "autoBalanceSettings" = NULL WHERE role = 'magician'`);
  await closeSql();
});

/** `npm run jobs:run -- <job> --now=<instant>` against the run's database (the environment carries it). */
function runJob(name: string, now: Date): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "jobs:run", "--", name, `--now=${now.toISOString()}`], {
      env: process.env,
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`jobs:run exited ${code}: ${out}`))));
  });
}

test("a deposit paid with the tick has its balance charged on the due date", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Bea Balance ${runTag(testInfo)}`;
  const date = await freeDay(testInfo, 140);

  // The magician turns it on in Settings: a day count out of range is refused with its message.
  await signInAsMagician(page, "/admin/magician?tab=settings");
  const card = page.locator('[data-slot="card"]').filter({ hasText: "Automatic balance" });
  await card.getByRole("switch", { name: "Offer to charge the balance automatically" }).click();
  const days = card.getByLabel("Days before the event");
  await days.fill("61");
  await card.getByRole("button", { name: "Save automatic balance" }).click();
  await expect(card.getByRole("alert")).toHaveText("Please enter a whole number of days from 1 to 60.");
  await days.fill("7");
  await card.getByRole("button", { name: "Save automatic balance" }).click();
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await sqlRow<{ s: unknown }>(`SELECT "autoBalanceSettings" AS s FROM users WHERE role = 'magician'`)).s,
    )
    .toEqual({ enabled: true, daysBefore: 7 });
  const service = await sqlRow<{ id: number }>(`SELECT id FROM services WHERE title = 'Close-Up Magic'`);
  const created = await page.request.post("/api/quotes", {
    data: {
      clientName: name,
      clientEmail: "bea@example.com",
      clientPhone: "07700 900777",
      eventType: "birthday",
      eventDate: date,
      startTime: "15:00",
      durationMinutes: 60,
      eventLocation: "Kelvingrove Art Gallery",
      guestCount: 30,
      lines: [{ serviceId: service.id }],
      paymentType: "deposit",
      expiresOn: addDays(date, -30),
    },
  });
  expect(created.status()).toBe(201);
  const { id, quoteUrl } = (await created.json()) as { id: number; quoteUrl: string };
  const { lines } = await sqlRow<{ lines: { amountPence: number }[] }>(`SELECT lines FROM quotes WHERE id = $1`, [id]);
  const total = lines.reduce((sum, l) => sum + l.amountPence, 0);
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  const deposit = Math.round(total / 2);

  await page.goto(quoteUrl);
  // the agreement offers the card charge, ticked or not (the same text is signed either way)
  await expect(
    page.getByText(/is paid on the event day or, if the client chooses so at payment, charged to the card used on /),
  ).toBeVisible();
  await page.getByLabel("Type your full name to sign").fill(name);
  // a click as a person makes it (one made before the page is hydrated is pressed again once it is)
  const tick = page.getByRole("checkbox", { name: /^Charge the balance of £[\d.,]+ to this card on / });
  await tick.click();
  await expect(tick).toBeChecked();
  await page.getByRole("button", { name: `Accept and pay ${pounds(deposit)}` }).click();
  const confirmed = page.waitForResponse("**/api/demo-payments/confirm");
  const outcome = page.waitForResponse("**/api/payments/outcome");
  await page.getByRole("button", { name: `Pay ${pounds(deposit)}`, exact: true }).click();
  expect([(await confirmed).status(), await (await confirmed).text()]).toEqual([200, expect.any(String)]);
  expect(await (await outcome).json()).toMatchObject({ manageUrl: expect.stringContaining("/booking/") });
  await page.waitForURL("**/booking/**");
  const details = page.getByRole("region", { name: "Booking details" });
  await expect(details.getByText(/, charged to your card on .+ as you agreed$/)).toBeVisible();
  // the Pay card says so too, rather than the event day
  const pay = page.getByRole("region", { name: "Pay" });
  await expect(
    pay.getByText(
      /^The balance of £[\d.,]+ will be charged to your card on .+, as you agreed\. You can still pay it earlier here\.$/,
    ),
  ).toBeVisible();
  await expect(pay.getByText("You can still pay the remaining balance in person on the event day.")).toHaveCount(0);

  const booking = await sqlRow<{ id: number; consent: Date | null }>(
    `SELECT b.id, b."autoBalanceConsentAt" AS consent FROM quotes q JOIN bookings b ON b.id = q."bookingId" WHERE q.id = $1`,
    [id],
  );
  expect(booking.consent).not.toBeNull();

  // The due date, 7 days before the event, 10:00 London (09:00 or 10:00 UTC): the job charges the balance.
  const output = await runJob("balance-charge", new Date(`${addDays(date, -7)}T10:00:00Z`));
  expect(output).toContain("1 charged");

  await page.reload();
  await expect(details.getByText(/charged to your card on/)).toHaveCount(0);
  await expect(details.getByText("Balance due on the day")).toHaveCount(0);
  await expect(details.getByRole("definition").filter({ hasText: pounds(total) })).toHaveCount(2); // total and paid
  const paid = await sqlRow<{ paid: string; charges: string }>(
    `SELECT to_char(b."paidPence" / 100.0, 'FM999999990.00') AS paid, (SELECT count(*)::text FROM money_movements m WHERE m."bookingId" = b.id AND m.kind = 'charge') AS charges
       FROM bookings b WHERE b.id = $1`,
    [booking.id],
  );
  expect(paid).toEqual({ paid: (total / 100).toFixed(2), charges: "2" });

  // each payment, the deposit and the charged balance, has its numbered document on the booking page
  const documents = page.getByRole("region", { name: "Documents" }).getByRole("listitem");
  await expect(documents).toHaveCount(2);
  for (const [row, amount] of [
    [documents.nth(0), deposit],
    [documents.nth(1), total - deposit],
  ] as const) {
    await expect(row.getByRole("link", { name: /^(Receipt|VAT invoice) SAM-\d{4}-\d{4,} \(PDF\)$/ })).toBeVisible();
    await expect(row).toContainText(pounds(amount));
  }
});
