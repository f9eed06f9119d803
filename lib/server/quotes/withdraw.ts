import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { lockBookingDates } from "@/lib/server/availability";
import { endHold } from "@/lib/server/holds/quote-hold";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { QUOTE_SELECT, lockQuote, toQuoteDto, type QuoteDto } from "./record";
import { assertEditable } from "./update";

/**
 * DELETE /api/quotes/{id}: the quote is withdrawn (kept for the record); its link answers 410 from
 * then on, and its hold on the date ends.
 */
export async function withdrawQuote(actor: Actor, id: number): Promise<QuoteDto> {
  const row = await db.$transaction(async (tx) => {
    const before = await lockQuote(tx, id);
    // Withdrawing twice answers the same (a retried click), never a second audit entry.
    if (before.status === "withdrawn") return before;
    assertEditable(before);
    const withdrawn = await tx.quote.update({ where: { id }, data: { status: "withdrawn" }, select: QUOTE_SELECT });
    // Its hold ends: the next quote holding the time moves up, its client e-mailed.
    await lockBookingDates(tx, before.eventDate);
    await endHold(tx, before, "withdrawn");
    await audit(tx, actor, {
      action: "quote.withdraw",
      entity: "quote",
      entityId: id,
      before: { status: before.status },
      after: { status: "withdrawn" },
    });
    return withdrawn;
  });
  deliverSoon();
  return toQuoteDto(row);
}
