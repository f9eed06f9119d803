import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import type { SessionUser } from "@/lib/server/auth/session";
import { badRequest } from "@/lib/server/http";
import { MAX_PAGE_SIZE, pageLimit, pageOf, readCursor, type Page } from "@/lib/server/paging";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@/lib/validation/common";

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
  /** two-factor sign-in (lib/server/auth/two-factor-settings.ts, two-factor-sign-in.ts): set-up started, turned on, turned off, a recovery code spent at sign-in */
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
  | "settings.update"
  /** the magician added a dated note to a lead (lib/server/admin/lead-notes.ts) */
  | "lead.note"
  /** the magician blocked or freed a time range on a day (lib/server/admin/blocked-hours.ts) */
  | "blocked-hours.block"
  | "blocked-hours.unblock";

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
  const limit = Math.min(Math.max(query.limit ?? 50, 1), MAX_PAGE_SIZE);
  const rows = await readAuditRows(limit, query);
  return rows.map(auditRowJson);
}

function readAuditRows(take: number, query: AuditLogQuery) {
  return db.auditLog.findMany({
    where: {
      ...(query.before ? { id: { lt: query.before } } : {}),
      ...(query.entity ? { entity: query.entity } : {}),
    },
    orderBy: { id: "desc" },
    take,
  });
}

function auditRowJson(row: Awaited<ReturnType<typeof readAuditRows>>[number]) {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

const AUDIT_QUERY_MESSAGES = { before: "Invalid cursor.", entity: "Entity must be at most 50 characters." } as const;

/**
 * GET /api/audit-log?limit&cursor&entity: a page (default 100, at most 500) with the next one in a
 * Link header. `?before=<id>` (the id of the last row seen) is kept as an alias of the cursor.
 */
export async function auditLogPage(url: URL): Promise<Page<AuditLogRow>> {
  const limit = pageLimit(url);
  const cursor = readCursor(url, ["int"] as const);
  const rawBefore = url.searchParams.get("before");
  let before = cursor?.[0];
  if (before === undefined && rawBefore !== null && rawBefore !== "") {
    if (!/^\d{1,9}$/.test(rawBefore) || Number(rawBefore) < 1)
      throw badRequest(AUDIT_QUERY_MESSAGES.before, { before: AUDIT_QUERY_MESSAGES.before });
    before = Number(rawBefore);
  }
  const entity = url.searchParams.get("entity")?.trim() || undefined;
  if (entity && entity.length > 50)
    throw badRequest(AUDIT_QUERY_MESSAGES.entity, { entity: AUDIT_QUERY_MESSAGES.entity });
  // PostgreSQL refuses a NUL in text outright: answered here, as for every other field, not as a 500.
  if (entity && hasControlCharacters(entity))
    throw badRequest(CONTROL_CHARACTER_MESSAGE, { entity: CONTROL_CHARACTER_MESSAGE });
  const rows = await readAuditRows(limit + 1, { before, entity });
  return pageOf(rows, limit, url, (row) => [row.id], auditRowJson);
}

export type AuditLogRow = Awaited<ReturnType<typeof listAuditLog>>[number];
