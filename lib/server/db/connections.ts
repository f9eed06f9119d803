import { env, isBuildPhase } from "@/lib/server/env";
import type { EmbeddedServer } from "./embedded/server";
import type { SqlExecutor } from "./migrate";

export function usesEmbeddedDatabase(): boolean {
  return !env().DATABASE_URL;
}

/** The configured Postgres connection string, or undefined on the embedded database. */
export function databaseUrl(): string | undefined {
  return env().DATABASE_URL;
}

/** The connection string to use: DATABASE_URL, else the embedded server's (found or started here). */
export async function connectionUrl(): Promise<string> {
  const url = databaseUrl();
  if (url) return url;
  // `next build` prerenders with the fallbacks a page has for a database that does not answer; it
  // must not create or start the embedded server (from several build workers at once, or into an image).
  if (isBuildPhase()) throw new Error("No database while building without DATABASE_URL.");
  return (await embeddedServer()).url;
}

/** Loaded only without DATABASE_URL: a deployment on its own server never loads the embedded one's code. */
async function embeddedServer(): Promise<EmbeddedServer> {
  const { ensureEmbeddedServer } = await import("./embedded/server");
  return ensureEmbeddedServer();
}

/** Where the data lives, for people (start-up banner, scripts): never the password. */
export function describeDatabase(embedded?: EmbeddedServer): string {
  const url = databaseUrl();
  if (!url) {
    return embedded
      ? `embedded PostgreSQL ${embedded.major} in ${embedded.folder} (port ${embedded.port})`
      : "embedded PostgreSQL";
  }
  try {
    const parsed = new URL(url);
    return `Postgres at ${parsed.hostname || "localhost"}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "Postgres (DATABASE_URL)";
  }
}

/** Finds or starts the embedded server when there is no DATABASE_URL, and describes the database. */
export async function prepareDatabase(): Promise<string> {
  return describeDatabase(usesEmbeddedDatabase() ? await embeddedServer() : undefined);
}

/** A raw SQL connection to the configured database, for migrations and test harnesses. */
export async function openSqlExecutor(): Promise<SqlExecutor & { close(): Promise<void> }> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: await connectionUrl() });
  await client.connect();
  return {
    query: async (sql, params) => client.query(sql, params) as never,
    exec: (sql) => client.query(sql),
    close: () => client.end(),
  };
}
