import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { quoteMail } from "@/lib/server/mail/emails/quote";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { lockBookingDates } from "@/lib/server/availability";
import { placeOnSend } from "@/lib/server/holds/quote-hold";
import { toQuoteDtoRanked } from "./hold-ranks";
import { QUOTE_SELECT, linesOf, lockQuote, statusOf, type QuoteDto } from "./record";
import { assertEditable } from "./update";

/** POST /api/quotes/{id}/send: e-mails the client the quote's link (again, if sent before); a draft becomes sent. */
export async function sendQuote(actor: Actor, id: number): Promise<QuoteDto> {
  const row = await db.$transaction(async (tx) => {
    const before = await lockQuote(tx, id);
    assertEditable(before);
    if (statusOf(before) === "expired")
      throw new AppError("conflict", "This quote has expired: change its expiry date before sending it.", undefined, {
        code: "quote-expired",
      });
    const sent = await tx.quote.update({
      where: { id },
      data: { status: "sent", sentAt: new Date() },
      select: QUOTE_SELECT,
    });
    await lockBookingDates(tx, sent.eventDate);
    await placeOnSend(tx, sent);
    await queueMail(tx, quoteMail({ ...sent, lines: linesOf(sent) }));
    await audit(tx, actor, { action: "quote.send", entity: "quote", entityId: id, before: { status: before.status } });
    return sent;
  });
  deliverSoon();
  return toQuoteDtoRanked(row);
}
