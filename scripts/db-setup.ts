// Brings the configured database up to date: applies committed migrations, then seeds.
// Runs before `npm run dev` and `npm start`; safe to run any number of times.
import "./load-env";
import { migrateDatabase, runScript, seedDatabase } from "./database-tasks";

runScript(async () => {
  await migrateDatabase();
  if (!process.argv.includes("--no-seed")) await seedDatabase();
});
