// `npm run jobs:run -- <job name> [--now=2031-01-01T09:00:00Z]`: runs one scheduled job once, now (or at
// the instant given: tests and catching up by hand), recorded in the run history as the queue's runs
// are. Without DATABASE_URL it joins (or starts) the embedded PostgreSQL of this checkout.
import "./load-env";
import { runScript } from "./database-tasks";

runScript(async () => {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith("--"));
  const nowArg = args.find((arg) => arg.startsWith("--now="))?.slice("--now=".length);
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${nowArg}`);
  const { SCHEDULED_JOBS } = await import("@/lib/server/jobs/catalogue");
  const job = SCHEDULED_JOBS.find((candidate) => candidate.name === name);
  if (!job)
    throw new Error(
      `usage: npm run jobs:run -- <${SCHEDULED_JOBS.map((j) => j.name).join("|")}> [--now=<ISO instant>]`,
    );
  const { prepareDatabase } = await import("@/lib/server/db/connections");
  const { closeDb } = await import("@/lib/server/db/client");
  const { runRecorded } = await import("@/lib/server/jobs/runs");
  await prepareDatabase();
  try {
    const summary = await runRecorded(job, now);
    console.log(
      JSON.stringify({ time: new Date().toISOString(), level: "info", event: "job_ran", job: name, summary }),
    );
  } finally {
    await closeDb();
  }
});
