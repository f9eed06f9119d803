/** @jest-environment node */
// The running total behind the dashboard's Total Revenue (migration 20261125160000_booking_totals):
// triggers on bookings keep it equal to SUM(totalPence) of confirmed bookings whatever writes them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as refund } from "@/app/api/refund-booking/route";
import { dashboardStats } from "@/lib/server/admin/dashboard";
import { MIGRATIONS_DIR, applyMigrations } from "@/lib/server/db/migrate";
import { openMigrationDatabase } from "../../support/migration-db";
import { db, resetAndSeed, truncateAll } from "../../support/db";
import { must } from "../../support/must";
import { addDays, call, createBooking, createPaidBooking, londonToday } from "../admin/helpers";

beforeEach(() => resetAndSeed());
afterAll(() => db.$disconnect());

async function totals(): Promise<{ running: string; sum: string }> {
  const [row] = await db.$queryRaw<{ running: string; sum: string }[]>`
    SELECT (SELECT "confirmedTotalPence"::text FROM "booking_totals" WHERE "id" = 1) AS running,
           (SELECT COALESCE(SUM("totalPence"), 0)::text FROM "bookings" WHERE "status" = 'confirmed') AS sum`;
  return must(row, "a totals row");
}

/** The running total equals the full sum (in pence), and is the dashboard's figure. */
async function expectInStep(pounds: string): Promise<void> {
  const pence = String(Math.round(Number(pounds) * 100));
  expect(await totals()).toEqual({ running: pence, sum: pence });
  expect((await dashboardStats()).totalRevenuePence).toBe(Number(pence));
}

/** The row's version: it changes whenever the row is written (and its lock taken). */
async function totalsVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ v: string }[]>`SELECT xmin::text AS v FROM "booking_totals" WHERE "id" = 1`;
  return must(row, "a totals row").v;
}

describe("the confirmed-revenue running total", () => {
  it("follows inserts, confirmations, cancellations, refunds, price changes and deletes", async () => {
    await expectInStep("0.00");
    const a = await createBooking({ status: "confirmed", totalPence: 10050 });
    const b = await createBooking({ status: "pending", totalPence: 20025 });
    await db.booking.createMany({
      data: [1, 2].map((n) => ({
        clientName: `Bulk ${n}`,
        clientEmail: `bulk${n}@example.com`,
        clientPhone: "07700 900001",
        eventLocation: "Glasgow",
        eventType: "party",
        eventDate: addDays(londonToday(), 50 + n),
        startTime: "19:00",
        endTime: "20:00",
        guestCount: 20,
        selectedServices: [],
        duration: "60",
        totalPence: 1001,
        paymentType: "full",
        status: "confirmed",
      })),
    });
    await expectInStep("120.52");

    await db.booking.update({ where: { id: b.id }, data: { status: "confirmed" } });
    await expectInStep("320.77");
    await db.booking.update({ where: { id: a.id }, data: { totalPence: 15000 } });
    await expectInStep("370.27");
    await db.booking.update({ where: { id: b.id }, data: { status: "cancelled", paymentStatus: "cancelled" } });
    await expectInStep("170.02");
    await db.booking.update({ where: { id: a.id }, data: { status: "completed" } });
    await expectInStep("20.02");
    await db.booking.update({ where: { id: a.id }, data: { status: "confirmed", totalPence: 9999 } });
    await expectInStep("120.01");
    // One statement taking one booking out of the figure and putting another in.
    await db.$executeRaw`UPDATE "bookings" SET "status" = CASE WHEN "status" = 'confirmed' THEN 'completed' ELSE 'confirmed' END
      WHERE "id" IN (${a.id}, ${b.id})`;
    await expectInStep("220.27");
    await db.booking.deleteMany({ where: { clientName: "Bulk 1" } });
    await expectInStep("210.26");
    await db.booking.delete({ where: { id: b.id } });
    await expectInStep("10.01");
    await db.booking.delete({ where: { id: a.id } });
    await expectInStep("10.01");
  });

  it("follows the magician's confirmation, cancellation and refunds through the routes", async () => {
    const today = londonToday();
    const pending = await createBooking({ totalPence: 25000, eventDate: addDays(today, 45) });
    const paid = await createPaidBooking({ status: "confirmed", totalPence: 30000, eventDate: addDays(today, 60) });
    await expectInStep("300.00");
    const status = (id: number, value: string) =>
      call(putStatus as never, `/api/bookings/${id}/status`, {
        method: "PUT",
        body: { status: value },
        params: { id: String(id) },
      });
    expect((await status(pending.id, "confirmed")).status).toBe(200);
    await expectInStep("550.00");
    expect((await status(pending.id, "cancelled")).status).toBe(200);
    await expectInStep("300.00");
    const full = await call(refund as never, "/api/refund-booking", { body: { bookingId: paid.id, amount: 300 } });
    expect(full.body).toMatchObject({ status: "refunded" });
    await expectInStep("0.00");
  });

  it("leaves the row alone for writes that cannot change the figure", async () => {
    const held = await createBooking({ status: "awaiting_payment", totalPence: 8000 });
    const confirmed = await createBooking({ status: "confirmed", totalPence: 4000 });
    const before = await totalsVersion();
    await db.booking.update({ where: { id: held.id }, data: { status: "expired", totalPence: 8100 } });
    await db.booking.update({ where: { id: confirmed.id }, data: { clientName: "Anonymised", paidPence: 4000 } });
    await db.booking.update({ where: { id: confirmed.id }, data: { status: "confirmed", totalPence: 4000 } });
    await db.booking.delete({ where: { id: held.id } });
    expect(await totalsVersion()).toBe(before);
    await expectInStep("40.00");
  });

  it("starts again from zero when the tables are emptied", async () => {
    await createBooking({ status: "confirmed", totalPence: 1234 });
    await db.$executeRawUnsafe(`TRUNCATE "bookings" CASCADE`);
    await expectInStep("0.00");
    await createBooking({ status: "confirmed", totalPence: 500 });
    await truncateAll();
    await expectInStep("0.00");
    await createBooking({ status: "confirmed", totalPence: 700 });
    await expectInStep("7.00");
  });

  it("loses no change when two connections confirm and cancel at the same time", async () => {
    const ids = [];
    for (let n = 0; n < 12; n++) ids.push((await createBooking({ totalPence: (n + 1) * 100 + 25 })).id);
    const connect = async () => {
      const client = new Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      return client;
    };
    const [first, second] = [await connect(), await connect()];
    try {
      // The first connection's uncommitted confirmation holds the row: the second one's waits for it.
      await first.query("BEGIN");
      await first.query(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "id" = $1`, [ids[0]]);
      let secondDone = false;
      const waiting = second
        .query(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "id" = $1`, [ids[1]])
        .then(() => (secondDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondDone).toBe(false);
      await first.query("COMMIT");
      await waiting;
      await expectInStep("3.50");

      // Then many short transactions from both at once, each confirming one booking and cancelling another.
      const run = (client: Client, mine: number[]) =>
        (async () => {
          for (let round = 0; round < 10; round++) {
            const on = must(mine[round % mine.length], "a booking");
            const off = must(mine[(round + 1) % mine.length], "a booking");
            await client.query("BEGIN");
            await client.query(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "id" = $1`, [on]);
            await client.query(`UPDATE "bookings" SET "status" = 'cancelled' WHERE "id" = $1`, [off]);
            await client.query(`UPDATE "bookings" SET "totalPence" = "totalPence" + 100 WHERE "id" = $1`, [on]);
            await client.query("COMMIT");
          }
        })();
      await Promise.all([run(first, ids.slice(2, 7)), run(second, ids.slice(7, 12))]);
      const { running, sum } = await totals();
      expect(running).toBe(sum);
      expect(Number(sum)).toBeGreaterThan(350);
      expect((await dashboardStats()).totalRevenuePence).toBe(Number(sum));
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});

it("the migration starts the total from the bookings already there", async () => {
  const m = await openMigrationDatabase("totals");
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  try {
    for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((n) => /^\d/.test(n) && n < "20261125160000")) {
      fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    }
    await applyMigrations(m.sql, before);
    const insert = (status: string, total: string) =>
      m.client.query(
        `INSERT INTO "bookings" ("clientName", "clientEmail", "clientPhone", "eventLocation", "eventType", "eventDate",
           "startTime", "endTime", "guestCount", "selectedServices", "duration", "totalAmount", "paymentType", "status", "updatedAt")
         VALUES ('Ada', 'ada@example.com', '1', 'Glasgow', 'party', '2027-01-01', '19:00', '20:00', 10, '[]', '60', $1, 'full', $2, now())`,
        [total, status],
      );
    await insert("confirmed", "100.10");
    await insert("confirmed", "0.20");
    await insert("pending", "50.00");
    await insert("refunded", "70.00");
    await insert("completed", "30.00");
    // this one first; later migrations (added since, the money in pence among them) follow it
    expect((await applyMigrations(m.sql))[0]).toBe("20261125160000_booking_totals");
    const { rows } = await m.client.query(`SELECT "id", "confirmedTotalPence"::text AS total FROM "booking_totals"`);
    expect(rows).toEqual([{ id: 1, total: "10030" }]);
    await m.client.query(
      `INSERT INTO "bookings" ("clientName", "clientEmail", "clientPhone", "eventLocation", "eventType", "eventDate",
         "startTime", "endTime", "guestCount", "selectedServices", "duration", "totalPence", "paymentType", "status", "updatedAt")
       VALUES ('Ada', 'ada@example.com', '1', 'Glasgow', 'party', '2027-01-01', '19:00', '20:00', 10, '[]', '60', 100, 'full', 'confirmed', now())`,
    );
    const after = await m.client.query(`SELECT "confirmedTotalPence"::text AS total FROM "booking_totals"`);
    expect(after.rows).toEqual([{ total: "10130" }]);
    // The README's recomputation (after a partial restore) lands on the same figure.
    await m.client.query(`UPDATE "booking_totals" SET "confirmedTotalPence" = 0`);
    await m.client.query(
      `UPDATE booking_totals SET "confirmedTotalPence" = (SELECT COALESCE(SUM("totalPence"), 0) FROM bookings WHERE status = 'confirmed')`,
    );
    const recomputed = await m.client.query(`SELECT "confirmedTotalPence"::text AS total FROM "booking_totals"`);
    expect(recomputed.rows).toEqual([{ total: "10130" }]);
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
    await m.close();
  }
});
