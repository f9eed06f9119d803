import { createTestDatabase, startTestDatabase, startTestServer } from "./test-database";

/** The run's server, for the global teardown (jest runs both in this same process). */
export const SERVER_KEY = "__summonIntegrationTestServer";

/**
 * Finds or starts the run's PostgreSQL server (embedded when TEST_DATABASE=embedded or none answers),
 * creates this run's database and hands it to the test files (and the teardown) through the environment.
 */
export default async function globalSetup() {
  const server = await startTestServer();
  (globalThis as Record<string, unknown>)[SERVER_KEY] = server;
  try {
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
  } catch (error) {
    await server.stop();
    throw error;
  }
}
