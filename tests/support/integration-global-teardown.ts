import fs from "node:fs";
import path from "node:path";
import { dropTestDatabase, type TestDatabase } from "./test-database";

export default async function globalTeardown() {
  const file = path.join(__dirname, ".integration-db.json");
  const own = process.env.INTEGRATION_DB_JSON;
  if (!own && !fs.existsSync(file)) return;
  const database = JSON.parse(own ?? fs.readFileSync(file, "utf8")) as TestDatabase;
  await dropTestDatabase(database);
  // Remove the state file only when it names this run's database (another run may have rewritten it).
  if (fs.existsSync(file) && (!own || fs.readFileSync(file, "utf8") === own)) fs.rmSync(file);
}
