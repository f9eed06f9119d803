import "server-only";
import { canReschedule, isWithdrawn, owedPence } from "@/lib/domain/booking-status";
import { serviceTitlesOf, type BookingChange } from "@/lib/domain/booking-rules";
import { londonToday } from "@/lib/domain/dates";
import { RESCHEDULE_MESSAGES, customerReschedule } from "@/lib/domain/reschedule";
import { computeEndTime } from "@/lib/domain/time-slots";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";
import { getAvailability, lockBookingDates } from "@/lib/server/availability";
import { db } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/http";
import { bookingMovedMail, magicianBookingMovedMail } from "@/lib/server/mail/change-templates";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/templates";
import { assertBookingRules, checkBookingChange } from "./check-change";
import { bookingOfToken, moneyOf, type CustomerBooking } from "./customer-booking";
import { expireEndedHolds } from "./holds";

export const BOOKING_CANCELLED = "This booking has been cancelled, so it cannot be moved.";

export interface MoveRequest {
  eventDate: string;
  startTime: string;
}

/** Who moves the booking: the customer by their link (within the terms' limits), or the magician. */
export type Mover = { by: "customer"; token: string } | { by: "magician"; actor: Actor; bookingId: number };

type MovedBy = { by: "customer" } | { by: "magician"; actor: Actor };

const kindOf = (source: string) => (source === "bar-service" ? "bar" : "public") as "bar" | "public";

type MovableRow = Pick<
  CustomerBooking,
  | "id"
  | "eventDate"
  | "duration"
  | "source"
  | "status"
  | "paymentStatus"
  | "paymentType"
  | "selectedServices"
  | "totalAmount"
  | "paidAmount"
  | "refundedAmount"
>;

/** The booking moved to `eventDate`, as the booking rules judge it. */
function moveOf(row: MovableRow, eventDate: string): BookingChange {
  return {
    change: "move",
    eventDate,
    fromDate: row.eventDate,
    serviceTitles: serviceTitlesOf(row.selectedServices),
    paymentType: row.paymentType,
    owedPence: owedPence({ ...row, ...moneyOf(row) }),
  };
}

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
  const before = await db.booking.findUnique({ where: { id: bookingId }, select: { eventDate: true } });
  if (!before) throw notFound("Booking not found.");
  await db.$transaction(
    async (tx) => {
      await lockBookingDates(tx, before.eventDate, to.eventDate);
      await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "id" = ${bookingId} FOR UPDATE`;
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
    { maxWait: 15_000, timeout: 30_000 },
  );
  revalidatePublicSite();
  deliverSoon();
}

/**
 * The arrival times a booking could move to on `date` (its own duration, itself not counted): none
 * when the booking rules refuse the date, which is then answered with the rule's refusal, as the
 * move itself would answer it.
 */
async function timesFor(row: MovableRow, date: string) {
  assertBookingRules(moveOf(row, date), "move");
  const day = await getAvailability({
    date,
    durationMinutes: Number(row.duration),
    kind: kindOf(row.source),
    excludeBookingId: row.id,
  });
  return { date: day.date, selectable: day.selectable, status: day.status, times: day.times };
}

/**
 * The arrival times the booking could move to on `date` (GET /api/manage/{token}/times, GET
 * /api/bookings/{id}/times): for the customer only while the terms let them move it.
 */
export async function movableTimes(mover: Mover, date: string) {
  if (mover.by === "customer") {
    const row = await bookingOfToken(mover.token);
    if (isWithdrawn(row)) throw conflict(BOOKING_CANCELLED);
    const rule = customerReschedule(row, londonToday());
    if (!rule.allowed) throw badRequest(rule.reason!);
    return timesFor(row, date);
  }
  const row = await db.booking.findUnique({
    where: { id: mover.bookingId },
    select: {
      id: true,
      eventDate: true,
      duration: true,
      source: true,
      status: true,
      paymentStatus: true,
      paymentType: true,
      selectedServices: true,
      totalAmount: true,
      paidAmount: true,
      refundedAmount: true,
    },
  });
  if (!row) throw notFound("Booking not found.");
  if (isWithdrawn(row)) throw conflict(BOOKING_CANCELLED);
  return timesFor(row, date);
}
