import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, useTestDatabase } from "./test-database";

export const STATE_FILE = path.join(__dirname, ".integration-db.json");

export default async function globalSetup() {
  const database = await createTestDatabase("it");
  useTestDatabase(database);
  const { openSqlExecutor } = await import("../../lib/server/db/connections");
  const { applyMigrations } = await import("../../lib/server/db/migrate");
  const sql = await openSqlExecutor();
  try {
    await applyMigrations(sql);
  } finally {
    await sql.close();
  }
  // Test files and the teardown read this run's database from the environment first (inherited by
  // jest's workers), so concurrent runs in one checkout do not share or drop each other's databases.
  process.env.INTEGRATION_DB_JSON = JSON.stringify(database);
  fs.writeFileSync(STATE_FILE, JSON.stringify(database));
}
