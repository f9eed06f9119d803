/**
 * When scheduled work is due: five-field cron expressions evaluated in the magician's time zone.
 * Pure (no I/O): the job queue, the tick endpoint and the System card share it.
 */
import { CronExpressionParser } from "cron-parser";
import { LONDON_TIME_ZONE } from "./constants";

/** The first occurrence of `cron` strictly after `from` (London time). */
export function nextRun(cron: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { tz: LONDON_TIME_ZONE, currentDate: from }).next().toDate();
}

/** Due when the job never ran, or an occurrence has come since its last start. */
export function isDue(cron: string, lastStartedAt: Date | null, now: Date): boolean {
  return lastStartedAt === null || nextRun(cron, lastStartedAt) <= now;
}
