// Creates and drops a throwaway database for a test run: a fresh Postgres database when a
// server is reachable, an embedded PGlite folder otherwise. Shared by the integration
// harness, the e2e runner and the benchmarks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

export const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** Environment to give the code under test: DATABASE_URL, or PGLITE_DATA_DIR with no DATABASE_URL. */
  env: { DATABASE_URL?: string; PGLITE_DATA_DIR?: string };
  kind: "postgres" | "pglite";
  name: string;
}

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `summon_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  if (process.env.TEST_FORCE_PGLITE !== "1" && (await postgresReachable())) {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    return { kind: "postgres", name, env: { DATABASE_URL: withDatabase(ADMIN_URL, name) } };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  return { kind: "pglite", name, env: { PGLITE_DATA_DIR: dir } };
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  if (database.kind === "pglite") {
    fs.rmSync(database.env.PGLITE_DATA_DIR!, { recursive: true, force: true });
    return;
  }
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
  await admin.end();
}

/** Points this process at the database (before any database module is loaded). */
export function startTestDatabase(database: TestDatabase): void {
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DATA_DIR;
  Object.assign(process.env, database.env);
}
