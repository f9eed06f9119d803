import "server-only";
import { canReschedule, isWithdrawn } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { RESCHEDULE_MESSAGES, customerReschedule } from "@/lib/domain/reschedule";
import { computeEndTime } from "@/lib/domain/time-slots";
import { audit } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { bookingDateKeys, lockBookingDates } from "@/lib/server/availability";
import { db, runTransaction } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/http";
import { lockBookingRow } from "@/lib/server/ledger/booking-lock";
import { bookingMovedMail } from "@/lib/server/mail/emails/booking-moved";
import { magicianBookingMovedMail } from "@/lib/server/mail/emails/magician-booking-moved";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { checkBookingChange } from "@/lib/server/bookings/shared/check-change";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { expireEndedHolds } from "@/lib/server/bookings/shared/holds";
import {
  BOOKING_CANCELLED,
  kindOf,
  moveOf,
  type MovedBy,
  type MoveRequest,
  type Mover,
} from "@/lib/server/bookings/shared/move-rules";
import { resolveSlotTravel } from "@/lib/server/travel";

/**
 * Moves a booking to another slot the wizard would offer for its duration, under the rules every
 * change passes (checkBookingChange: notice for its services, the deposit rule, capacity, buffers,
 * blocked days and hours, horizon), not counting the booking itself. Under the locks of the old and
 * the new date (one call, in date order) and the booking's row lock, so a move and a cancellation,
 * or two moves, never both act on the same state. The price does not change; the calendar event
 * keeps its UID with a higher SEQUENCE; both parties are e-mailed; reminders follow the new date
 * (they are keyed by booking, kind and date).
 */
export async function moveBooking(mover: Mover, to: MoveRequest): Promise<void> {
  if (mover.by === "customer") await moveTo((await bookingOfToken(mover.token)).id, to, { by: "customer" });
  else await moveTo(mover.bookingId, to, { by: "magician", actor: mover.actor });
}

async function moveTo(bookingId: number, to: MoveRequest, who: MovedBy): Promise<void> {
  const before = await db.booking.findUnique({
    where: { id: bookingId },
    select: { eventDate: true, eventPostcode: true },
  });
  if (!before) throw notFound("Booking not found.");
  // The drives to the new day's other venues, before the lock (they may ask the maps service).
  const travel = await resolveSlotTravel({ eventDate: to.eventDate, postcode: before.eventPostcode });
  await runTransaction(
    async (tx) => {
      await lockBookingDates(tx, before.eventDate, to.eventDate);
      await lockBookingRow(tx, bookingId);
      const row = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
      if (row.eventDate !== before.eventDate)
        throw conflict("This booking was changed meanwhile. Please reload the page and try again.");
      if (isWithdrawn(row)) throw conflict(BOOKING_CANCELLED);
      if (who.by === "customer") {
        const rule = customerReschedule(row, londonToday());
        if (!rule.allowed)
          throw new AppError(rule.reason === RESCHEDULE_MESSAGES.notActive ? "conflict" : "bad_request", rule.reason!);
      } else if (!canReschedule(row)) {
        throw conflict(RESCHEDULE_MESSAGES.notActive);
      }
      if (row.eventDate === to.eventDate && row.startTime === to.startTime)
        throw badRequest(RESCHEDULE_MESSAGES.sameSlot, { startTime: RESCHEDULE_MESSAGES.sameSlot });
      await expireEndedHolds(tx, { dates: [to.eventDate] });
      const durationMinutes = Number(row.duration);
      await checkBookingChange(tx, {
        ...moveOf(row, to.eventDate),
        source: "move",
        startTime: to.startTime,
        durationMinutes,
        slotKind: kindOf(row.source),
        excludeBookingId: row.id,
        travel,
      });
      const moved = await tx.booking.update({
        where: { id: row.id },
        data: {
          eventDate: to.eventDate,
          startTime: to.startTime,
          endTime: computeEndTime(to.startTime, durationMinutes),
          icsSequence: { increment: 1 },
          ...(who.by === "customer" ? { rescheduleCount: { increment: 1 } } : {}),
        },
      });
      const previous = { eventDate: row.eventDate, startTime: row.startTime };
      // the same fields on both sides, so the audit log shows each one's change
      const auditState = (b: typeof row) => ({
        eventDate: b.eventDate,
        startTime: b.startTime,
        endTime: b.endTime,
        status: b.status,
        rescheduleCount: b.rescheduleCount,
      });
      await audit(tx, who.by === "magician" ? who.actor : null, {
        action: who.by === "magician" ? "booking.reschedule" : "booking.customer-reschedule",
        entity: "booking",
        entityId: row.id,
        before: auditState(row),
        after: auditState(moved),
      });
      await queueMail(tx, bookingMovedMail(moved, previous, who.by));
      const magician = who.by === "customer" ? await magicianEmail(tx) : null;
      if (magician) await queueMail(tx, magicianBookingMovedMail(magician, moved, previous));
    },
    { maxWait: 15_000, timeout: 30_000, queue: bookingDateKeys(before.eventDate, to.eventDate) },
  );
  revalidatePublicSite();
  deliverSoon();
}
