// Retention clears waiting-list entries, with their offers, a month after their date.
import { applyRetention } from "@/lib/server/retention";
import { db, truncateAll } from "../../support/db";

const NOW = new Date("2027-03-15T10:00:00Z");

beforeEach(() => truncateAll());
afterAll(() => db.$disconnect());

async function entryOn(eventDate: string, email: string) {
  const entry = await db.waitlistEntry.create({
    data: {
      eventDate,
      clientName: "Ada Lovelace",
      clientEmail: email,
      emailKey: email,
      earliestStart: "18:00",
      latestStart: "20:00",
      leaveToken: `leave-${email}`,
    },
  });
  await db.waitlistOffer.create({
    data: {
      entryId: entry.id,
      eventDate,
      startTime: "19:00",
      endTime: "20:00",
      token: `offer-${email}`,
      expiresAt: new Date(`${eventDate}T12:00:00Z`),
    },
  });
  return entry.id;
}

it("deletes entries (and their offers) a month after their date, and keeps the rest", async () => {
  await entryOn("2027-02-10", "old@example.com");
  const kept = await entryOn("2027-02-14", "recent@example.com");
  const dry = await applyRetention(db, { now: NOW, dryRun: true });
  expect(dry.counts.waitlistEntriesDeleted).toBe(1);
  const report = await applyRetention(db, { now: NOW });
  expect(report.counts.waitlistEntriesDeleted).toBe(1);
  expect((await db.waitlistEntry.findMany()).map((e) => e.id)).toEqual([kept]);
  expect(await db.waitlistOffer.count()).toBe(1);
  expect((await applyRetention(db, { now: NOW })).counts.waitlistEntriesDeleted).toBe(0);
});
