import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Client } from "pg";
import { applyMigrations, listMigrations, type SqlExecutor } from "@/lib/server/db/migrate";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";
import { must } from "../../support/must";

let m: MigrationDatabase;
let client: Client;
let sql: SqlExecutor;

beforeAll(async () => {
  m = await openMigrationDatabase("migrate");
  client = m.client;
  sql = m.sql;
});

afterAll(() => m.close());

describe("the migration runner", () => {
  it("applies every committed migration once and records it in Prisma's table format", async () => {
    const names = listMigrations().map((m) => m.name);
    expect(await applyMigrations(sql)).toEqual(names);
    expect(await applyMigrations(sql)).toEqual([]);
    const { rows } = await client.query(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    expect(
      rows.every((row) => row.finished && row.applied_steps_count === 1 && /^[0-9a-f]{64}$/.test(row.checksum)),
    ).toBe(true);
    const tables = await client.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'bookings'`,
    );
    expect(tables.rows[0].n).toBe(1);
  });

  it("refuses to run when an applied migration was edited afterwards", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const first = must(listMigrations()[0], "a migration");
    fs.mkdirSync(path.join(dir, first.name));
    fs.writeFileSync(path.join(dir, first.name, "migration.sql"), `${first.sql}\n-- edited`);
    await expect(applyMigrations(sql, dir)).rejects.toThrow(/checksum mismatch/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("rolls a failing migration back and does not record it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.mkdirSync(path.join(dir, "20990101000000_broken"));
    fs.writeFileSync(
      path.join(dir, "20990101000000_broken", "migration.sql"),
      `CREATE TABLE half_done (id int); SELECT no_such_function();`,
    );
    await expect(applyMigrations(sql, dir)).rejects.toThrow(/20990101000000_broken failed/);
    const table = await client.query(`SELECT to_regclass('half_done')::text AS t`);
    expect(table.rows[0].t).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
