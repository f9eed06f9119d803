import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import type { SessionUser } from "@/lib/server/auth/session";

/** Who did it: the signed-in magician or the user concerned (or null for system actions). */
export type Actor = Pick<SessionUser, "id" | "username"> | null;

/** A Prisma client or an open transaction. */
export type DbClient = typeof db | Prisma.TransactionClient;

export type AuditAction =
  | "booking.status"
  | "booking.refund"
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
  | "booking.short-payment"
  | "booking.reschedule"
  /** the magician published or hid a customer's review (lib/server/reviews/admin.ts) */
  | "review.status"
  /** two-factor sign-in (lib/server/auth/two-factor.ts): set-up started, turned on, turned off, a recovery code spent at sign-in */
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
  /** the magician changed the settings bars and customers see (lib/server/settings; before/after: the changed fields) */
  | "settings.update";

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

export interface AuditLogQuery {
  limit?: number;
  /** id of the last row of the previous page (newest first) */
  before?: number;
  entity?: string;
}

/** Newest first, paged by id. */
export async function listAuditLog(query: AuditLogQuery = {}) {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
  const rows = await db.auditLog.findMany({
    where: {
      ...(query.before ? { id: { lt: query.before } } : {}),
      ...(query.entity ? { entity: query.entity } : {}),
    },
    orderBy: { id: "desc" },
    take: limit,
  });
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
export type AuditLogRow = Awaited<ReturnType<typeof listAuditLog>>[number];
