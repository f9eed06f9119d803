// Runs in each integration test file before its modules load: points the app at the run's database.
import type { TestDatabase } from "./test-database";

const json = process.env.INTEGRATION_DB_JSON;
if (!json)
  throw new Error("Run integration tests through jest's integration project: its global setup creates the database.");
const database = JSON.parse(json) as TestDatabase;
delete process.env.DATABASE_URL;
delete process.env.PGLITE_DATA_DIR;
Object.assign(process.env, database.env);
// Integration tests run with the offline demo gateway and no mail server unless a test says otherwise.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.SMTP_URL;
process.env.NEXTAUTH_SECRET ??= "integration-test-secret";
