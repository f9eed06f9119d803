import "server-only";
import { owedPence } from "@/lib/domain/booking-status";
import type { BookingChange } from "@/lib/domain/booking-rules";
import { bookedServices } from "@/lib/domain/selected-services";
import type { Actor } from "@/lib/server/audit";
import type { CustomerBooking } from "./customer-booking";

/** What moving a booking and listing the times it could move to share: who moves it, and the move as the rules judge it. */

export const BOOKING_CANCELLED = "This booking has been cancelled, so it cannot be moved.";

export interface MoveRequest {
  eventDate: string;
  startTime: string;
}

/** Who moves the booking: the customer by their link (within the terms' limits), or the magician. */
export type Mover = { by: "customer"; token: string } | { by: "magician"; actor: Actor; bookingId: number };

export type MovedBy = { by: "customer" } | { by: "magician"; actor: Actor };

export const kindOf = (source: string) => (source === "bar-service" ? "bar" : "public") as "bar" | "public";

export type MovableRow = Pick<
  CustomerBooking,
  | "id"
  | "eventDate"
  | "duration"
  | "source"
  | "status"
  | "paymentStatus"
  | "paymentType"
  | "selectedServices"
  | "totalPence"
  | "paidPence"
  | "refundedPence"
  | "eventPostcode"
>;

/** The booking moved to `eventDate`, as the booking rules judge it. */
export function moveOf(row: MovableRow, eventDate: string): BookingChange {
  return {
    change: "move",
    eventDate,
    fromDate: row.eventDate,
    serviceTitles: bookedServices(row.selectedServices).map((s) => s.title),
    paymentType: row.paymentType,
    owedPence: owedPence(row),
  };
}
