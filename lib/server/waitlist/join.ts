import "server-only";
import type { WaitlistJoin } from "@/lib/validation/waitlist";
import { db } from "@/lib/server/db";
import { newWaitlistToken } from "@/lib/server/links/waitlist-page";
import { waitlistJoinedMail } from "@/lib/server/mail/emails/waitlist";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { limitFromEnv, type RateLimitRule } from "@/lib/server/rate-limit";

/** Joining the waiting list: attempts a minute per client address (WAITLIST_RATE_LIMIT overrides), as enquiries. */
export const WAITLIST_RATE_LIMIT: RateLimitRule = {
  key: "waitlist",
  limit: () => limitFromEnv("WAITLIST_RATE_LIMIT", 5),
  windowMs: 60_000,
  message: "Too many attempts. Please wait a minute and try again.",
};

/**
 * POST /api/waitlist: one entry per e-mail address and date. The same address again for the date
 * answers its entry (created: false), taking it back onto the list if its owner had left it; the
 * unique index settles two joins at once. A new entry is e-mailed its leave link.
 */
export async function joinWaitlist(input: WaitlistJoin): Promise<{ id: number; created: boolean }> {
  const emailKey = input.clientEmail.toLowerCase();
  const where = { eventDate_emailKey: { eventDate: input.eventDate, emailKey } };
  const existing = await db.waitlistEntry.findUnique({ where, select: { id: true, endedAt: true } });
  if (existing) {
    if (existing.endedAt)
      await db.waitlistEntry.update({
        where: { id: existing.id },
        data: { endedAt: null, endedReason: null, leaveToken: newWaitlistToken(), createdAt: new Date() },
      });
    return { id: existing.id, created: false };
  }
  try {
    const entry = await db.$transaction(async (tx) => {
      const created = await tx.waitlistEntry.create({
        data: {
          eventDate: input.eventDate,
          clientName: input.clientName,
          clientEmail: input.clientEmail,
          emailKey,
          clientPhone: input.clientPhone ?? null,
          earliestStart: input.earliestStart,
          latestStart: input.latestStart,
          guestCount: input.guestCount ?? null,
          note: input.note ?? null,
          leaveToken: newWaitlistToken(),
        },
      });
      await queueMail(tx, waitlistJoinedMail(created));
      return created;
    });
    deliverSoon();
    return { id: entry.id, created: true };
  } catch (error) {
    // The same address joined the same date a moment ago: its entry is the answer.
    const raced = await db.waitlistEntry.findUnique({ where, select: { id: true } });
    if (raced) return { id: raced.id, created: false };
    throw error;
  }
}
