import "server-only";
import { lockBookingRow } from "@/lib/server/ledger/booking-lock";
import { isListed } from "@/lib/domain/booking-status";
import { audit, type Actor } from "@/lib/server/audit";
import { runTransaction } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/http";
import { manageUrl } from "@/lib/server/links/booking-page";
import { bookingLinkReplacedMail } from "@/lib/server/mail/emails/booking-link-replaced";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";

export const NEVER_PAID = "This booking was never paid, so it has no booking page to send.";
export const DETAILS_REMOVED = "This booking's details have been removed, so it has no booking page to send.";

/**
 * The magician replaces one booking's link, e.g. when the customer forwarded it by mistake: the
 * link's version goes up, so every link sent before is not found, and the customer is e-mailed the
 * new one. Under the booking's row lock, so two clicks give two versions in turn, each e-mailed. A
 * checkout that was never paid has no booking page, so it is refused.
 */
export async function replaceManageLink(actor: Actor, bookingId: number): Promise<{ manageUrl: string }> {
  const url = await runTransaction(async (tx) => {
    if (!(await lockBookingRow(tx, bookingId))) throw notFound("Booking not found.");
    const row = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: { status: true, manageLinkVersion: true, anonymisedAt: true },
    });
    if (!isListed(row.status)) throw conflict(NEVER_PAID);
    if (row.anonymisedAt) throw conflict(DETAILS_REMOVED);
    const updated = await tx.booking.update({
      where: { id: bookingId },
      data: { manageLinkVersion: { increment: 1 } },
    });
    await audit(tx, actor, {
      action: "booking.manage-link",
      entity: "booking",
      entityId: bookingId,
      // versions only: the link itself is a credential
      before: { manageLinkVersion: row.manageLinkVersion },
      after: { manageLinkVersion: updated.manageLinkVersion },
    });
    await queueMail(tx, bookingLinkReplacedMail(updated));
    return manageUrl(bookingId, updated.manageLinkVersion);
  });
  deliverSoon();
  return { manageUrl: url };
}
