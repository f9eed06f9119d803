import "server-only";
import { parseEnv } from "@/lib/server/env";
import { startJobsWithServer } from "@/lib/server/jobs/start";

/**
 * What a server process does once at start (Node.js runtime only; see instrumentation.ts): a
 * missing or invalid variable stops the process here, with a message that names it, instead of
 * failing on the first request; then the job workers start.
 */
export async function startServerProcess(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    // Next would otherwise keep a half-started server alive; a supervisor should see it fail.
    process.exit(1);
  }
  // Timed work (mail, expiring holds, completing past bookings, retention) runs on the job queue.
  await startJobsWithServer();
}
