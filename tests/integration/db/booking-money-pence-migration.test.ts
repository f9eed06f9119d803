/** @jest-environment node */
// The migration that moves a booking's money from Decimal pounds to integer pence converts every
// booking's amounts to the penny, keeps the running total of confirmed bookings, and leaves its
// triggers working on the new column.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR, applyMigrations } from "@/lib/server/db/migrate";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";

const MIGRATION = "20261128040014_booking_money_in_pence";

let m: MigrationDatabase;
let before: string;

beforeAll(async () => {
  m = await openMigrationDatabase("pence");
  before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((n) => /^\d/.test(n) && n < MIGRATION))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  await applyMigrations(m.sql, before);
});

afterAll(async () => {
  fs.rmSync(before, { recursive: true, force: true });
  await m.close();
});

const COLUMNS = `"clientName", "clientEmail", "clientPhone", "eventLocation", "eventType", "eventDate", "startTime",
  "endTime", "guestCount", "selectedServices", "duration", "paymentType", "updatedAt"`;
const VALUES = `'Ada', 'ada@example.com', '1', 'Glasgow', 'party', '2027-01-01', '19:00', '20:00', 10, '[]', '60', 'full', now()`;

it("converts each booking's pounds to pence, keeps the confirmed total and the triggers", async () => {
  const insertPounds = (status: string, total: string, paid: string, refunded: string, commission: string) =>
    m.client.query(
      `INSERT INTO "bookings" (${COLUMNS}, "status", "totalAmount", "paidAmount", "refundedAmount", "barCommission")
       VALUES (${VALUES}, $1, $2, $3, $4, $5)`,
      [status, total, paid, refunded, commission],
    );
  await insertPounds("confirmed", "137.50", "137.50", "0.00", "20.63");
  await insertPounds("confirmed", "0.01", "0.01", "0.01", "0");
  // the largest amount a request may carry (lib/validation/common poundsAmount)
  await insertPounds("pending", "1000000.00", "12.34", "0.99", "0");
  await insertPounds("refunded", "275.00", "275.00", "275.00", "41.25");

  expect(await applyMigrations(m.sql)).toContain(MIGRATION);

  const { rows } = await m.client.query(
    `SELECT status, "totalPence", "paidPence", "refundedPence", "barCommissionPence" FROM "bookings" ORDER BY id`,
  );
  expect(rows).toEqual([
    { status: "confirmed", totalPence: 13750, paidPence: 13750, refundedPence: 0, barCommissionPence: 2063 },
    { status: "confirmed", totalPence: 1, paidPence: 1, refundedPence: 1, barCommissionPence: 0 },
    { status: "pending", totalPence: 100000000, paidPence: 1234, refundedPence: 99, barCommissionPence: 0 },
    { status: "refunded", totalPence: 27500, paidPence: 27500, refundedPence: 27500, barCommissionPence: 4125 },
  ]);
  const total = async () =>
    (await m.client.query(`SELECT "confirmedTotalPence"::text AS total FROM "booking_totals"`)).rows;
  expect(await total()).toEqual([{ total: "13751" }]);

  // The triggers read the new column: an insert (paid and refunded default to 0), a confirmation, a delete.
  const added = await m.client.query(
    `INSERT INTO "bookings" (${COLUMNS}, "status", "totalPence") VALUES (${VALUES}, 'confirmed', 2500)
     RETURNING "paidPence", "refundedPence", "barCommissionPence"`,
  );
  expect(added.rows).toEqual([{ paidPence: 0, refundedPence: 0, barCommissionPence: 0 }]);
  expect(await total()).toEqual([{ total: "16251" }]);
  await m.client.query(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "status" = 'pending'`);
  expect(await total()).toEqual([{ total: "100016251" }]);
  await m.client.query(`DELETE FROM "bookings" WHERE "status" = 'confirmed'`);
  expect(await total()).toEqual([{ total: "0" }]);
});
