import "server-only";
import { db } from "@/lib/server/db";
import { badRequest } from "@/lib/server/http";
import { MAX_PAGE_SIZE, pageLimit, pageOf, readCursor, type Page } from "@/lib/server/paging";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@/lib/validation/common";

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
