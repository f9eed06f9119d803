// A fresh, empty database with a raw pg client, for tests of the migration runner and of migrations
// (on the run's PostgreSQL server; fails with a clear message when there is none).
import { Client } from "pg";
import type { SqlExecutor } from "@/lib/server/db/migrate";
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./test-database";

export interface MigrationDatabase {
  database: TestDatabase;
  client: Client;
  sql: SqlExecutor;
  close(): Promise<void>;
}

export async function openMigrationDatabase(label: string): Promise<MigrationDatabase> {
  const database = await createTestDatabase(label);
  const client = new Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  return {
    database,
    client,
    sql: { query: (text, params) => client.query(text, params) as never, exec: (text) => client.query(text) },
    async close() {
      await client.end();
      await dropTestDatabase(database);
    },
  };
}
