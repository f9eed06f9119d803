import "server-only";
import { SCHEDULED_JOBS } from "./catalogue";
import { runIfDue } from "./runs";

/**
 * For hosts where no process lives between requests (a platform cron calls in): runs every job that
 * has come due since its last run (a job never run is due). The run is claimed under the job's
 * advisory lock first, so concurrent ticks and instances run each occurrence once.
 */
export async function runDueJobs(
  now = new Date(),
): Promise<{ ran: { name: string; summary?: string; error?: string }[] }> {
  const ran: { name: string; summary?: string; error?: string }[] = [];
  for (const job of SCHEDULED_JOBS) {
    try {
      const summary = await runIfDue(job, now);
      if (summary !== null) ran.push({ name: job.name, summary });
    } catch (error) {
      ran.push({ name: job.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { ran };
}
