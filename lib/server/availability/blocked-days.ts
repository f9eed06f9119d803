import "server-only";
import { eachDayInRange, londonToday } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";

export interface BlockedDayDto {
  id: number;
  date: string;
  createdAt: string;
}

export async function listBlockedDays(): Promise<BlockedDayDto[]> {
  const rows = await db.blockedDay.findMany({ orderBy: { date: "asc" } });
  return rows.map((r) => ({ id: r.id, date: r.date, createdAt: r.createdAt.toISOString() }));
}

export interface BlockResult {
  /** days newly blocked */
  blocked: BlockedDayDto[];
  /** days already blocked, or in the past, left as they were */
  skipped: string[];
}

/**
 * Blocks every day from start to end inclusive, each as its own row. Days already
 * blocked are skipped (never an error), and so are days before today in London
 * (blocking the past changes nothing). One audit row per newly blocked day.
 */
export async function blockDays(actor: Actor, startDate: string, endDate: string): Promise<BlockResult> {
  const today = londonToday();
  const days = eachDayInRange(startDate, endDate);
  const result = await db.$transaction(async (tx) => {
    const existing = new Set(
      (await tx.blockedDay.findMany({ where: { date: { in: days } }, select: { date: true } })).map((d) => d.date),
    );
    const toBlock = days.filter((d) => !existing.has(d) && d >= today);
    const skipped = days.filter((d) => !toBlock.includes(d));
    if (toBlock.length > 0) {
      await tx.blockedDay.createMany({ data: toBlock.map((date) => ({ date })), skipDuplicates: true });
    }
    const created = await tx.blockedDay.findMany({ where: { date: { in: toBlock } }, orderBy: { date: "asc" } });
    for (const day of created) {
      await audit(tx, actor, {
        action: "blocked-day.block",
        entity: "blocked_day",
        entityId: day.id,
        after: { date: day.date },
      });
    }
    return { blocked: created.map((r) => ({ id: r.id, date: r.date, createdAt: r.createdAt.toISOString() })), skipped };
  });
  if (result.blocked.length > 0) revalidatePublicSite();
  return result;
}

export async function unblockDay(actor: Actor, id: number): Promise<BlockedDayDto> {
  const removed = await db.$transaction(async (tx) => {
    const day = await tx.blockedDay.findUnique({ where: { id } });
    if (!day) throw notFound("Blocked day not found.");
    await tx.blockedDay.delete({ where: { id } });
    await audit(tx, actor, {
      action: "blocked-day.unblock",
      entity: "blocked_day",
      entityId: id,
      before: { date: day.date },
    });
    return day;
  });
  revalidatePublicSite();
  return { id: removed.id, date: removed.date, createdAt: removed.createdAt.toISOString() };
}
