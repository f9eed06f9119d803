import "server-only";
import { bookingMoneyInPounds, type WithBookingMoneyInPounds } from "@/lib/domain/money";
import type { Prisma } from "@/lib/server/db";
import type { SubmitResult } from "./settle-submitted-payment";

/** Booking fields a bar client may see about events at its venue (no client e-mail or phone). */
export const BAR_VISIBLE_BOOKING_FIELDS = {
  id: true,
  clientName: true,
  eventLocation: true,
  eventAddress: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  guestCount: true,
  selectedServices: true,
  duration: true,
  additionalInfo: true,
  totalPence: true,
  paidPence: true,
  barCommissionPence: true,
  paymentType: true,
  paymentStatus: true,
  status: true,
  source: true,
  barId: true,
  createdAt: true,
  /** the bar dashboard's poll asks for rows changed since the latest it has seen (?updatedSince=) */
  updatedAt: true,
} as const satisfies Prisma.BookingSelect;

/**
 * What the visitor who submitted a booking gets back: the booking as a receipt. Its e-mail and
 * phone are left out unless the caller proved it holds the payment (its client secret, which also
 * earns the booking page's link): a payment id and the details alone must not reveal who booked.
 */
export function publicReceipt(result: SubmitResult): Record<string, unknown> {
  const json: Record<string, unknown> = bookingJson(result.booking);
  if (result.manageUrl) return { ...json, manageUrl: result.manageUrl };
  delete json.clientEmail;
  delete json.clientPhone;
  return json;
}

/** A booking row as the API answers it: its money in pounds under the fields clients know (totalAmount…). */
export function bookingJson<T extends object>(booking: T): WithBookingMoneyInPounds<T> {
  return bookingMoneyInPounds(booking);
}
