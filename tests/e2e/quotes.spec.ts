import { expect, test } from "@playwright/test";
import { signInAsMagician } from "./support/auth";
import { freeDay } from "./support/dates";
import { closeSql, sql, sqlRow } from "./support/db";
import { freshClientAddress, useFreshClientAddress } from "./support/client-address";
import { runTag } from "./support/run-tag";

// From an enquiry to a paid gig through a quote: the magician quotes a lead, sends it; the client
// reads it, signs it by name, pays the deposit with the demo card, and their booking page has the
// signed agreement as a PDF.

test.afterAll(closeSql);

test("a lead becomes a paid booking through a quote the client signs", async ({ page }, testInfo) => {
  const name = `Quinn Quote ${runTag(testInfo)}`;
  const email = `quinn-${runTag(testInfo)}@example.com`;
  await sql(
    `INSERT INTO leads (name, email, phone, "eventType", location, message, status, "updatedAt") VALUES ($1, $2, '07700 900888', 'wedding', 'Glasgow', 'A magician for our wedding, please.', 'new', now())`,
    [name, email],
  );
  const date = await freeDay(testInfo, 130);

  // The magician: Create quote on the lead, pre-filled from it.
  await signInAsMagician(page, "/admin/leads");
  const card = page.locator(`[aria-label="Lead from ${name}"]`).first();
  await card.getByRole("button", { name: "Create quote" }).click();
  const dialog = page.getByRole("dialog", { name: "New quote" });
  await expect(dialog.getByLabel("Client name")).toHaveValue(name);
  await expect(dialog.getByLabel("E-mail")).toHaveValue(email);
  await dialog.getByLabel("Date", { exact: true }).fill(date);
  await dialog.getByLabel("Start time").fill("14:00");
  await dialog.getByLabel("Guests").fill("60");
  await dialog.getByLabel("Venue", { exact: true }).fill("City Chambers");
  await dialog.getByLabel(/^Billing address/).fill("Quinn & Co, 2 George Square, Glasgow G2 1DY");
  await dialog.getByLabel("Line 1: service").selectOption({ label: "Close-Up Magic" });
  await dialog.getByRole("button", { name: "Add a line" }).click();
  await dialog.getByLabel("Line 2: description").fill("Travel to Glasgow");
  await dialog.getByLabel("Line 2: amount (£)").fill("25");
  await dialog.getByRole("button", { name: "Create quote" }).click();
  await expect(page.getByText("Quote created", { exact: true })).toBeVisible();

  const quote = await sqlRow<{ id: number; status: string; lines: { amountPence: number }[] }>(
    `SELECT id, status, lines FROM quotes WHERE "clientName" = $1`,
    [name],
  );
  expect(quote.status).toBe("draft");
  const total = quote.lines.reduce((sum, l) => sum + l.amountPence, 0);

  // Sent from the Quotes tab.
  await page.goto("/admin/magician?tab=quotes");
  const entry = page.getByRole("article", { name: `Quote Q-${quote.id} for ${name}` });
  await entry.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Quote sent", { exact: true })).toBeVisible();
  const listed = await page.request.get("/api/quotes?status=sent");
  const { quoteUrl } = ((await listed.json()) as { id: number; quoteUrl: string }[]).find((q) => q.id === quote.id)!;

  // The client, on a device of their own: reads, signs, pays the deposit.
  await useFreshClientAddress(page);
  await page.goto(quoteUrl);
  await expect(page.getByRole("heading", { name: "Your quote" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Travel to Glasgow" })).toBeVisible();
  const deposit = `£${(Math.round(total / 2) / 100).toFixed(2)}`;
  await page.getByLabel("Type your full name to sign").fill(name);
  await page.getByRole("button", { name: `Accept and pay ${deposit}` }).click();
  await page.getByRole("button", { name: `Pay ${deposit}` }).click();
  await page.waitForURL("**/booking/**");
  const pdfLink = page.getByRole("link", { name: "Your signed agreement (PDF)" });
  await expect(pdfLink).toBeVisible();
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const after = await sqlRow<{
    status: string;
    signedName: string;
    source: string;
    booking: string;
    lead: string;
    billing: string;
  }>(
    `SELECT q.status, q."signedName", b.source, b.status AS booking, l.status AS lead, b."billingAddress" AS billing
       FROM quotes q JOIN bookings b ON b.id = q."bookingId" JOIN leads l ON l.id = q."leadId" WHERE q.id = $1`,
    [quote.id],
  );
  expect(after).toEqual({
    status: "paid",
    signedName: name,
    source: "quote",
    booking: "confirmed",
    lead: "converted",
    billing: "Quinn & Co, 2 George Square, Glasgow G2 1DY",
  });
});

test("the quote editor tells a refused amount in pounds, as it is typed @mobile", async ({ page }, testInfo) => {
  const name = `Pounds Only ${runTag(testInfo)}`;
  await sql(
    `INSERT INTO leads (name, email, phone, "eventType", location, message, status, "updatedAt") VALUES ($1, 'pounds@example.com', '07700 900889', 'party', 'Glasgow', 'A quote, please.', 'new', now())`,
    [name],
  );
  await signInAsMagician(page, "/admin/leads");
  await page.locator(`[aria-label="Lead from ${name}"]`).first().getByRole("button", { name: "Create quote" }).click();
  const dialog = page.getByRole("dialog", { name: "New quote" });
  await dialog.getByLabel("Line 1: description").fill("Travel");
  await dialog.getByLabel("Line 1: amount (£)").fill("0");
  await dialog.getByRole("button", { name: "Create quote" }).click();
  await expect(dialog.getByText("Enter an amount other than £0, between -£100,000 and £100,000.")).toBeVisible();
  await expect(dialog.getByText(/pence/i)).toHaveCount(0);
  await expect(dialog.getByLabel("Line 1: amount (£)")).toHaveAttribute("aria-invalid", "true");
});

test("a quote signed in another name is asked about before it is accepted @mobile", async ({ page }, testInfo) => {
  const name = `Sian Signer ${runTag(testInfo)}`;
  const date = await freeDay(testInfo, 140);
  await signInAsMagician(page, "/admin/magician");
  const service = await sqlRow<{ id: number }>(`SELECT id FROM services WHERE title = 'Close-Up Magic'`);
  const created = await page.request.post("/api/quotes", {
    data: {
      clientName: name,
      clientEmail: `sian-${runTag(testInfo)}@example.com`,
      clientPhone: "07700 900666",
      eventType: "birthday",
      eventDate: date,
      startTime: "15:00",
      durationMinutes: 60,
      eventLocation: "Kelvingrove Art Gallery",
      guestCount: 30,
      lines: [{ serviceId: service.id }],
      paymentType: "full",
      expiresOn: date,
    },
  });
  expect(created.status()).toBe(201);
  const { id, quoteUrl } = (await created.json()) as { id: number; quoteUrl: string };

  // the client, on a device of their own: typed and pressed at once, as a person does
  await useFreshClientAddress(page);
  await page.goto(quoteUrl);
  await page.getByLabel("Type your full name to sign").fill("Someone Else");
  await page.getByRole("button", { name: /^Accept and pay / }).click();
  await expect(page.getByText(`You signed as Someone Else but the quote is for ${name}. Sign anyway?`)).toBeVisible();
  expect((await sqlRow<{ status: string }>(`SELECT status FROM quotes WHERE id = $1`, [id])).status).toBe("draft");
  await page.getByRole("button", { name: "Sign anyway" }).click();
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
  const signed = await sqlRow<{ status: string; signedName: string }>(
    `SELECT status, "signedName" FROM quotes WHERE id = $1`,
    [id],
  );
  expect(signed).toEqual({ status: "accepted", signedName: "Someone Else" });
});

test("a signed quote whose payment tab was closed is paid later with Continue to payment @mobile", async ({
  page,
}, testInfo) => {
  const name = `Pat Later ${runTag(testInfo)}`;
  const date = await freeDay(testInfo, 225);
  await signInAsMagician(page, "/admin/magician");
  const service = await sqlRow<{ id: number }>(`SELECT id FROM services WHERE title = 'Close-Up Magic'`);
  const created = await page.request.post("/api/quotes", {
    data: {
      clientName: name,
      clientEmail: `pat-${runTag(testInfo)}@example.com`,
      clientPhone: "07700 900777",
      eventType: "party",
      eventDate: date,
      startTime: "16:00",
      durationMinutes: 60,
      eventLocation: "The Lighthouse",
      guestCount: 25,
      lines: [{ serviceId: service.id }],
      paymentType: "full",
      expiresOn: date,
    },
  });
  expect(created.status()).toBe(201);
  const { id, quoteUrl } = (await created.json()) as { id: number; quoteUrl: string };

  // Signed on the client's device, then the payment step left: the tab is closed before paying.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshClientAddress() });
  await page.goto(quoteUrl);
  await page.getByLabel("Type your full name to sign").fill(name);
  await page.getByRole("button", { name: /^Accept and pay / }).click();
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeVisible();
  const context = page.context();
  await page.close();
  const signed = await sqlRow<{ status: string; bookingId: number }>(
    `SELECT status, "bookingId" FROM quotes WHERE id = $1`,
    [id],
  );
  expect(signed.status).toBe("accepted");

  // Back on the quote link later: Continue to payment, pressed at once, takes up the same checkout.
  const later = await context.newPage();
  await later.goto(quoteUrl);
  await later.getByRole("button", { name: "Continue to payment" }).click();
  await expect(later.getByText("Demo payment mode — no real card is charged")).toBeVisible();
  await later.getByRole("button", { name: /^Pay £/ }).click();
  await later.waitForURL("**/booking/**");
  await expect(later.getByRole("region", { name: "Booking details" }).getByText("CONFIRMED")).toBeVisible();

  const bookings = await sql<{ id: number; status: string }>(
    `SELECT b.id, b.status FROM bookings b WHERE b."clientName" = $1`,
    [name],
  );
  expect(bookings).toEqual([{ id: signed.bookingId, status: "confirmed" }]);
  const intents = await sql<{ status: string }>(`SELECT status FROM payment_intents WHERE "bookingId" = $1`, [
    signed.bookingId,
  ]);
  expect(intents).toEqual([{ status: "succeeded" }]);

  // The quote link now shows the paid quote.
  await later.goto(quoteUrl);
  await expect(later.getByText(`Accepted by ${name}`)).toBeVisible();
  await expect(later.getByRole("link", { name: "Open your booking" })).toBeVisible();
  await expect(later.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
  expect((await sqlRow<{ status: string }>(`SELECT status FROM quotes WHERE id = $1`, [id])).status).toBe("paid");
});
