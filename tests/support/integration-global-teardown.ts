import { SERVER_KEY } from "./integration-global-setup";
import { dropTestDatabase, type TestDatabase, type TestServer } from "./test-database";

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>)[SERVER_KEY] as TestServer | undefined;
  try {
    const json = process.env.INTEGRATION_DB_JSON;
    // An embedded server goes with everything on it: no need to drop the databases first.
    if (json && !server?.embedded) {
      for (const database of JSON.parse(json) as TestDatabase[]) await dropTestDatabase(database);
    }
  } finally {
    await server?.stop();
  }
}
