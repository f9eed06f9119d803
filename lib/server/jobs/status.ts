import "server-only";
import { nextRun } from "@/lib/domain/schedule";
import { db } from "@/lib/server/db";
import { SCHEDULED_JOBS } from "./catalogue";
import { lastRuns } from "./runs";

export interface JobStatus {
  name: string;
  description: string;
  /** cron, Europe/London */
  schedule: string;
  lastRun: {
    startedAt: string;
    finishedAt: string | null;
    outcome: string;
    summary: string | null;
    error: string | null;
  } | null;
  nextRun: string;
}

export interface JobsOverview {
  jobs: JobStatus[];
  mail: { pending: number; failed: number };
}

/** For the magician's System card: every scheduled job with its last and next run, and the outbox's pending and failed mail. */
export async function jobsOverview(now = new Date()): Promise<JobsOverview> {
  const [last, pending, failed] = await Promise.all([
    lastRuns(SCHEDULED_JOBS.map((job) => job.name)),
    db.emailOutbox.count({ where: { status: "pending" } }),
    db.emailOutbox.count({ where: { status: "failed" } }),
  ]);
  return {
    jobs: SCHEDULED_JOBS.map((job) => {
      const run = last.get(job.name);
      return {
        name: job.name,
        description: job.description,
        schedule: job.cron,
        lastRun: run
          ? {
              startedAt: run.startedAt.toISOString(),
              finishedAt: run.finishedAt?.toISOString() ?? null,
              outcome: run.outcome,
              summary: run.summary,
              error: run.error,
            }
          : null,
        nextRun: nextRun(job.cron, now).toISOString(),
      };
    }),
    mail: { pending, failed },
  };
}
