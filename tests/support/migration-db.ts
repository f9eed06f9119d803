// A fresh, empty database with a raw pg client, for tests of the migration runner and of migrations.
import { Client } from "pg";
import type { SqlExecutor } from "@/lib/server/db/migrate";
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./test-database";

export interface MigrationDatabase {
  database: TestDatabase;
  /** null when no Postgres server answers (these tests need real Postgres) */
  client: Client | null;
  sql: SqlExecutor;
  close(): Promise<void>;
}

export async function openMigrationDatabase(label: string): Promise<MigrationDatabase> {
  const database = await createTestDatabase(label);
  const client = database.kind === "postgres" ? new Client({ connectionString: database.env.DATABASE_URL }) : null;
  await client?.connect();
  return {
    database,
    client,
    sql: { query: (text, params) => client!.query(text, params) as never, exec: (text) => client!.query(text) },
    async close() {
      await client?.end();
      await dropTestDatabase(database);
    },
  };
}
