import { expect, test, type Page } from "@playwright/test";
import { addDays, londonToday } from "@/lib/domain/dates";
import { signInAsMagician } from "./support/auth";
import { insertBookingRow } from "./support/bookings";
import { closeSql, sql, sqlRow } from "./support/db";
import { freeDay } from "./support/dates";
import { runTag } from "./support/run-tag";
import { openWizard } from "./support/wizard";
import { hydrated } from "./support/hydration";

// The magician's dashboard end to end, as the magician (tests/e2e/run.ts seeds magician / e2e-magician-password).

test.afterAll(closeSql);

const signIn = signInAsMagician;

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
}

/** Moves a calendar (inside `scope`) to the month of `iso` and returns that day's button. */
async function dayButton(page: Page, iso: string, scope = page.locator("body")) {
  for (let i = 0; i < 14; i++) {
    const button = scope.locator(`button[data-iso="${iso}"]`);
    if ((await button.count()) > 0) return button;
    await scope.getByRole("button", { name: "Next month" }).first().click();
  }
  throw new Error(`day ${iso} not found`);
}

let seq = 0;
function insertBooking(fields: Record<string, unknown>) {
  seq += 1;
  return insertBookingRow({
    clientName: `E2E Client ${seq}`,
    clientEmail: `e2e${seq}@example.com`,
    eventDate: addDays(londonToday(), 12),
    ...fields,
  });
}

test("confirm a pending booking through the confirmation dialog", async ({ page }, testInfo) => {
  const clientName = `Pending Patricia ${runTag(testInfo)}`;
  const booking = await insertBooking({ clientName });
  await signIn(page);
  const card = page.getByRole("article", { name: `Booking of ${clientName}` });
  await expect(card.getByText("PENDING", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Confirm status change")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, confirm booking" }).click();
  await expect(page.getByText("Booking updated", { exact: true })).toBeVisible();
  await expect(card.getByText("CONFIRMED", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm" })).toBeDisabled();
  const row = await sqlRow<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [booking.id]);
  expect(row.status).toBe("confirmed");
  // the details dialog shows the same booking, and its status change also asks first
  await card.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByText("Kelvingrove Hall")).toBeVisible();
  await expect(details.getByRole("button", { name: "Confirm Booking" })).toHaveCount(0);
});

test("send a new booking link from the details dialog: the old link is dead, the new one opens the booking", async ({
  page,
}, testInfo) => {
  const clientName = `Relinked Rhona ${runTag(testInfo)}`;
  const booking = await insertBooking({
    clientName,
    status: "confirmed",
    paymentStatus: "completed",
    paidPence: 25000,
  });
  await signIn(page);
  const card = page.getByRole("article", { name: `Booking of ${clientName}` });
  await card.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  // twice: the first new link (a real one, e-mailed) dies when the second is sent
  for (let round = 0; round < 2; round++) {
    await details.getByRole("button", { name: "Send a new booking link" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Send a new booking link?" });
    await confirm.getByRole("button", { name: "Send new link" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText("New booking link sent", { exact: true }).first()).toBeVisible();
  }
  const row = await sqlRow<{ version: number }>(`SELECT "manageLinkVersion" AS version FROM bookings WHERE id = $1`, [
    booking.id,
  ]);
  expect(row.version).toBe(3);
  const mails = await sql<{ text: string }>(`SELECT text FROM email_outbox WHERE subject = $1 ORDER BY id`, [
    `A new link to your booking (#${booking.id})`,
  ]);
  const [earlier, latest] = mails.map((m) => /\/booking\/[^\s]+/.exec(m.text)![0]);
  expect((await page.request.get(earlier!)).status()).toBe(404);
  expect((await page.request.get(latest!)).status()).toBe(200);
});

test("block a three-day range: grey and unselectable in the public wizard", async ({ page }) => {
  // Far from the dates other specs use: the whole e2e run shares one database.
  const start = addDays(londonToday(), 300);
  const days = [start, addDays(start, 1), addDays(start, 2)] as const;
  // what an earlier run of this test (a retry, --repeat-each) blocked
  await sql(`DELETE FROM blocked_days WHERE date BETWEEN $1 AND $2`, [days[0], days[2]]);
  await signIn(page);
  await openTab(page, "Bookings");
  await page.getByRole("button", { name: "Block Days" }).click();
  const dialog = page.getByRole("dialog", { name: "Block Days" });
  await dialog.getByLabel("Start date").fill("");
  await dialog.getByLabel("End date").fill("");
  await dialog.getByRole("button", { name: "Block Days" }).click();
  await expect(dialog.getByText("Start date is required.")).toBeVisible();
  await expect(dialog.getByText("End date is required.")).toBeVisible();
  await dialog.getByLabel("Start date").fill(days[0]);
  await dialog.getByLabel("End date").fill(days[2]);
  await dialog.getByRole("button", { name: "Block Days" }).click();
  await expect(page.getByText("Days blocked", { exact: true })).toBeVisible();
  const blocked = await sql<{ date: string }>(
    `SELECT date FROM blocked_days WHERE date BETWEEN $1 AND $2 ORDER BY date`,
    [addDays(start, -1), addDays(start, 3)],
  );
  expect(blocked.map((r) => r.date)).toEqual(days);
  // the magician's own calendar shows them blocked
  const own = await dayButton(page, days[1]);
  await expect(own).toHaveAttribute("data-status", "blocked");

  // the public API and the wizard
  const publicDays = await (await page.request.get("/api/blocked-days-public")).json();
  expect(JSON.stringify(publicDays)).toContain(days[1]);
  const wizard = await openWizard(page);
  await wizard.getByLabel("Event address").fill("1 George Square, Glasgow G2 1DU");
  await wizard.getByRole("button", { name: "Next Step" }).click();
  await expect(wizard.getByText("Step 2 of 5: Event Details")).toBeVisible();
  for (const day of days) {
    const button = await dayButton(page, day, wizard);
    await expect(button).toHaveAttribute("data-status", "blocked");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveClass(/line-through/);
    // clicking a blocked day does not select it
    await button.click({ force: true });
    await expect(button).not.toHaveAttribute("data-selected", "true");
  }
});

test("create a service and see it on the landing page", async ({ page }, testInfo) => {
  const title = `Escapology Spectacular ${runTag(testInfo)}`;
  await signIn(page);
  await openTab(page, "Services");
  await page.getByRole("button", { name: "Add New Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Service" });
  await dialog.getByLabel("Title").fill("E");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Title must be at least 2 characters long.")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Chains, locks and a countdown: a daring escape live at your event.");
  await dialog.getByLabel("Price (£)").fill("600");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Service created", { exact: true })).toBeVisible();
  await expect(page.locator(`[aria-label="${title}"]`)).toContainText("£600");
  await page.goto("/");
  await expect(page.locator("#services").getByRole("heading", { name: title })).toBeVisible();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("upload a promotion image and see it in the public slideshow", async ({ page }, testInfo) => {
  const title = `Spring Spectacular ${runTag(testInfo)}`;
  await signIn(page);
  await openTab(page, "Promotions");
  await page.getByRole("button", { name: "Add Promotion" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Promotion" });
  // a renamed executable is refused by the browser check and by the server
  await page.setInputFiles("#promo-file", {
    name: "evil.exe",
    mimeType: "application/x-msdownload",
    buffer: Buffer.from("MZ..."),
  });
  await expect(page.getByText("Invalid File Type", { exact: true }).first()).toBeVisible();
  await page.setInputFiles("#promo-file", {
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ this is not a png"),
  });
  await expect(page.getByText("Invalid File Type", { exact: true }).first()).toBeVisible();
  await page.setInputFiles("#promo-file", { name: "poster.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Upload Successful", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Media URL")).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  const mediaUrl = await dialog.getByLabel("Media URL").inputValue();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Display order (0–999)").fill("0");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Promotion created", { exact: true })).toBeVisible();

  const served = await page.request.get(mediaUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  await page.goto("/");
  await hydrated(page);
  const carousel = page
    .getByRole("region", { name: "Promotions" })
    .or(page.locator('[aria-label="Promotions"]'))
    .first();
  await carousel.getByRole("button", { name: title }).click();
  const slide = carousel.locator('[aria-roledescription="slide"]', { hasText: title });
  await expect(slide).toBeVisible();
  const img = slide.locator(`img[src="${mediaUrl}"], img[src*="${encodeURIComponent(mediaUrl)}"]`).first();
  await expect(img).toBeAttached();
  await slide.scrollIntoViewIfNeeded();
  const src = await img.getAttribute("src");
  const fetched = await page.request.get(src!);
  expect([src, fetched.status()]).toEqual([src, 200]);
  // the slide's image URL (through the image optimizer) serves a PNG
  expect(fetched.headers()["content-type"]).toBe("image/png");
  expect((await fetched.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
});

test("record two drinks for a bar and see the sold count", async ({ page }, testInfo) => {
  const drinkName = `Magic Mojito ${runTag(testInfo)}`;
  // a bar of this test's own: other specs leave bars behind, some of them sharing a name
  const username = `drinksbar${Date.now().toString(36)}`;
  const bar = await sqlRow<{ id: number; barName: string }>(
    `INSERT INTO users (username, password, email, role, "barName", "registrationPaid")
     VALUES ($1, 'not-a-hash', $2, 'bar-client', $3, true) RETURNING id, "barName"`,
    [username, `${username}@example.com`, `The Drinks Bar ${runTag(testInfo)} ${username}`],
  );
  await sql(
    `INSERT INTO bar_drinks ("barId", name, price, "discountCode", "promotionCount", "updatedAt") VALUES ($1, $2, 7.50, 'MAGIC10', 3, now())`,
    [bar.id, drinkName],
  );
  await signIn(page);
  await page.getByRole("button", { name: "Record Drinks" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Promoted Drinks" });
  await dialog.getByRole("combobox", { name: "Bar client" }).click();
  await page.getByRole("option", { name: bar.barName }).click();
  const drink = dialog.getByRole("listitem", { name: drinkName });
  await expect(drink.getByText("Already sold: 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Record All Drinks" }).click();
  await expect(page.getByText("No drinks to record", { exact: true })).toBeVisible();
  await drink.getByRole("button", { name: `One more ${drinkName}` }).click();
  await drink.getByRole("button", { name: `One more ${drinkName}` }).click();
  await expect(drink.getByRole("status").or(drink.locator("output"))).toHaveText("2");
  await dialog.getByRole("button", { name: "Record All Drinks" }).click();
  await expect(page.getByText("Drinks Recorded", { exact: true })).toBeVisible();
  await expect(drink.getByText("Already sold: 5")).toBeVisible();
  const sold = await sqlRow<{ n: string }>(
    `SELECT COALESCE(SUM(s.quantity), 0)::text AS n FROM drink_sales s JOIN bar_drinks d ON d.id = s."drinkId" WHERE s."barId" = $1 AND d.name = $2`,
    [bar.id, drinkName],
  );
  expect(sold.n).toBe("2");
});

test("convert a lead and find its booking in the calendar", async ({ page }, testInfo) => {
  const lead = `Lena Lead ${runTag(testInfo)}`;
  await sql(
    `INSERT INTO leads (name, email, phone, "eventType", location, message, status, "updatedAt") VALUES ($1, 'lena@example.com', '07700 900777', 'corporate', 'Glasgow', 'Looking for a magician for our gala.', 'new', now())`,
    [lead],
  );
  const date = await freeDay(testInfo, 25);
  await signIn(page, "/admin/leads");
  await expect(page.getByRole("heading", { name: "Lead History" })).toBeVisible();
  const card = page
    .getByRole("region", { name: `Lead from ${lead}` })
    .or(page.locator(`[aria-label="Lead from ${lead}"]`))
    .first();
  await card.getByRole("button", { name: "Convert to Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert Lead to Booking" });
  await expect(dialog.getByLabel("Guest count")).toHaveValue("1");
  await expect(dialog.getByLabel("Duration (minutes)")).toHaveValue("60");
  await expect(dialog.getByLabel("Total amount (£)")).toHaveValue("150");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(dialog.getByText("Event address is required")).toBeVisible();
  await expect(dialog.getByText("At least one service must be selected")).toBeVisible();
  await dialog.getByLabel("Event location").fill("City Chambers");
  await dialog.getByLabel("Address").fill("George Square, Glasgow");
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Start time").fill("19:00");
  await dialog.getByText("Corporate Events - £500").click();
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Lead converted", { exact: true })).toBeVisible();
  await expect(card.getByText("converted").first()).toBeVisible();
  const booking = await sqlRow<{ id: number; source: string; status: string }>(
    `SELECT id, source, status FROM bookings WHERE "clientName" = $1`,
    [lead],
  );
  expect(booking.source).toBe("lead");

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await openTab(page, "Bookings");
  const day = await dayButton(page, date);
  await day.click();
  await expect(page.getByRole("article", { name: `Event of ${lead}` })).toBeVisible();
});

test("'Manage Lead' on a dashboard lead card opens that lead, not the whole history @mobile", async ({
  page,
}, testInfo) => {
  const older = `Olive Older ${runTag(testInfo)}`;
  const lead = `Mona Manage ${runTag(testInfo)}`;
  for (const name of [older, lead])
    await sql(
      `INSERT INTO leads (name, email, phone, "eventType", location, message, status, "updatedAt") VALUES ($1, 'mona@example.com', '07700 900776', 'party', 'Glasgow', 'A party, please.', 'new', now())`,
      [name],
    );
  const { id } = await sqlRow<{ id: number }>(`SELECT id FROM leads WHERE name = $1`, [lead]);
  await signIn(page);
  await page.locator(`[aria-label="Lead from ${lead}"]`).first().getByRole("link", { name: "Manage Lead" }).click();
  await page.waitForURL(`**/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name: `Lead from ${lead}` })).toBeVisible();
  await expect(page.locator(`[aria-label="Lead from ${lead}"]`)).toHaveCount(1);
  await expect(page.locator(`[aria-label="Lead from ${older}"]`)).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: `Status of ${lead}'s lead` })).toBeVisible();
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("heading", { name: "Lead History" })).toBeVisible();
});

test("a 9 MB image uploads through the proxy, and more than 10 MB answers 413 'File Too Large'", async ({ page }) => {
  await signIn(page);
  // a PNG header followed by filler: the type is decided by the bytes
  const png = Buffer.concat([
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
    Buffer.alloc(9 * 1024 * 1024 - 16, 7),
  ]);
  const upload = (bytes: Buffer) =>
    page.request.post("/api/promotions/upload", {
      data: {
        fileData: `data:image/png;base64,${bytes.toString("base64")}`,
        fileName: "poster.png",
        fileType: "image/png",
      },
      headers: { origin: new URL(page.url()).origin },
    });
  const ok = await upload(png);
  expect(ok.status()).toBe(201);
  const { url } = await ok.json();
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-security-policy"]).toContain("sandbox");
  const tooBig = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 7)]));
  expect(tooBig.status()).toBe(413);
  expect((await tooBig.json()).error).toBe("File Too Large");
});

test("a published review appears on the landing page: a customer reviews a past booking through its one-time link, the magician publishes it, and it feeds the site", async ({
  page,
  browser,
}) => {
  // markup in the review must reach the page, its JSON-LD and the API as the characters typed, never as elements
  const text = `Astonishing <b>from</b> start to finish </script><script>alert(1)</script> ${Date.now()}`;
  const booking = await insertBooking({
    eventDate: addDays(londonToday(), -3),
    status: "completed",
    paymentStatus: "completed",
    paidPence: 25000,
  });
  // reviews other specs left (they share the run's database) are hidden, so the figures below are this test's
  await sql(`UPDATE reviews SET status = 'hidden'`);
  // two reviews published earlier, so that with this one the landing page's row of three is real reviews
  for (const [days, name] of [
    [-40, "Earlier Client A"],
    [-30, "Earlier Client B"],
  ] as const) {
    const past = await insertBooking({
      eventDate: addDays(londonToday(), days),
      status: "completed",
      paymentStatus: "completed",
      paidPence: 25000,
    });
    await sql(
      `INSERT INTO reviews ("bookingId", rating, text, "displayName", status, "createdAt", "updatedAt")
       VALUES ($1, 4, $2, $3, 'published', now() - interval '20 days', now())`,
      [past.id, `A lovely evening with ${name}, thank you`, name],
    );
  }
  await signIn(page);
  const link = await page.request.get(`/api/bookings/${booking.id}/review-link`);
  expect(link.status()).toBe(200);
  const { url } = await link.json();

  // the customer, in their own browser
  const customer = await browser.newContext();
  const review = await customer.newPage();
  await review.goto(new URL(url).pathname);
  await hydrated(review);
  await review.getByRole("radio", { name: /^5 stars/ }).click();
  await review.getByLabel("Your review").fill(text);
  await review.getByLabel("Name to show (optional)").fill("Morag from Partick");
  await review.getByRole("button", { name: "Send my review" }).click();
  await expect(review.getByRole("heading", { name: "Thank you for your review!" })).toBeVisible();
  await review.reload();
  await expect(review.getByText("already been used")).toBeVisible();
  await customer.close();

  // not shown until the magician publishes it
  expect(JSON.stringify(await (await page.request.get("/api/reviews")).json())).not.toContain(text);
  await page.reload();
  await openTab(page, "Reviews (1 new)");
  const card = page.locator("article", { hasText: text });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(card.getByText("published")).toBeVisible();
  const published = await (await page.request.get("/api/reviews")).json();
  expect(published).toMatchObject({ count: 3, averageRating: 4.3 });
  expect(published.reviews[0]).toMatchObject({ rating: 5, text, displayName: "Morag from Partick" });
  expect(published.reviews[0]).not.toHaveProperty("clientEmail");

  // publishing revalidated the static landing page: the review is in its testimonials and its JSON-LD
  await page.goto("/");
  const testimonials = page.locator("#testimonials");
  await expect(testimonials.getByText(text)).toBeVisible();
  await expect(testimonials.getByText("Morag from Partick")).toBeVisible();
  await expect(testimonials.locator("blockquote b, blockquote script")).toHaveCount(0);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = scripts.map((s) => JSON.parse(s)).find((data) => data.aggregateRating);
  expect(business.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
  expect(business.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(text);
  // in the HTML as sent, the review's markup is escaped everywhere (text, JSON-LD, the page's data)
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain("<b>from</b>");
  expect(html).not.toContain("<script>alert(1)</script>");
});

test("the calendar feed URL serves the bookings as text/calendar, and a new link retires the old one", async ({
  page,
}) => {
  const booking = await insertBooking({
    eventDate: addDays(londonToday(), 20),
    status: "confirmed",
    paymentStatus: "completed",
    paidPence: 25000,
  });
  await signIn(page);
  const { url } = await (await page.request.get("/api/admin/calendar-feed")).json();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain(`UID:booking-${booking.id}@summonamagician.co.uk`);
  const rotated = await page.request.post("/api/admin/calendar-feed", {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(rotated.status()).toBe(200);
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});

test("the bookings export downloads a CSV with a BOM", async ({ page }) => {
  await signIn(page);
  const csv = await page.request.get("/api/admin/export/bookings.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
});

test("the Insights tab loads its code and figures only when opened, and fits a phone's width", async ({ page }) => {
  await insertBooking({
    eventDate: addDays(londonToday(), 5),
    status: "confirmed",
    paymentStatus: "completed",
    paidPence: 25000,
  });
  const figures: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/admin/insights") figures.push(pathname);
    if (request.resourceType() === "script") scripts.push(pathname);
  });
  await signIn(page);
  await expect(page.getByRole("tab", { name: "Insights", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // before the tab opens: no figures asked for, no chart drawn
  expect(figures).toEqual([]);
  await expect(page.locator(".recharts-surface")).toHaveCount(0);
  const scriptsBefore = new Set(scripts);

  await openTab(page, "Insights");
  await expect(page.getByRole("table", { name: /Bookings and money kept .* per month/ })).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(figures).toEqual(["/api/admin/insights"]);
  // the charts' code came with the tab, not with the page
  expect(scripts.filter((path) => !scriptsBefore.has(path)).length).toBeGreaterThan(0);

  // a phone: the page does not scroll sideways; charts shrink to the screen, wide tables scroll in their own box
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const chart of await page.getByRole("img", { name: /^Chart of / }).all()) {
    const box = await chart.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  }
});
