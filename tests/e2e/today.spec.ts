import { expect, test } from "@playwright/test";

import { londonToday } from "@/lib/domain/dates";
import { SMS_CONSENT_WORDING } from "@/lib/validation/sms";
import { signInAsMagician } from "./support/auth";
import { closeSql, sql, sqlRow } from "./support/db";

// The magician's Today view on a phone (390 px): today's gig with its leave-by time (the drive from
// home by the travel table: Glasgow's row, 20 minutes), the call and directions links, "On my way"
// answered by a toast ("Text queued": the client agreed to texts) with the text in the SMS outbox, and
// the run sheets downloaded as PDFs. The gig starts at
// 08:00, before any arrival time a visitor can book, so it is the day's first (driven from home)
// whatever else the suite has booked today.

const TODAY = londonToday();
const VENUE = "Kelvingrove Today Hall";
let gigId: number | undefined;

test.beforeAll(async () => {
  const gig = await sqlRow<{ id: number }>(
    `insert into bookings ("clientName","clientEmail","clientPhone","eventLocation","eventAddress","eventPostcode",
       "eventType","eventDate","startTime","endTime","guestCount","selectedServices",duration,"totalPence","paidPence",
       "paymentType","paymentStatus",status,"parkingAvailable","smsConsentAt","smsConsentWording","updatedAt")
     values ('Morag Today','morag-today@example.com','07700 900456',$2,'Argyle St, Glasgow G3 8AG','G3 8AG',
       'birthday',$1,'08:00','09:00',10,'[{"id":1,"title":"Close-Up Magic","price":250}]'::json,'60',30000,10000,
       'deposit','completed','confirmed',true,now(),$3,now()) returning id`,
    [TODAY, VENUE, SMS_CONSENT_WORDING],
  );
  // a STOP another spec sent from this number would (rightly) stop the text
  await sql(`DELETE FROM sms_opt_outs WHERE phone = $1`, ["+447700900456"]);
  gigId = gig.id;
});

test.afterAll(async () => {
  if (gigId) {
    await sql(`DELETE FROM bookings WHERE id = $1`, [gigId]);
  }
  await closeSql();
});

test("Today lists the day's gig with its leave-by time, call and directions, On my way and the run sheets", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsMagician(page);
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await page.waitForURL("**/admin/magician/today");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

  const card = page.getByTestId("today-gig").filter({ hasText: VENUE });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("leave-by")).toHaveText("Leave by 07:40");
  await expect(card.getByText("20 min, 6 miles from home")).toBeVisible();
  await expect(card.getByText("£200.00 to collect on the day")).toBeVisible();
  await expect(card.getByRole("link", { name: "Call Morag Today" })).toHaveAttribute("href", "tel:07700900456");
  await expect(card.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("Argyle St, Glasgow G3 8AG")}`,
  );
  // nothing runs off a phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole("button", { name: "On my way" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: /Text queued|Text not sent/ });
  await expect(toast).toBeVisible();
  // the client agreed to texts: queued, and the toast quotes it with the arrival (the drive after now)
  await expect(toast).toContainText("Text queued");
  await expect(toast).toContainText(/is on the way and expects to arrive at about \d{2}:\d{2}/);
  const [text] = await sql<{ kind: string; to: string; body: string }>(
    `select kind, "to", body from sms_outbox where "bookingId" = $1`,
    [gigId],
  );
  expect(text).toMatchObject({ kind: "on-my-way", to: "+447700900456" });
  expect(text!.body).toMatch(/is on the way and expects to arrive at about \d{2}:\d{2} Reply STOP to opt out\.$/);

  const [sheet] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Run sheet" }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(`run-sheet-${gigId}.pdf`);
  const [day] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Day's run sheets" }).click(),
  ]);
  expect(day.suggestedFilename()).toBe(`run-sheets-${TODAY}.pdf`);
  const bytes = await page.request.get(`/api/bookings/${gigId}/run-sheet.pdf`);
  expect(bytes.headers()["content-type"]).toBe("application/pdf");
  expect((await bytes.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
