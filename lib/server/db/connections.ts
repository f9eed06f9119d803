import fs from "node:fs";
import path from "node:path";
import type { SqlExecutor } from "./migrate";

/** Where the embedded database lives when DATABASE_URL is unset. */
export const EMBEDDED_DATA_DIR = process.env.PGLITE_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite");

export function usesEmbeddedDatabase(): boolean {
  return !process.env.DATABASE_URL;
}

/** The Postgres connection string, or undefined on the embedded database. */
export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** A raw SQL connection to the configured database, for migrations and test harnesses. */
export async function openSqlExecutor(): Promise<SqlExecutor & { close(): Promise<void> }> {
  if (usesEmbeddedDatabase()) {
    const { PGlite } = await import("@electric-sql/pglite");
    fs.mkdirSync(EMBEDDED_DATA_DIR, { recursive: true });
    const pglite = new PGlite(EMBEDDED_DATA_DIR);
    return {
      query: async (sql, params) => pglite.query(sql, params as unknown[]) as never,
      exec: (sql) => pglite.exec(sql),
      close: () => pglite.close(),
    };
  }
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return {
    query: async (sql, params) => client.query(sql, params) as never,
    exec: (sql) => client.query(sql),
    close: () => client.end(),
  };
}
