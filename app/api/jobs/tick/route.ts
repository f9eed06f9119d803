import { runDueJobs } from "@/lib/server/jobs/tick";
import { route } from "@/lib/server/route";
import { jobsTickAnswer } from "@/lib/validation/answers/jobs";

export const dynamic = "force-dynamic";

/**
 * POST /api/jobs/tick, for serverless hosts: a platform cron calls it (every minute) with
 * `Authorization: Bearer <CRON_SECRET>`; it runs every job that has come due, once.
 * 200 { ran: [{ name, summary? , error? }] }; 401 without the secret; 404 when CRON_SECRET is unset.
 */
export const POST = route({ auth: "cron", response: { 200: jobsTickAnswer } }, async () =>
  Response.json(await runDueJobs()),
);
