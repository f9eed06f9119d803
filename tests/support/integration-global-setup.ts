import { createTestDatabase, startTestDatabase, startTestServer } from "./test-database";

/** The run's server, for the global teardown (jest runs both in this same process). */
export const SERVER_KEY = "__summonIntegrationTestServer";

/**
 * Finds or starts the run's PostgreSQL server (embedded when TEST_DATABASE=embedded or none answers),
 * migrates one database and copies it once per jest worker, so test files running side by side never
 * share tables. The databases reach the test files (and the teardown) through the environment.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const server = await startTestServer();
  (globalThis as Record<string, unknown>)[SERVER_KEY] = server;
  try {
    const template = await createTestDatabase("it");
    startTestDatabase(template);
    const { openSqlExecutor } = await import("../../lib/server/db/connections");
    const { applyMigrations } = await import("../../lib/server/db/migrate");
    const sql = await openSqlExecutor();
    try {
      await applyMigrations(sql);
    } finally {
      await sql.close();
    }
    // JEST_WORKER_ID counts from 1; a run in band is worker 1. Copying a migrated database is far
    // quicker than migrating each one.
    const workers = Math.max(1, globalConfig.maxWorkers);
    const databases = [template];
    for (let worker = 2; worker <= workers; worker++) databases.push(await createTestDatabase(`it${worker}`, template));
    // Per run, not a shared file: two jest runs side by side never touch each other's databases.
    process.env.INTEGRATION_DB_JSON = JSON.stringify(databases);
  } catch (error) {
    await server.stop();
    throw error;
  }
}
