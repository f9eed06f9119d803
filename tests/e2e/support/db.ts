// Direct database access for e2e assertions (the run's Postgres database; see tests/e2e/run.ts).
import { Client } from "pg";

let client: Client | undefined;

export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const database = JSON.parse(process.env.E2E_DATABASE_JSON ?? "{}") as { env?: { DATABASE_URL?: string } };
  const url = database.env?.DATABASE_URL;
  if (!url) throw new Error("e2e database assertions need Postgres (E2E_DATABASE_JSON without DATABASE_URL)");
  if (!client) {
    client = new Client({ connectionString: url });
    await client.connect();
  }
  return (await client.query(text, values)).rows as T[];
}

export async function closeSql(): Promise<void> {
  await client?.end();
  client = undefined;
}

/** The first row of a query that must return one (INSERT … RETURNING, a row the test just made); none fails the test. */
export async function sqlRow<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T> {
  const [row] = await sql<T>(text, values);
  if (!row) throw new Error(`no row from: ${text.slice(0, 120)}`);
  return row;
}
