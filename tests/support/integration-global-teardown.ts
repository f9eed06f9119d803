import { dropTestDatabase, type TestDatabase } from "./test-database";

export default async function globalTeardown() {
  const json = process.env.INTEGRATION_DB_JSON;
  if (!json) return;
  await dropTestDatabase(JSON.parse(json) as TestDatabase);
}
