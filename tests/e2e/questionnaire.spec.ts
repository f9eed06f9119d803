import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { signInAsMagician } from "./support/auth";
import { depositBookingDetails } from "./support/bookings";
import { closeSql, sql } from "./support/db";
import { freeDay } from "./support/dates";
import { hydrated } from "./support/hydration";

// The planning questionnaire end to end: the magician writes the questions of an event type in
// Settings, the client answers them on a phone-width booking page (saved as they go, still there
// after a reload), and the magician reads the answers in the booking's details.

test.afterAll(closeSql);

test("the magician asks, the client answers at 390 px and reloads, the magician reads the answers", async ({
  page,
  browser,
}, testInfo) => {
  // The run shares one database: this spec owns the private-party questions.
  await sql(`DELETE FROM questionnaire_questions WHERE event_type = 'private'`);

  // Settings → Planning questionnaire: three questions for a private party.
  await signInAsMagician(page, "/admin/magician?tab=settings");
  const card = page.locator("div[data-slot=card]", { hasText: "Planning questionnaire" }).first();
  await expect(card.getByLabel("Event type")).toBeVisible({ timeout: 30_000 });
  await card.getByLabel("Event type").selectOption("private");
  await card.getByRole("button", { name: "Add a question" }).click();
  await card.getByLabel("Question 1", { exact: true }).fill("Whose party is it?");
  await card.getByText("Required").first().click();
  await card.getByRole("button", { name: "Add a question" }).click();
  await card.getByLabel("Question 2", { exact: true }).fill("Indoors or outdoors?");
  await card.getByLabel("Question 2: kind").selectOption("choice");
  await card.getByLabel("Options, one a line").fill("Indoors\nOutdoors");
  await card.getByRole("button", { name: "Add a question" }).click();
  await card.getByLabel("Question 3", { exact: true }).fill("Is there parking at the venue?");
  await card.getByLabel("Question 3: kind").selectOption("yes-no");
  await card.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("Questions saved", { exact: true }).first()).toBeVisible();
  expect(
    await sql(
      `SELECT kind, text, required FROM questionnaire_questions WHERE event_type = 'private' ORDER BY position`,
    ),
  ).toEqual([
    { kind: "short-text", text: "Whose party is it?", required: true },
    { kind: "choice", text: "Indoors or outdoors?", required: false },
    { kind: "yes-no", text: "Is there parking at the venue?", required: false },
  ]);

  // A private party booked and paid through the public API, as the wizard does.
  const eventDate = await freeDay(testInfo, 130);
  const email = `questionnaire-${testInfo.project.name}-${Date.now()}@example.com`;
  const clientName = `Quinn Planner ${Date.now() % 1_000_000}`;
  const details = {
    ...(await depositBookingDetails(page, { eventDate, clientName, clientEmail: email })),
    eventType: "private",
  };
  const intent = await page.request.post("/api/create-payment-intent", {
    data: { amount: 275, bookingDetails: details },
  });
  expect(intent.status()).toBe(200);
  const confirmed = await page.request.post("/api/demo-payments/confirm", {
    data: { clientSecret: (await intent.json()).clientSecret },
  });
  expect(confirmed.status()).toBe(200);
  const bookingPath = new URL((await confirmed.json()).manageUrl).pathname;

  // The client, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  await client.goto(bookingPath);
  await hydrated(client);
  const form = client.getByRole("region", { name: "Help us plan your event" });
  await expect(form.getByText("(required)")).toHaveCount(1);
  await form.getByLabel("Whose party is it?").fill("Ada's 40th");
  // typing pauses: the answer saves on its own
  await expect(form.getByRole("status")).toHaveText("Saved");
  await form.getByRole("radio", { name: "Outdoors" }).check();
  await form
    .getByRole("radiogroup", { name: "Is there parking at the venue?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  await form.getByRole("button", { name: "Save answers" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved");
  // axe finds nothing in the section
  const axe = await new AxeBuilder({ page: client })
    .include("section[aria-labelledby=questionnaire-heading]")
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  // nothing runs off a 390 px screen
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await client.reload();
  await hydrated(client);
  const again = client.getByRole("region", { name: "Help us plan your event" });
  await expect(again.getByLabel("Whose party is it?")).toHaveValue("Ada's 40th");
  await expect(again.getByRole("radio", { name: "Outdoors" })).toBeChecked();
  await expect(
    again.getByRole("radiogroup", { name: "Is there parking at the venue?" }).getByRole("radio", { name: "Yes" }),
  ).toBeChecked();
  await phone.close();

  // The magician reads them in the booking's details.
  await page.goto("/admin/magician?tab=bookings");
  await expect(page.locator("form[role=search][data-hydrated]")).toBeAttached({ timeout: 30_000 });
  await page.getByRole("searchbox", { name: "Search" }).fill(clientName);
  const row = page.getByTestId("booking-row").filter({ hasText: clientName });
  await row.getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  const answers = dialog.getByRole("region", { name: "Planning questionnaire" });
  await expect(answers.getByText("3 of 3 answered")).toBeVisible();
  await expect(answers.getByText("Ada's 40th", { exact: true })).toBeVisible();
  await expect(answers.getByText("Outdoors", { exact: true })).toBeVisible();
  await expect(answers.getByText("Yes", { exact: true })).toBeVisible();
});
