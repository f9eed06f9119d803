import { expect, test } from "@playwright/test";
import { signInAsMagician } from "./support/auth";
import { insertBookingRow } from "./support/bookings";
import { freeDay } from "./support/dates";
import { closeSql, sql, sqlRow } from "./support/db";
import { runTag } from "./support/run-tag";

// A fully booked date with someone waiting: the magician cancels a booking, the waiting-list job
// offers the freed time to the first entry by e-mail, and its link opens the wizard at that time.

test.afterAll(closeSql);

test("a cancelled booking on a full date sends the first waiting entry an offer that opens the wizard at the freed time", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = runTag(testInfo);
  const date = await freeDay(testInfo, 170);
  const ids: Record<string, number> = {};
  for (const [i, startTime] of ["09:00", "12:00", "15:00", "18:00", "21:00"].entries()) {
    const [h = 0, m = 0] = startTime.split(":").map(Number);
    const row = await insertBookingRow({
      clientName: `Full Day ${i} ${tag}`,
      clientEmail: `full-${i}-${tag}@example.com`.toLowerCase().replace(/[^a-z0-9@.-]/g, "-"),
      eventDate: date,
      startTime,
      endTime: `${String(h + 1).padStart(2, "0")}:${String(m).padStart(2, "0")}`,
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 25000,
    });
    ids[startTime] = row.id;
  }
  const day = await (await page.request.get(`/api/availability?date=${date}`)).json();
  expect(day.status).toBe("full");

  const email = `wait-${testInfo.project.name}-${Date.now()}@example.com`;
  const joined = await page.request.post("/api/waitlist", {
    data: {
      eventDate: date,
      clientName: `Wanda Wait ${tag}`,
      clientEmail: email,
      earliestStart: "15:00",
      latestStart: "16:00",
    },
  });
  expect(joined.status()).toBe(201);

  await signInAsMagician(page);
  const cancelled = await page.request.put(`/api/bookings/${ids["15:00"]}/status`, { data: { status: "cancelled" } });
  expect(cancelled.status()).toBe(200);

  // the waitlist-offers job runs every minute
  let link = "";
  await expect
    .poll(
      async () => {
        const rows = await sql<{ text: string }>(
          `SELECT text FROM email_outbox WHERE "to" = $1 AND kind = 'waitlist-offer'`,
          [email],
        );
        link = /https?:\/\/\S+\/waitlist\/(?!leave\/)[\w-]+/.exec(rows[0]?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .not.toBe("");

  const offerToken = link.split("/").pop()!;
  const offer = await (await page.request.get(`/api/waitlist/offer/${offerToken}`)).json();
  expect(offer).toMatchObject({ date, startTime: "15:00", endTime: "16:00" });

  await page.goto(new URL(link).pathname);
  const wizard = page.getByRole("dialog", { name: "Summon a Magician" });
  await expect(wizard).toBeVisible({ timeout: 60_000 });
  // opened: the time is kept for its owner for 15 minutes
  const held = await sqlRow<{ held: boolean }>(
    `SELECT "held_until" > now() AS held FROM waitlist_offers WHERE token = $1`,
    [offerToken],
  );
  expect(held.held).toBe(true);
  const draft = await page.evaluate(() => sessionStorage.getItem("summon-a-magician.wizard-draft"));
  expect(JSON.parse(draft!).details).toMatchObject({ eventDate: date, startTime: "15:00" });
  // the owner is offered the time (the public is not)
  const mine = await (await page.request.get(`/api/availability?date=${date}&waitlistToken=${offerToken}`)).json();
  expect(mine.times).toContain("15:00");
  const theirs = await (await page.request.get(`/api/availability?date=${date}`)).json();
  expect(theirs.times).not.toContain("15:00");
});
