import "server-only";
import { isDue } from "@/lib/domain/schedule";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import type { ScheduledJob } from "./catalogue";

/**
 * Runs a job and records the run in job_runs (what the magician's System card shows). A job that
 * throws is recorded as failed and the error is thrown again, so the queue retries it.
 */
export async function runRecorded(job: ScheduledJob, now = new Date(), claimedRunId?: number): Promise<string> {
  const run = claimedRunId
    ? { id: claimedRunId }
    : await db.jobRun.create({ data: { name: job.name, startedAt: now }, select: { id: true } });
  try {
    const summary = await job.run(now);
    await db.jobRun.update({ where: { id: run.id }, data: { outcome: "ok", summary, finishedAt: new Date() } });
    if (!/^0 |nothing to do|^no SMTP/.test(summary)) log("info", "job_ran", { job: job.name, summary });
    return summary;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.jobRun.update({
      where: { id: run.id },
      data: { outcome: "failed", error: message.slice(0, 1000), finishedAt: new Date() },
    });
    log("error", "job_failed", { job: job.name, ...errorFields(error) });
    throw error;
  }
}

/** The newest run of each job, by name. */
export async function lastRuns(names: readonly string[]) {
  const rows = await Promise.all(
    names.map((name) => db.jobRun.findFirst({ where: { name }, orderBy: [{ startedAt: "desc" }, { id: "desc" }] })),
  );
  return new Map(rows.filter((row) => row !== null).map((row) => [row!.name, row!]));
}

/**
 * Claims the run of a job that is due: under the job's transaction-scoped advisory lock, checks
 * that no run started since `dueAfter` and records one as running. null when another caller
 * claimed it first. The job itself then runs outside any transaction.
 */
export async function claimRun(
  name: string,
  isDue: (lastStartedAt: Date | null) => Promise<boolean>,
  now: Date,
): Promise<number | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`job:${name}`}))`;
    // A failed run does not count: the next tick tries again (pg-boss retries its own the same way).
    const last = await tx.jobRun.findFirst({
      where: { name, outcome: { not: "failed" } },
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
      select: { startedAt: true },
    });
    if (!(await isDue(last?.startedAt ?? null))) return null;
    const run = await tx.jobRun.create({ data: { name, startedAt: now }, select: { id: true } });
    return run.id;
  });
}

/**
 * Runs `job` when an occurrence of its schedule has come since its last run began, after claiming
 * the run (claimRun), and returns the summary; null when it was not due. The tick endpoint and the
 * pg-boss workers both come through here, so an occurrence that reaches several instances, or
 * arrives twice (pg-boss can deliver one cron occurrence to two instances when their cron passes
 * straddle its throttle slot), still runs once; a late delivery whose occurrence a newer run
 * already covered is skipped, since every job does all that is due at the time it runs.
 */
export async function runIfDue(job: ScheduledJob, now = new Date()): Promise<string | null> {
  const runId = await claimRun(job.name, async (lastStartedAt) => isDue(job.cron, lastStartedAt, now), now);
  return runId === null ? null : runRecorded(job, now, runId);
}
