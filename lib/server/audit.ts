import "server-only";
import { db, type Prisma } from "@/lib/server/db";

/**
 * The audit log's writer: every change the magician, a user or the system makes is recorded in
 * the transaction that makes it. Reading the log is the dashboard's (admin/audit-log.ts).
 */

/** Who did it: the signed-in magician or the user concerned (or null for system actions). */
export type Actor = { id: number; username: string } | null;

/** A Prisma client or an open transaction. */
export type DbClient = typeof db | Prisma.TransactionClient;

export type AuditAction =
  | "booking.status"
  | "booking.refund"
  /** a refund the card network first accepted as pending then failed or cancelled (actor null; after: the refunds and their reasons) */
  | "booking.refund-failed"
  /** the magician asked again for a refund that failed (after: the failed refund's id, the new requests) */
  | "booking.refund-retry"
  | "blocked-day.block"
  | "blocked-day.unblock"
  | "service.create"
  | "service.update"
  | "service.delete"
  | "service.deactivate"
  | "bar-service.create"
  | "bar-service.update"
  | "bar-service.delete"
  | "bar-service.deactivate"
  | "promotion.create"
  | "promotion.update"
  | "promotion.delete"
  | "promotion.upload"
  | "slideshow.timer"
  | "lead.status"
  | "lead.convert"
  | "mail.retry"
  | "booking.customer-cancel"
  | "booking.customer-reschedule"
  | "booking.dispute"
  /** the card holder's bank closed a dispute (won, lost, prevented or an inquiry closed: its outcome) */
  | "booking.dispute-closed"
  /** a customer's payment from the booking page credited (before/after: status, payment status, paid amount) */
  | "booking.payment"
  | "booking.short-payment"
  /** the balance-charge job's attempt to charge a consented balance off-session (actor null; after: outcome, amount, due date, attempt) */
  | "booking.balance-charge"
  | "booking.reschedule"
  /** the magician replaced the customer's booking link; earlier links answer 404 (before/after: versions only) */
  | "booking.manage-link"
  /** the magician set off for a gig: the client is texted the arrival (after: the drive, the arrival, whether the text was queued and why not) */
  | "booking.on-my-way"
  /** the magician published or hid a customer's review (lib/server/reviews/admin.ts) */
  | "review.status"
  /** two-factor sign-in (lib/server/session/two-factor-settings.ts, two-factor-sign-in.ts): set-up started, turned on, turned off, a recovery code spent at sign-in */
  | "two-factor.setup"
  | "two-factor.enable"
  | "two-factor.disable"
  | "two-factor.recovery-code-used"
  /** a sign-in counter reached its limit: attempts it covers are refused for 15 minutes (actor null) */
  | "sign-in.lock"
  /** a successful sign-in after failed attempts for the same username (actor: the user) */
  | "sign-in.success-after-failures"
  /** a password set by someone other than its owner: the magician, or the operator's `npm run user:password` (actor null) */
  | "user.password.reset"
  /** the magician made a new calendar feed URL; the old one stops working (lib/server/calendar-feed; before/after: versions only) */
  | "calendar-feed.rotate"
  /** the magician added or removed an ICS calendar feed (lib/server/calendars/feeds.ts; the URL is recorded masked) */
  | "calendar.feed-add"
  | "calendar.feed-remove"
  /** the magician changed the settings bars and customers see (lib/server/settings; before/after: the changed fields) */
  | "settings.update"
  /** the magician added a dated note to a lead (lib/server/leads/notes.ts) */
  | "lead.note"
  /** the magician blocked or freed a time range on a day (lib/server/availability/blocked-hours.ts) */
  | "blocked-hours.block"
  | "blocked-hours.unblock"
  /** the magician's quotes (lib/server/quotes): made, changed, e-mailed, withdrawn; the client's acceptance (actor null) */
  | "quote.create"
  | "quote.update"
  | "quote.send"
  | "quote.withdraw"
  | "quote.decline"
  | "quote.accept"
  | "waitlist.offer"
  /** the magician's Google Calendar (lib/server/calendars/google): connected (after: the account), disconnected, calendars chosen, a booking's event written back */
  | "google-calendar.connect"
  | "google-calendar.disconnect"
  | "google-calendar.choose"
  | "google-calendar.restore"
  /** the magician's accounting system (lib/server/accounting): connected (after: the provider), organisation or bank account chosen, send-from date set, a failed document sent again, disconnected */
  | "accounting.connect"
  | "accounting.choose"
  | "accounting.send-from"
  | "accounting.retry"
  | "accounting.disconnect"
  /** the magician's mileage log (lib/server/mileage): a journey entered by hand, removed, or a journey corrected (a booking's: its miles and purpose) */
  | "mileage.add"
  | "mileage.remove"
  | "mileage.correct"
  /** the magician changed an event type's planning questionnaire (lib/server/questionnaires; before/after: the questions) */
  | "questionnaire.update";

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Plain JSON (Decimal → string, Date → ISO string); undefined stays undefined. */
function snapshot(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** Writes one audit row; call it inside the same transaction as the change it records. */
export async function audit(client: DbClient, actor: Actor, entry: AuditEntry): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: actor?.id ?? null,
      actorName: actor?.username ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: snapshot(entry.before),
      after: snapshot(entry.after),
    },
  });
}
