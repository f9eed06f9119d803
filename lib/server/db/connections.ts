import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/env";
import type { SqlExecutor } from "./migrate";

/** Where the embedded database lives when DATABASE_URL is unset: PGLITE_DATA_DIR, else .data/pglite. */
export function embeddedDataDir(): string {
  return path.resolve(env().PGLITE_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite"));
}

export function usesEmbeddedDatabase(): boolean {
  return !env().DATABASE_URL;
}

/** The Postgres connection string, or undefined on the embedded database. */
export function databaseUrl(): string | undefined {
  return env().DATABASE_URL;
}

/** Where the data lives, for people (start-up banner, scripts): never the password. */
export function describeDatabase(): string {
  const url = databaseUrl();
  if (!url) return `embedded PGlite in ${embeddedDataDir()}`;
  try {
    const parsed = new URL(url);
    return `Postgres at ${parsed.hostname || "localhost"}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "Postgres (DATABASE_URL)";
  }
}

/** A raw SQL connection to the configured database, for migrations and test harnesses. */
export async function openSqlExecutor(): Promise<SqlExecutor & { close(): Promise<void> }> {
  if (usesEmbeddedDatabase()) {
    const { PGlite } = await import("@electric-sql/pglite");
    const dir = embeddedDataDir();
    fs.mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir);
    return {
      query: async (sql, params) => pglite.query(sql, params as unknown[]) as never,
      exec: (sql) => pglite.exec(sql),
      close: () => pglite.close(),
    };
  }
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  return {
    query: async (sql, params) => client.query(sql, params) as never,
    exec: (sql) => client.query(sql),
    close: () => client.end(),
  };
}
