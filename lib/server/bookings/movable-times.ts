import "server-only";
import { isWithdrawn } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { customerReschedule } from "@/lib/domain/reschedule";
import { getAvailability } from "@/lib/server/availability";
import { db } from "@/lib/server/db";
import { badRequest, conflict, notFound } from "@/lib/server/http";
import { assertBookingRules } from "@/lib/server/bookings/shared/check-change";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import {
  BOOKING_CANCELLED,
  kindOf,
  moveOf,
  type MovableRow,
  type Mover,
} from "@/lib/server/bookings/shared/move-rules";
import { resolveSlotTravel } from "@/lib/server/travel";

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
    travel: await resolveSlotTravel({ eventDate: date, postcode: row.eventPostcode }),
  });
  return { date: day.date, selectable: day.selectable, status: day.status, times: day.times };
}

/**
 * The arrival times the booking could move to on `date`, for the customer's Move and the
 * magician's: for the customer only while the terms let them move it.
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
      totalPence: true,
      paidPence: true,
      refundedPence: true,
      eventPostcode: true,
    },
  });
  if (!row) throw notFound("Booking not found.");
  if (isWithdrawn(row)) throw conflict(BOOKING_CANCELLED);
  return timesFor(row, date);
}
