// The catalogue-seeded flag: a database whose catalogue already has rows was seeded before the flag
// existed and counts as seeded; an empty one is left to the seed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR, applyMigrations } from "@/lib/server/db/migrate";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";

const FLAG_MIGRATION = "20261128090000_catalogue_seeded";

/** Applies every committed migration before the flag's. */
async function migrateUpToFlag(m: MigrationDatabase) {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (/^\d/.test(name) && name >= FLAG_MIGRATION) continue;
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  }
  await applyMigrations(m.sql, before);
  fs.rmSync(before, { recursive: true, force: true });
}

async function flagOf(m: MigrationDatabase) {
  const { rows } = await m.client.query(`SELECT value FROM settings WHERE key = 'catalogue_seeded'`);
  return rows.map((row) => row.value);
}

describe("the catalogue_seeded migration", () => {
  it("marks a database whose catalogue has rows as seeded", async () => {
    const m = await openMigrationDatabase("seededflag");
    try {
      await migrateUpToFlag(m);
      await m.client.query(
        `INSERT INTO promotions (title, description, "mediaType", "mediaUrl", "updatedAt") VALUES ('Mine', 'Kept', 'image', '/x.svg', now())`,
      );
      await applyMigrations(m.sql);
      expect(await flagOf(m)).toEqual(["true"]);
    } finally {
      await m.close();
    }
  });

  it("leaves an empty database unmarked", async () => {
    const m = await openMigrationDatabase("emptyflag");
    try {
      await migrateUpToFlag(m);
      await applyMigrations(m.sql);
      expect(await flagOf(m)).toEqual([]);
    } finally {
      await m.close();
    }
  });
});
