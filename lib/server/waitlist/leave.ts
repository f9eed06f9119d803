import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";

/** POST /api/waitlist/leave/{token}: the entry ends, with any offer it has live; 404 for a used or unknown link. */
export async function leaveWaitlist(token: string, now = new Date()): Promise<{ left: true }> {
  const ended = await db.$transaction(async (tx) => {
    const entry = await tx.waitlistEntry.findUnique({
      where: { leaveToken: token },
      select: { id: true, endedAt: true },
    });
    if (!entry || entry.endedAt) return false;
    const claimed = await tx.waitlistEntry.updateMany({
      where: { id: entry.id, endedAt: null },
      data: { endedAt: now, endedReason: "left" },
    });
    if (claimed.count !== 1) return false;
    await tx.waitlistOffer.updateMany({
      where: { entryId: entry.id, claimedAt: null, endedAt: null },
      data: { endedAt: now, endedReason: "withdrawn" },
    });
    return true;
  });
  if (!ended) throw notFound("This link is no longer valid.");
  return { left: true };
}
