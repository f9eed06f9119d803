import "server-only";
import { OPEN_LEAD_STATUSES } from "@/lib/domain/leads";
import { db } from "@/lib/server/db";
import { leadsAfterCursor } from "@/lib/server/leads";
import { LEAD_SELECT, toLeadDto, type LeadDto } from "@/lib/server/leads/lead-dto";
import { pageLimit, pageOf, type Page } from "@/lib/server/paging";

export type { LeadDto } from "@/lib/server/leads/lead-dto";

/** Leads on one page of the Lead History: cards with their notes, so fewer than an API page. */
export const LEAD_HISTORY_PAGE_SIZE = 50;

/** Lead History: newest first, a page at a time (`?cursor=` from the previous page's `next`). */
export async function leadHistoryPage(url: URL): Promise<Page<LeadDto>> {
  const limit = pageLimit(url, LEAD_HISTORY_PAGE_SIZE);
  const rows = await db.lead.findMany({
    where: leadsAfterCursor(url),
    select: LEAD_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  return pageOf(rows, limit, url, (row) => [row.createdAt.toISOString(), row.id], toLeadDto);
}

/** One lead with its notes (the dashboard's "Manage Lead" opens it), or null when there is none. */
export async function leadById(id: number): Promise<LeadDto | null> {
  const row = await db.lead.findUnique({ where: { id }, select: LEAD_SELECT });
  return row ? toLeadDto(row) : null;
}

/** Leads tab: up to `count` open leads (new or contacted; not converted or rejected), newest first. */
export async function openLeads(count: number): Promise<LeadDto[]> {
  const rows = await db.lead.findMany({
    where: { status: { in: [...OPEN_LEAD_STATUSES] } },
    select: LEAD_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: count,
  });
  return rows.map(toLeadDto);
}
