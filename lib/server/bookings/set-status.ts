import "server-only";
import { checkStatusTransition, type BookingStatus } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { runTransaction, type Prisma } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/http";
import { deliverSoon } from "@/lib/server/mail/outbox";
import { ADMIN_BOOKING_SELECT, lockBooking, statusSnapshot } from "@/lib/server/ledger/booking-row";

/**
 * The magician sets a booking's status by hand: confirms it, marks it completed, puts it back to
 * pending. Transitions are those of lib/domain/booking-status; confirming a confirmed booking is
 * refused as 'Already Confirmed'. Cancelling is cancel.ts and refunding
 * refund.ts: both move money first.
 */
export async function setBookingStatus(
  actor: Actor,
  id: number,
  to: Exclude<BookingStatus, "cancelled">,
): Promise<void> {
  if (to === "refunded") {
    throw badRequest("Use Refund to mark a booking refunded: the payment is refunded first.");
  }
  await runTransaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const result = checkStatusTransition(booking.status, to, {
      paidPence: booking.paidPence,
      eventDate: booking.eventDate,
      today: londonToday(),
    });
    if (!result.ok) {
      throw new AppError("conflict", result.title, undefined, { description: result.message, code: result.code });
    }
    const data: Prisma.BookingUpdateInput = { status: to };
    const after = await tx.booking.update({ where: { id }, data, select: ADMIN_BOOKING_SELECT });
    await audit(tx, actor, {
      action: "booking.status",
      entity: "booking",
      entityId: id,
      before: statusSnapshot(booking),
      after: statusSnapshot(after),
    });
  });
  revalidatePublicSite();
  deliverSoon();
}
