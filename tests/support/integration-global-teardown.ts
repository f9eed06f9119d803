import fs from "node:fs";
import path from "node:path";
import { dropTestDatabase, type TestDatabase } from "./test-database";

export default async function globalTeardown() {
  const file = path.join(__dirname, ".integration-db.json");
  if (!fs.existsSync(file)) return;
  const database = JSON.parse(fs.readFileSync(file, "utf8")) as TestDatabase;
  await dropTestDatabase(database);
  fs.rmSync(file);
}
