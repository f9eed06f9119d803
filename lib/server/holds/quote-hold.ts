import "server-only";
import type { Prisma } from "@/lib/server/db";
import { settleHolds } from "./settle";

/**
 * A quote's pencil hold, kept by the quote's own verbs in their transactions (under the date's
 * booking lock): wanted or not (holdDate), placed when the quote is sent, re-placed at the back of
 * the queue when its time changes, ended when the quote is withdrawn, declined, expires or its
 * checkout lapses. Each change settles the holds of the dates it touches (./settle.ts).
 */

export type HoldEnd = "withdrawn" | "declined" | "expired" | "lapsed";

/** The hold of the quote as stored, or null (holdDate off). */
export function holdOf(tx: Prisma.TransactionClient, quoteId: number) {
  return tx.quoteHold.findUnique({ where: { quoteId }, select: { placedAt: true, endedAt: true, firstAt: true } });
}

/**
 * holdDate turned on or off. On: the hold row exists; placed now when the quote is already sent
 * (a hold that had ended starts again, at the back). Off: the hold is removed and those behind it move up.
 */
export async function setHoldWanted(
  tx: Prisma.TransactionClient,
  quote: { id: number; eventDate: string; status: string },
  wanted: boolean,
  now = new Date(),
): Promise<void> {
  const existing = await holdOf(tx, quote.id);
  if (!wanted) {
    if (!existing) return;
    await tx.quoteHold.delete({ where: { quoteId: quote.id } });
    await settleHolds(tx, [quote.eventDate], { now });
    return;
  }
  if (existing && existing.placedAt && !existing.endedAt) return;
  const placedAt = quote.status === "sent" ? now : null;
  await tx.quoteHold.upsert({
    where: { quoteId: quote.id },
    create: { quoteId: quote.id, placedAt },
    update: { placedAt, firstAt: null, endedAt: null, endedReason: null },
  });
  if (placedAt) await settleHolds(tx, [quote.eventDate], { now, placedQuoteId: quote.id });
}

/** The quote was sent: its wanted hold is placed (a re-send keeps its place in the queue). */
export async function placeOnSend(
  tx: Prisma.TransactionClient,
  quote: { id: number; eventDate: string },
  now = new Date(),
): Promise<void> {
  const hold = await holdOf(tx, quote.id);
  if (!hold || (hold.placedAt && !hold.endedAt)) return;
  await tx.quoteHold.update({
    where: { quoteId: quote.id },
    data: { placedAt: now, firstAt: null, endedAt: null, endedReason: null },
  });
  await settleHolds(tx, [quote.eventDate], { now, placedQuoteId: quote.id });
}

/** The quote's date or time changed: a placed hold goes to the back of its new time's queue. */
export async function movedHold(
  tx: Prisma.TransactionClient,
  before: { id: number; eventDate: string },
  after: { eventDate: string },
  now = new Date(),
): Promise<void> {
  const hold = await holdOf(tx, before.id);
  if (!hold?.placedAt || hold.endedAt) return;
  await tx.quoteHold.update({ where: { quoteId: before.id }, data: { placedAt: now, firstAt: null } });
  await settleHolds(tx, [...new Set([before.eventDate, after.eventDate])], { now, placedQuoteId: before.id });
}

/** The hold ends (once); those behind it move up, their clients e-mailed. */
export async function endHold(
  tx: Prisma.TransactionClient,
  quote: { id: number; eventDate: string },
  reason: HoldEnd,
  now = new Date(),
): Promise<boolean> {
  const ended = await tx.quoteHold.updateMany({
    where: { quoteId: quote.id, endedAt: null },
    data: { endedAt: now, endedReason: reason },
  });
  if (ended.count === 0) return false;
  await settleHolds(tx, [quote.eventDate], { now });
  return true;
}
