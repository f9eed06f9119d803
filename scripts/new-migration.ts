// `npm run db:new-migration -- <name>`: writes prisma/migrations/<UTC timestamp>_<name>/migration.sql,
// the SQL that takes the schema committed at HEAD to prisma/schema.prisma as edited now, and checks it
// on a real server (the embedded PostgreSQL, or DATABASE_URL's): the committed migrations and the new
// one are applied to a scratch database there, which is dropped afterwards. The SQL is computed by
// `prisma migrate diff` between the two datamodels, with the CLI's adapter on that same server: the
// CLI cannot diff a live database through a driver adapter. What the datamodel cannot say (CHECK
// constraints, triggers) is added to the file by hand, as the earlier migrations did.
import "./load-env";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript } from "./database-tasks";

runScript(async () => {
  const name = process.argv[2] ?? "";
  if (!/^[a-z0-9_]+$/.test(name)) {
    throw new Error("usage: npm run db:new-migration -- <name>   (lower-case letters, digits and _)");
  }
  const { Client } = await import("pg");
  const { applyMigrations, MIGRATIONS_DIR } = await import("@/lib/server/db/migrate");
  const { connectionUrl, prepareDatabase } = await import("@/lib/server/db/connections");
  console.log(`Computing the migration with ${await prepareDatabase()}`);
  const base = await connectionUrl();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "summon-migration-"));
  const committed = path.join(work, "committed.prisma");
  fs.writeFileSync(committed, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { encoding: "utf8" }));
  const diff = spawnSync(
    "npx",
    [
      "prisma",
      "migrate",
      "diff",
      "--from-schema-datamodel",
      committed,
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: base } },
  );
  fs.rmSync(work, { recursive: true, force: true });
  if (diff.status !== 0) throw new Error(`prisma migrate diff failed:\n${diff.stdout}\n${diff.stderr}`);
  if (!diff.stdout.split("\n").some((line) => line.trim() && !line.startsWith("--"))) {
    throw new Error("prisma/schema.prisma makes no change to the database since HEAD: nothing to migrate");
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), diff.stdout);

  // Every migration, the new one included, must apply to an empty database on this server.
  const scratchName = `summon_new_migration_${Date.now().toString(36)}`;
  const scratch = new URL(base);
  scratch.pathname = `/${scratchName}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${scratchName}"`);
    const sql = new Client({ connectionString: scratch.toString() });
    await sql.connect();
    try {
      await applyMigrations({
        query: (text, params) => sql.query(text, params) as never,
        exec: (text) => sql.query(text),
      });
    } catch (error) {
      // Not left behind: a second run after fixing the schema would otherwise add a second migration.
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `${path.relative(process.cwd(), dir)}/migration.sql does not apply (not kept): ${(error as Error).message}`,
      );
    } finally {
      await sql.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
    await admin.end();
  }
  console.log(
    `${path.relative(process.cwd(), dir)}/migration.sql (checked on a scratch database; review it, then npm run db:migrate)`,
  );
});
