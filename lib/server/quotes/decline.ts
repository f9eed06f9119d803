import "server-only";
import { canAcceptQuote } from "@/lib/domain/quotes";
import type { QuoteDecline } from "@/lib/validation/quotes";
import { audit } from "@/lib/server/audit";
import { lockBookingDates } from "@/lib/server/availability";
import { db } from "@/lib/server/db";
import { endHold } from "@/lib/server/holds/quote-hold";
import { AppError } from "@/lib/server/http";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { quoteAtLink } from "./acceptance";
import { lockQuote, statusOf } from "./record";

/**
 * POST /api/quote/{token}/decline { reason? }: the client turns the quote down. It can no longer be
 * accepted, its hold on the date ends (the next hold moves up, its client e-mailed), and the reason
 * is kept in the audit log for the magician. Declining twice answers the same.
 */
export async function declineQuote(
  token: string,
  body: QuoteDecline,
  now = new Date(),
): Promise<{ status: "declined" }> {
  const at = await quoteAtLink(token, now).catch((error: unknown) => {
    if (error instanceof AppError && error.extra?.code === "quote-declined") return null;
    throw error;
  });
  if (!at) return { status: "declined" };
  const { row, status } = at;
  if (!canAcceptQuote(status))
    throw new AppError("conflict", "This quote has already been accepted.", undefined, { code: "quote-accepted" });
  await db.$transaction(async (tx) => {
    const locked = await lockQuote(tx, row.id);
    if (locked.status === "declined") return;
    if (!canAcceptQuote(statusOf(locked, now)))
      throw new AppError("conflict", "This quote has already been accepted.", undefined, { code: "quote-accepted" });
    await tx.quote.update({ where: { id: row.id }, data: { status: "declined" } });
    await lockBookingDates(tx, locked.eventDate);
    await endHold(tx, locked, "declined", now);
    await audit(tx, null, {
      action: "quote.decline",
      entity: "quote",
      entityId: row.id,
      before: { status: locked.status },
      after: { status: "declined", reason: body.reason ?? null },
    });
  });
  deliverSoon();
  return { status: "declined" };
}
