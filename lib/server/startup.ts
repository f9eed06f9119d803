import "server-only";
import { parseEnv } from "@/lib/server/env";
import { startJobsWithServer } from "@/lib/server/jobs/start";
import { log } from "@/lib/server/log";
import { mailTransport } from "@/lib/server/mail/outbox";
import { gatewayMode } from "@/lib/server/payments";

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
  // One line that says what this server does with money and mail, so a misconfiguration is seen at once.
  log(gatewayMode() === "disabled" ? "warn" : "info", "server_started", {
    payments: gatewayMode(),
    mail: mailTransport(),
    ...(gatewayMode() === "disabled"
      ? { note: "no STRIPE_SECRET_KEY: payment calls answer 503 (DEMO_PAYMENTS=1 takes demo payments)" }
      : {}),
  });
  // Timed work (mail, expiring holds, completing past bookings, retention) runs on the job queue.
  await startJobsWithServer();
}
