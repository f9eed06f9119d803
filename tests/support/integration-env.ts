// Runs in each integration test file before its modules load: points the app at its worker's database.
import type { TestDatabase } from "./test-database";

const json = process.env.INTEGRATION_DB_JSON;
if (!json)
  throw new Error("Run integration tests through jest's integration project: its global setup creates the database.");
const databases = JSON.parse(json) as TestDatabase[];
const database = databases[Number(process.env.JEST_WORKER_ID ?? "1") - 1] ?? databases[0];
if (!database) throw new Error("The integration global setup created no database.");
delete process.env.DATABASE_URL;
Object.assign(process.env, database.env);
// The database this file's worker uses (tests that dump or copy it read it from here).
process.env.INTEGRATION_DB_CURRENT = JSON.stringify(database);
// Integration tests run with the offline demo gateway and no mail server unless a test says otherwise.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.SMTP_URL;
process.env.NEXTAUTH_SECRET ??= "integration-test-secret";
// bcrypt at its lowest cost: every reset seeds accounts, and at the production cost the hashing alone
// took most of the suite's time. What the tests check does not depend on the cost.
process.env.PASSWORD_HASH_COST ??= "4";
// Texts stay in the outbox unless a test points the Twilio client at its stand-in.
for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_API_BASE"])
  delete process.env[name];
