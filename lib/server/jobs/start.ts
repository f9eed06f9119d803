import "server-only";
import { env } from "@/lib/server/env";
import { errorFields, log } from "@/lib/server/log";
import { startWorkers } from "./queue";

/**
 * Starts this server process's job workers, unless JOBS=off (for example when `npm run worker`
 * runs them separately, or on a serverless host where a platform cron runs the due jobs instead).
 * A queue that cannot start is logged, and the site keeps serving.
 */
export async function startJobsWithServer(): Promise<void> {
  if (env().JOBS === "off") {
    log("info", "job_workers_disabled", { reason: "JOBS=off" });
    return;
  }
  try {
    await startWorkers();
  } catch (error) {
    log("error", "job_workers_failed", errorFields(error));
  }
}
