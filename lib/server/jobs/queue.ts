import "server-only";
import type { PgBoss } from "pg-boss";
import { connectionUrl, usesEmbeddedDatabase } from "@/lib/server/db/connections";
import { errorFields, log } from "@/lib/server/log";
import { JOB_TIME_ZONE, SCHEDULED_JOBS, type ScheduledJob } from "./catalogue";
import { runIfDue } from "./runs";

/**
 * The job queue: pg-boss on the application's own database (DATABASE_URL's, or the embedded
 * PostgreSQL), so jobs survive restarts and several instances share them:
 * pg-boss enqueues each cron occurrence (nearly always once), each job is fetched by one worker
 * (SELECT … FOR UPDATE SKIP LOCKED), and the run is claimed in job_runs before it starts (runIfDue),
 * so an occurrence delivered twice still runs once. A job that throws is retried with back-off,
 * then kept as failed.
 */

const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

const globalForJobs = globalThis as unknown as { summonJobs?: Promise<PgBoss> };

async function createBoss(): Promise<PgBoss> {
  const { PgBoss: Boss } = await import("pg-boss");
  const boss = new Boss({ connectionString: await connectionUrl(), schema: "pgboss", max: 3 });
  boss.on("error", (error) => log("error", "job_queue_error", errorFields(error)));
  await boss.start();
  for (const job of SCHEDULED_JOBS) {
    await boss.createQueue(job.name, QUEUE_OPTIONS);
    await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE });
  }
  return boss;
}

/** The process's queue (started once, schedules registered). */
export function jobQueue(): Promise<PgBoss> {
  globalForJobs.summonJobs ??= createBoss().catch((error) => {
    globalForJobs.summonJobs = undefined;
    throw error;
  });
  return globalForJobs.summonJobs;
}

/** Starts a worker for every scheduled job in this process. */
export async function startWorkers(jobs: readonly ScheduledJob[] = SCHEDULED_JOBS): Promise<PgBoss> {
  const boss = await jobQueue();
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: 5 }, async () => {
      await runIfDue(job);
    });
  }
  log("info", "job_workers_started", {
    jobs: jobs.map((job) => job.name),
    database: usesEmbeddedDatabase() ? "embedded" : "postgres",
  });
  return boss;
}

/** Stops the queue of this process (scripts and tests). */
export async function stopJobQueue(): Promise<void> {
  const pending = globalForJobs.summonJobs;
  globalForJobs.summonJobs = undefined;
  if (pending) await (await pending).stop({ graceful: true, timeout: 10_000, close: true });
}
