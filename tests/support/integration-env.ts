// Runs in each integration test file before its modules load: points the app at the run's database.
import fs from "node:fs";
import path from "node:path";
import type { TestDatabase } from "./test-database";

const database = JSON.parse(
  process.env.INTEGRATION_DB_JSON ?? fs.readFileSync(path.join(__dirname, ".integration-db.json"), "utf8"),
) as TestDatabase;
delete process.env.DATABASE_URL;
delete process.env.PGLITE_DATA_DIR;
Object.assign(process.env, database.env);
// Integration tests run with the offline demo gateway and no mail server unless a test says otherwise.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.SMTP_URL;
process.env.NEXTAUTH_SECRET ??= "integration-test-secret";
