import "server-only";
import { LONDON_TIME_ZONE } from "@/lib/domain/constants";
import { chargeDueBalances } from "@/lib/server/bookings/charge-balance";
import { completePastBookings } from "@/lib/server/bookings/complete-past-bookings";
import { expireEndedHolds } from "@/lib/server/bookings/shared/holds";
import { endLapsedHolds } from "@/lib/server/holds/sweep";
import { sweepWaitlist } from "@/lib/server/waitlist/offers";
import { reconcileRefundRequests } from "@/lib/server/ledger/reconcile-refunds";
import { syncCalendars } from "@/lib/server/calendars";
import { db } from "@/lib/server/db";
import { deliverPending } from "@/lib/server/mail/outbox";
import { deliverPendingTexts } from "@/lib/server/sms/deliver";
import { sendCustomerReminders, sendMagicianAgenda } from "@/lib/server/reminders/send";
import { sendReviewRequests } from "@/lib/server/reviews/requests";
import { sendQuestionnaireReminders } from "@/lib/server/questionnaires/remind";
import { applyRetention } from "@/lib/server/retention";
import { watchCalendars } from "@/lib/server/calendars/google/channels";
import { syncGoogleCalendarsIfDue } from "@/lib/server/calendars/google/sync";
import { writeBookingsToGoogle } from "@/lib/server/calendars/google/write-out";
import { syncAccounting } from "@/lib/server/accounting/sync";

/** A job that runs at times (cron, Europe/London), not on a request. */
export interface ScheduledJob {
  name: string;
  /** five-field cron, London time */
  cron: string;
  description: string;
  /** does the work; returns a one-line summary for the run history */
  run: (now: Date) => Promise<string>;
}

export const JOB_TIME_ZONE = LONDON_TIME_ZONE;

/** Every scheduled job of the product. Handlers are idempotent: a retry or a second instance changes nothing twice. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: "mail-deliver",
    cron: "* * * * *",
    description: "Sends due e-mail from the outbox, retrying failures with back-off",
    run: async (now) => {
      const result = await deliverPending({ now });
      return result.skipped ? "no SMTP_URL: mail stays in the outbox" : `${result.sent} sent, ${result.failed} failed`;
    },
  },
  {
    name: "sms-deliver",
    cron: "* * * * *",
    description:
      "Sends due texts through Twilio, retrying 429s and Twilio's own errors with back-off; a number Twilio reports unsubscribed is opted out",
    run: async (now) => {
      const r = await deliverPendingTexts({ now });
      return r.skipped
        ? "no Twilio: texts stay in the outbox"
        : `${r.sent} sent, ${r.failed} failed, ${r.optedOut} opted out`;
    },
  },
  {
    name: "holds-expire",
    cron: "* * * * *",
    description: "Marks checkouts whose 10-minute hold ended unpaid as expired",
    run: async (now) => `${await expireEndedHolds(db, { now })} holds expired`,
  },
  {
    name: "quote-holds",
    cron: "* * * * *",
    description:
      "Ends the date holds of quotes that expired or whose checkout lapsed, and promotes the next hold (its client e-mailed)",
    run: async (now) => {
      const r = await endLapsedHolds(now);
      return `${r.expired} expired, ${r.lapsed} lapsed`;
    },
  },
  {
    name: "waitlist-offers",
    cron: "* * * * *",
    description:
      "Offers freed times to the waiting list in order, lapses unclaimed offers (the next entry is offered) and ends entries whose date passed",
    run: async (now) => {
      const r = await sweepWaitlist(now);
      return `${r.offered} offered, ${r.lapsed} lapsed, ${r.ended} ended`;
    },
  },
  {
    name: "refunds-reconcile",
    cron: "*/5 * * * *",
    description: "Settles refund requests left pending by a crash, from the payment provider's list of refunds",
    run: async (now) => {
      const r = await reconcileRefundRequests(now);
      return `${r.settled} settled, ${r.failed} failed, ${r.resent} sent again`;
    },
  },
  {
    name: "balance-charge",
    cron: "0 * * * *",
    description:
      "Charges the balances clients agreed to have taken from their card, on the due date; retries, then sends the pay link",
    run: async (now) => {
      const r = await chargeDueBalances(now);
      return `${r.charged} charged, ${r.declined} declined, ${r["gave-up"]} sent the pay link, ${r.pending} pending, ${r.failed} failed`;
    },
  },
  {
    name: "calendar-sync",
    cron: "*/10 * * * *",
    description: "Reads the magician's own calendars (ICS feeds) into the busy times availability obeys",
    run: async (now) => (await syncCalendars(now)).summary,
  },
  {
    name: "customer-reminders",
    cron: "0 9 * * *",
    description: "Reminds customers 7 days and 1 day before their event",
    run: async (now) => `${await sendCustomerReminders(now)} reminders sent`,
  },
  {
    name: "questionnaire-reminders",
    cron: "0 9 * * *",
    description:
      "Reminds clients 3 weeks before their event when the planning questionnaire is unanswered or lacks a required answer",
    run: async (now) => `${await sendQuestionnaireReminders(now)} questionnaire reminders sent`,
  },
  {
    name: "review-requests",
    cron: "0 10 * * *",
    description: "Asks customers whose event was yesterday for a review, with their one-time link",
    run: async (now) => `${await sendReviewRequests(now)} review requests sent`,
  },
  {
    name: "magician-agenda",
    cron: "0 7 * * *",
    description: "Sends the magician the day's agenda on days with bookings",
    run: async (now) => `${await sendMagicianAgenda(now)} agenda sent`,
  },
  {
    name: "bookings-complete",
    cron: "15 2 * * *",
    description: "Marks confirmed bookings whose event day has passed as completed",
    run: async (now) => `${await completePastBookings(now)} bookings completed`,
  },
  {
    name: "google-calendar-sync",
    cron: "* * * * *",
    description:
      "Reads the magician's Google calendars (sync tokens): at once after a push notification, else every 10 minutes",
    run: async (now) => {
      const events = await syncGoogleCalendarsIfDue(now);
      return events === null ? "nothing to do" : `${events} Google busy events`;
    },
  },
  {
    name: "google-calendar-write",
    cron: "* * * * *",
    description:
      "Writes confirmed bookings to the magician's chosen Google calendar, moves and deletes them with the bookings",
    run: async (now) => {
      const r = await writeBookingsToGoogle(now);
      const summary = `${r.written} written, ${r.updated} updated, ${r.deleted} deleted, ${r.failed} failed`;
      if (r.failed > 0) throw new Error(summary);
      return r.written + r.updated + r.deleted === 0 ? "nothing to do" : summary;
    },
  },
  {
    name: "google-calendar-channels",
    cron: "0 */6 * * *",
    description: "Renews the Google Calendar push channels that end within a day",
    run: async (now) => `${await watchCalendars(now)} channels opened`,
  },
  {
    name: "accounting-sync",
    cron: "* * * * *",
    description:
      "Sends new receipts, VAT invoices, credit notes, payments and refunds to the connected accounting system, retrying with back-off (and the provider's Retry-After)",
    run: async (now) => {
      const r = await syncAccounting(now);
      if (r.skipped) return r.skipped;
      const summary = `${r.queued} queued, ${r.sent} sent, ${r.failed} failed, ${r.deferred} waiting on another${r.rateLimited ? " (rate limited)" : ""}`;
      return r.queued + r.sent + r.failed + r.deferred === 0 && !r.rateLimited ? "nothing to do" : summary;
    },
  },
  {
    name: "retention",
    cron: "30 3 * * *",
    description: "Applies the data retention policy (anonymises and deletes old personal data)",
    run: async (now) => {
      const report = await applyRetention(db, { now });
      const changed = Object.entries(report.counts ?? {}).filter(([, n]) => Number(n) > 0);
      return changed.length === 0 ? "nothing to do" : changed.map(([rule, n]) => `${rule}: ${n}`).join(", ");
    },
  },
];
