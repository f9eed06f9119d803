import { createTestDatabase, startTestDatabase } from "./test-database";

/** Creates this run's database and hands it to the test files (and the teardown) through the environment. */
export default async function globalSetup() {
  const database = await createTestDatabase("it");
  startTestDatabase(database);
  const { openSqlExecutor } = await import("../../lib/server/db/connections");
  const { applyMigrations } = await import("../../lib/server/db/migrate");
  const sql = await openSqlExecutor();
  try {
    await applyMigrations(sql);
  } finally {
    await sql.close();
  }
  // Per run, not a shared file: two jest runs side by side never touch each other's database.
  process.env.INTEGRATION_DB_JSON = JSON.stringify(database);
}
