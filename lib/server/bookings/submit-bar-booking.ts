import "server-only";
import { z } from "zod";
import { BAR_BOOKING_DURATION_MINUTES } from "@/lib/domain";
import { barBookingDetailsSchema } from "@/lib/validation/booking";
import { MAX, text } from "@/lib/validation/common";
import { parseWith } from "@/lib/server/http";
import { findIntentRow } from "@/lib/server/payments";
import {
  SUBMIT_MESSAGES,
  bookingOf,
  paymentNotFound,
  settle,
  type SubmitResult,
} from "@/lib/server/bookings/shared/settle-submitted-payment";

export const barBookingSubmitSchema = z.intersection(
  barBookingDetailsSchema,
  z.object({ stripePaymentId: text({ min: 1, minMessage: SUBMIT_MESSAGES.paymentRequired, max: MAX.id }) }),
);

/** A bar client's booking of a bar service, submitted after paying for it (it must be paid). */
export async function submitBarBooking(userId: number, raw: unknown): Promise<SubmitResult> {
  const body = parseWith(barBookingSubmitSchema, raw);
  const row = await findIntentRow(body.stripePaymentId);
  if (!row || row.purpose !== "bar-booking" || row.userId !== userId) throw paymentNotFound();
  const booking = await bookingOf(row, {
    eventDate: body.eventDate,
    startTime: body.startTime,
    durationMinutes: BAR_BOOKING_DURATION_MINUTES,
    serviceIds: [...body.barServiceIds].sort((a, b) => a - b),
    paymentType: "full",
    barId: userId,
  });
  return settle(row, booking, { requireSucceeded: true });
}
