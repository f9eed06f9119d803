import "server-only";
import type { Prisma } from "@/lib/server/db";

/**
 * A booking's client and event details: the columns a booking is saved with from its draft and
 * that the magician's screens show as stored. (A bar client's view leaves out the e-mail and the
 * phone: see BAR_VISIBLE_BOOKING_FIELDS.)
 */
export const BOOKING_CLIENT_EVENT_SELECT = {
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  eventLocation: true,
  eventAddress: true,
  parkingAvailable: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  guestCount: true,
  additionalInfo: true,
} as const satisfies Prisma.BookingSelect;

/** Those columns typed as the bookings table stores them. */
export type BookingClientEvent = Prisma.BookingGetPayload<{ select: typeof BOOKING_CLIENT_EVENT_SELECT }>;

/** Copies exactly the client and event details (nothing else) from a draft or a row. */
export function clientEventOf(source: BookingClientEvent): BookingClientEvent {
  return {
    clientName: source.clientName,
    clientEmail: source.clientEmail,
    clientPhone: source.clientPhone,
    eventLocation: source.eventLocation,
    eventAddress: source.eventAddress,
    parkingAvailable: source.parkingAvailable,
    eventType: source.eventType,
    eventDate: source.eventDate,
    startTime: source.startTime,
    endTime: source.endTime,
    guestCount: source.guestCount,
    additionalInfo: source.additionalInfo,
  };
}
