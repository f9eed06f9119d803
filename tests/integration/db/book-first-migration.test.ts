// The book-first migration moves what is in flight: every unsaved booking draft of a payment
// intent becomes a booking (awaiting payment, expired or pending), linked to its intent, before
// the draft column goes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR, applyMigrations } from "@/lib/server/db/migrate";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";

let m: MigrationDatabase;

beforeAll(async () => {
  m = await openMigrationDatabase("bookfirst");
});

afterAll(() => m.close());

function draft(overrides: Record<string, unknown> = {}) {
  return {
    kind: "booking",
    requestHash: "abc123",
    booking: {
      clientName: "Ada",
      clientEmail: "ada@example.com",
      clientPhone: "07700 900123",
      eventLocation: "Kelvingrove",
      eventAddress: "Argyle St",
      parkingAvailable: true,
      eventType: "birthday",
      eventDate: "2027-06-01",
      startTime: "14:00",
      endTime: "15:00",
      guestCount: 40,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 250 }],
      durationMinutes: 60,
      additionalInfo: null,
      totalPence: 27500,
      barCommissionPence: 0,
      amountDueNowPence: 27500,
      paymentType: "one-time",
      barId: null,
      source: "public",
      slotKind: "public",
      ...overrides,
    },
  };
}

it("turns live, ended and processing drafts into bookings and keeps saved ones as they were", async () => {
  const { client, sql } = m;
  const initOnly = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const [init = ""] = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => /^\d/.test(n))
    .sort();
  fs.cpSync(path.join(MIGRATIONS_DIR, init), path.join(initOnly, init), { recursive: true });
  fs.copyFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(initOnly, "migration_lock.toml"));
  await applyMigrations(sql, initOnly);

  const insert = (id: string, status: string, holdMinutes: number, details: unknown, extra = "") =>
    client.query(
      `INSERT INTO payment_intents (id, provider, purpose, "amountPence", status, details, "eventDate", "startTime", "endTime", "holdExpiresAt", "updatedAt"${extra ? ", " + extra.split("=")[0] : ""})
       VALUES ($1, 'demo', 'booking', 27500, $2, $3, '2027-06-01', '14:00', '15:00', (now() AT TIME ZONE 'UTC') + make_interval(mins => $4), now()${extra ? ", " + extra.split("=")[1] : ""})`,
      [id, status, JSON.stringify(details), holdMinutes],
    );
  await insert("pi_live", "requires_payment_method", 10, draft());
  await insert("pi_ended", "failed", -10, draft({ startTime: "18:00", endTime: "19:00" }));
  await insert("pi_processing", "processing", -10, draft({ startTime: "20:00", endTime: "21:00" }));
  await insert("pi_used", "succeeded", -10, draft(), `"usedAt"=now()`);
  await insert("pi_registration", "requires_payment_method", 0, { kind: "registration", requestHash: "reg" });

  await applyMigrations(sql);

  const { rows } = await client.query(
    `SELECT b."stripePaymentId", b.status, b."holdExpiresAt" IS NOT NULL AS held, b."totalPence", b.duration, b."clientEmail", pi."bookingId" = b.id AS linked
       FROM bookings b JOIN payment_intents pi ON pi.id = b."stripePaymentId" ORDER BY b."stripePaymentId"`,
  );
  expect(rows).toEqual([
    {
      stripePaymentId: "pi_ended",
      status: "expired",
      held: true,
      totalPence: 27500,
      duration: "60",
      clientEmail: "ada@example.com",
      linked: true,
    },
    {
      stripePaymentId: "pi_live",
      status: "awaiting_payment",
      held: true,
      totalPence: 27500,
      duration: "60",
      clientEmail: "ada@example.com",
      linked: true,
    },
    {
      stripePaymentId: "pi_processing",
      status: "pending",
      held: true,
      totalPence: 27500,
      duration: "60",
      clientEmail: "ada@example.com",
      linked: true,
    },
  ]);
  const hashes = await client.query(`SELECT id, "requestHash" FROM payment_intents ORDER BY id`);
  expect(hashes.rows.find((r) => r.id === "pi_registration").requestHash).toBe("reg");
  const columns = await client.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'payment_intents' AND column_name = 'details'`,
  );
  expect(columns.rows).toHaveLength(0);
});
