import "server-only";
import { subDays, subMonths, subYears } from "date-fns";
import { londonParts, type IsoDate } from "@/lib/domain/dates";

/**
 * Retention periods promised in the terms: booking records 7 years, payment data 6,
 * communication 3, technical logs 12 months. Each period runs from the record's last relevant
 * moment: a booking's event date (or its creation, whichever is later), a lead's last update, a
 * log line's creation.
 */
export const RETENTION = {
  bookingYears: 7,
  paymentYears: 6,
  communicationYears: 3,
  technicalLogMonths: 12,
  /**
   * Rate-limit counters only matter inside their window (15 minutes at most); they are technical
   * logs (≤ 12 months) but serve nothing after a day, so they go after 24 hours.
   */
  rateLimitHitDays: 1,
  /**
   * The job-run history (two rows a minute) is a technical log that serves the System card's
   * "last run" and recent failures: 30 days are plenty.
   */
  jobRunDays: 30,
  /** Records of sent reminders and agendas: their keys carry the event date, so after 30 days none can come due again. */
  sentNoticeDays: 30,
  /** Waiting-list entries (and their offers) serve nothing once their date has passed: cleared a month after it. */
  waitlistDays: 30,
} as const;

export interface Cutoff {
  /** rows created before this instant are past the period */
  instant: Date;
  /** events dated before this London day are past the period */
  date: IsoDate;
}

function cutoff(instant: Date): Cutoff {
  return { instant, date: londonParts(instant).date };
}

/** The cut-off of every category relative to `now` (injectable for tests). */
export function retentionCutoffs(now: Date) {
  return {
    booking: cutoff(subYears(now, RETENTION.bookingYears)),
    payment: cutoff(subYears(now, RETENTION.paymentYears)),
    communication: cutoff(subYears(now, RETENTION.communicationYears)),
    technicalLog: cutoff(subMonths(now, RETENTION.technicalLogMonths)),
    rateLimitHit: cutoff(subDays(now, RETENTION.rateLimitHitDays)),
    jobRun: cutoff(subDays(now, RETENTION.jobRunDays)),
    sentNotice: cutoff(subDays(now, RETENTION.sentNoticeDays)),
    waitlist: cutoff(subDays(now, RETENTION.waitlistDays)),
  };
}
