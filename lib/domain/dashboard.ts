/**
 * Figures and display rules of the magician and bar-client dashboards.
 */
import { BAR_COMMISSION_RATE } from "./constants";
import { isActiveBooking } from "./calendar";
import { poundsToPence } from "./money";
import { bookedServices } from "./selected-services";

type Amount = number | string | null | undefined;

/** A decimal amount in pounds (number or decimal string) -> pence; invalid -> 0. */
export function amountToPence(amount: Amount): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const n = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(n) ? poundsToPence(n) : 0;
}

// The stat cards (upcoming bookings, revenue) are counted by the database: lib/server/admin/dashboard.ts.

/** A booking's commission: barCommissionPence when recorded (above 0), or 15% of the total. */
export function bookingCommissionPence(b: { barCommissionPence?: number | null; totalPence: number }): number {
  if (b.barCommissionPence) return b.barCommissionPence;
  return Math.round(b.totalPence * BAR_COMMISSION_RATE);
}

/** Bar dashboard commission revenue over its active (not cancelled/refunded) bookings. */
export function commissionRevenuePence(
  bookings: readonly {
    barCommissionPence?: number | null;
    totalPence: number;
    paymentStatus?: string | null;
    status?: string | null;
  }[],
): number {
  return bookings.filter(isActiveBooking).reduce((sum, b) => sum + bookingCommissionPence(b), 0);
}

/** Drinks revenue: price × promotionCount, summed (price in pounds). */
export function drinksRevenuePence(drinks: readonly { price: Amount; promotionCount?: number | null }[]): number {
  return drinks.reduce((sum, d) => sum + amountToPence(d.price) * Math.max(0, d.promotionCount ?? 0), 0);
}

/** Address with null/empty fragments removed, or 'Address not provided'. */
export function formatAddress(...parts: (string | null | undefined)[]): string {
  const kept = parts
    .flatMap((p) => (p ?? "").split(","))
    .map((p) => p.trim())
    .filter((p) => p !== "" && p.toLowerCase() !== "null" && p.toLowerCase() !== "undefined");
  return kept.length > 0 ? kept.join(", ") : "Address not provided";
}

/** An event at a bar's venue as its Upcoming Events list shows it (no client e-mail or phone). */
export interface VenueEvent {
  id: number;
  clientName: string;
  eventType: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  paymentStatus: string;
  status: string;
  /** titles of the booked services */
  services: string[];
}

/** The booking columns a VenueEvent is made from. */
export type VenueEventRow = Omit<VenueEvent, "services"> & { selectedServices: unknown };

/** A booking at the venue in the list's shape: only the listed fields, the stored services as their titles. */
export function toVenueEvent(row: VenueEventRow): VenueEvent {
  return {
    id: row.id,
    clientName: row.clientName,
    eventType: row.eventType,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    guestCount: row.guestCount,
    paymentStatus: row.paymentStatus,
    status: row.status,
    services: bookedServices(row.selectedServices).map((s) => s.title),
  };
}
