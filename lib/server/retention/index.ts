import "server-only";
import { Prisma, type Db } from "@/lib/server/db";
import { retentionCutoffs } from "./policy";

export { RETENTION, retentionCutoffs } from "./policy";

/** What replaces personal data in records kept for their figures after their period. */
export const ANONYMISED = "[anonymised]";

/** The client's contact details and the venue, as a booking and a quote both hold them, replaced. */
const ANONYMISED_CLIENT = {
  clientName: ANONYMISED,
  clientEmail: "",
  clientPhone: "",
  eventLocation: ANONYMISED,
  eventAddress: null,
  billingAddress: null,
} as const;

export interface RetentionReport {
  now: string;
  dryRun: boolean;
  /** rows changed (or, in a dry run, that would change) per rule */
  counts: Record<RetentionRule, number>;
}

export type RetentionRule =
  | "bookingsAnonymised"
  | "bookingPaymentReferencesCleared"
  | "paymentIntentsDeleted"
  | "registrationPaymentReferencesCleared"
  | "documentsDeleted"
  | "leadsAnonymised"
  | "quotesAnonymised"
  | "emailsDeleted"
  | "textsDeleted"
  | "paymentEventsDeleted"
  | "auditLogDeleted"
  | "rateLimitHitsDeleted"
  | "jobRunsDeleted"
  | "sentNoticesDeleted"
  | "waitlistEntriesDeleted";

/**
 * Applies the retention periods of the terms relative to `now`:
 * - booking records (7 years after the event): the client's name, e-mail, phone, address and notes
 *   are anonymised and the answers to the planning questionnaire deleted; date, times, services and
 *   amounts stay for the accounts and statistics;
 * - payment data (6 years): payment intents are deleted, bookings' and bar accounts' payment
 *   references and failure reasons cleared; receipts, invoices and credit notes (the 6 years HMRC asks
 *   VAT records to be kept, from their issue) are deleted;
 * - communication (3 years): enquiries (leads) and quotes never signed are anonymised, the e-mail
 *   and text outboxes deleted (a number's STOP is kept); a signed quote is the booking's contract and goes with the booking records;
 * - technical logs (12 months): payment events and the audit log are deleted; rate-limit counters
 *   after 24 hours (they only matter inside their window);
 * - waiting-list entries and their offers: deleted a month after their date.
 * Every rule only touches rows past their period that it has not handled yet, so the command is
 * idempotent and safe to run daily. With `dryRun` nothing changes and the counts say what would.
 */
export async function applyRetention(db: Db, options: { now?: Date; dryRun?: boolean } = {}): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  const cut = retentionCutoffs(now);

  const bookingPast = {
    eventDate: { lt: cut.booking.date },
    createdAt: { lt: cut.booking.instant },
    anonymisedAt: null,
  };
  const bookingPaymentPast = {
    eventDate: { lt: cut.payment.date },
    createdAt: { lt: cut.payment.instant },
    OR: [{ stripePaymentId: { not: null } }, { paymentFailureReason: { not: null } }],
  };
  // An intent goes with the payment cut-off: by its own age, and for a booking's intent also by the event date.
  const intentPastSql = Prisma.sql`FROM "payment_intents" pi WHERE pi."createdAt" < ${cut.payment.instant.toISOString()}::timestamp
    AND (pi."bookingId" IS NULL OR EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = pi."bookingId" AND b."eventDate" < ${cut.payment.date}))`;
  const registrationPast = { createdAt: { lt: cut.payment.instant }, registrationPaymentId: { not: null } };
  const leadPast = {
    createdAt: { lt: cut.communication.instant },
    updatedAt: { lt: cut.communication.instant },
    anonymisedAt: null,
  };
  const quotePast: Prisma.QuoteWhereInput = {
    anonymisedAt: null,
    OR: [
      { acceptedAt: null, createdAt: { lt: cut.communication.instant }, updatedAt: { lt: cut.communication.instant } },
      { acceptedAt: { not: null }, eventDate: { lt: cut.booking.date }, createdAt: { lt: cut.booking.instant } },
    ],
  };
  const documentPast = { issuedAt: { lt: cut.payment.instant } };
  const emailPast = { createdAt: { lt: cut.communication.instant } };
  const technicalPast = { createdAt: { lt: cut.technicalLog.instant } };
  const rateLimitPast = { createdAt: { lt: cut.rateLimitHit.instant } };

  const rules: Record<RetentionRule, { count: () => Promise<number>; apply: () => Promise<{ count: number }> }> = {
    bookingsAnonymised: {
      count: () => db.booking.count({ where: bookingPast }),
      // The client's answers to the planning questionnaire go with the booking's personal data.
      apply: () =>
        db.$transaction(async (tx) => {
          await tx.questionnaireAnswer.deleteMany({ where: { booking: bookingPast } });
          return tx.booking.updateMany({
            where: bookingPast,
            data: {
              ...ANONYMISED_CLIENT,
              additionalInfo: null,
              stripePaymentId: null,
              paymentFailureReason: null,
              anonymisedAt: now,
            },
          });
        }),
    },
    bookingPaymentReferencesCleared: {
      count: () => db.booking.count({ where: bookingPaymentPast }),
      apply: () =>
        db.booking.updateMany({
          where: bookingPaymentPast,
          data: { stripePaymentId: null, paymentFailureReason: null },
        }),
    },
    paymentIntentsDeleted: {
      count: async () =>
        Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n ${intentPastSql}`)[0]?.n ?? 0),
      apply: async () => ({
        count: await db.$executeRaw`DELETE FROM "payment_intents" WHERE "id" IN (SELECT pi."id" ${intentPastSql})`,
      }),
    },
    registrationPaymentReferencesCleared: {
      count: () => db.user.count({ where: registrationPast }),
      apply: () => db.user.updateMany({ where: registrationPast, data: { registrationPaymentId: null } }),
    },
    documentsDeleted: {
      count: () => db.document.count({ where: documentPast }),
      apply: () => db.document.deleteMany({ where: documentPast }),
    },
    leadsAnonymised: {
      count: () => db.lead.count({ where: leadPast }),
      // The magician's notes about the enquiry go with its personal data.
      apply: () =>
        db.$transaction(async (tx) => {
          await tx.leadNote.deleteMany({ where: { lead: leadPast } });
          return tx.lead.updateMany({
            where: leadPast,
            data: { name: ANONYMISED, email: "", phone: "", location: null, message: "", anonymisedAt: now },
          });
        }),
    },
    quotesAnonymised: {
      count: () => db.quote.count({ where: quotePast }),
      // The lines, amounts, dates and the signed agreement's hash stay; who signed, from where, and the
      // signed text (it names the client) go. The link version moves on, so links sent earlier 404.
      apply: () =>
        db.quote.updateMany({
          where: quotePast,
          data: {
            ...ANONYMISED_CLIENT,
            note: null,
            signedName: null,
            signedIp: null,
            signedUserAgent: null,
            agreementText: null,
            linkVersion: { increment: 1 },
            anonymisedAt: now,
          },
        }),
    },
    emailsDeleted: {
      count: () => db.emailOutbox.count({ where: emailPast }),
      apply: () => db.emailOutbox.deleteMany({ where: emailPast }),
    },
    // Texts as e-mail; a STOP (sms_opt_outs) is kept for good, or the number would be texted again.
    textsDeleted: {
      count: () => db.smsOutbox.count({ where: emailPast }),
      apply: () => db.smsOutbox.deleteMany({ where: emailPast }),
    },
    paymentEventsDeleted: {
      count: () => db.paymentEvent.count({ where: technicalPast }),
      apply: () => db.paymentEvent.deleteMany({ where: technicalPast }),
    },
    auditLogDeleted: {
      count: () => db.auditLog.count({ where: technicalPast }),
      apply: () => db.auditLog.deleteMany({ where: technicalPast }),
    },
    rateLimitHitsDeleted: {
      count: () => db.rateLimitHit.count({ where: rateLimitPast }),
      apply: () => db.rateLimitHit.deleteMany({ where: rateLimitPast }),
    },
    jobRunsDeleted: {
      count: () => db.jobRun.count({ where: { startedAt: { lt: cut.jobRun.instant } } }),
      apply: () => db.jobRun.deleteMany({ where: { startedAt: { lt: cut.jobRun.instant } } }),
    },
    sentNoticesDeleted: {
      count: () => db.sentNotice.count({ where: { sentAt: { lt: cut.sentNotice.instant } } }),
      apply: () => db.sentNotice.deleteMany({ where: { sentAt: { lt: cut.sentNotice.instant } } }),
    },
    // An entry's offers go with it (cascade).
    waitlistEntriesDeleted: {
      count: () => db.waitlistEntry.count({ where: { eventDate: { lt: cut.waitlist.date } } }),
      apply: () => db.waitlistEntry.deleteMany({ where: { eventDate: { lt: cut.waitlist.date } } }),
    },
  };

  const counts = {} as Record<RetentionRule, number>;
  // In order: anonymising a booking clears its payment reference too, so the payment rule then
  // only sees the bookings between 6 and 7 years old.
  for (const [name, rule] of Object.entries(rules) as [RetentionRule, (typeof rules)[RetentionRule]][]) {
    counts[name] = dryRun ? await rule.count() : (await rule.apply()).count;
  }
  return { now: now.toISOString(), dryRun, counts };
}
