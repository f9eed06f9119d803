import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The little SQL surface the migration runner needs; pg and PGlite both provide it. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// Same key as Prisma's own migrate lock, so our runner and the stock CLI never interleave.
const MIGRATION_LOCK_KEY = 72707369;

// Prisma's own table layout: `prisma migrate status` keeps agreeing with what we applied.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string; checksum: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies every committed migration not yet applied, each in its own transaction. Returns the names applied. */
export async function applyMigrations(sql: SqlExecutor, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  await sql.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await sql.exec(CREATE_MIGRATIONS_TABLE);
    const { rows } = await sql.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    for (const migration of listMigrations(dir)) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (checksum mismatch).`);
        }
        continue;
      }
      await sql.exec("BEGIN");
      try {
        await sql.exec(migration.sql);
        await sql.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await sql.exec("COMMIT");
      } catch (error) {
        await sql.exec("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
  return applied;
}
