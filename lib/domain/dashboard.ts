/**
 * Figures and display rules of the magician and bar-client dashboards.
 */
import { BAR_COMMISSION_RATE } from "./constants";
import { isActiveBooking } from "./calendar";
import { poundsToPence } from "./money";

type Amount = number | string | null | undefined;

/** A decimal amount in pounds (number or decimal string) -> pence; invalid -> 0. */
export function amountToPence(amount: Amount): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const n = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(n) ? poundsToPence(n) : 0;
}

// The stat cards (upcoming bookings, revenue) are counted by the database: lib/server/admin/dashboard.ts.

/** A booking's commission: barCommission, or 15% of totalAmount when absent. */
export function bookingCommissionPence(b: { barCommission?: Amount; totalAmount: Amount }): number {
  if (b.barCommission !== null && b.barCommission !== undefined && b.barCommission !== "") {
    return amountToPence(b.barCommission);
  }
  return Math.round(amountToPence(b.totalAmount) * BAR_COMMISSION_RATE);
}

/** Bar dashboard commission revenue over its active (not cancelled/refunded) bookings. */
export function commissionRevenuePence(
  bookings: readonly {
    barCommission?: Amount;
    totalAmount: Amount;
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

export interface DisplayedService {
  id: number | null;
  title: string;
  pricePence: number;
}

export const UNKNOWN_SERVICE_TITLE = "Magic Performance";

/**
 * Normalises a stored `selectedServices` JSON value (ids, or objects with id
 * and title or name and price) for display. Ids are looked up in the
 * catalogue (basePrice in pounds); an unknown service shows as 'Magic Performance' at £0.00.
 */
export function normalizeSelectedServices(
  raw: unknown,
  catalogue: readonly { id: number; title: string; basePrice: number }[] = [],
): DisplayedService[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  return raw.map((item): DisplayedService => {
    if (typeof item === "number" || (typeof item === "string" && /^\d+$/.test(item))) {
      const id = Number(item);
      const known = byId.get(id);
      return known
        ? { id, title: known.title, pricePence: known.basePrice * 100 }
        : { id, title: UNKNOWN_SERVICE_TITLE, pricePence: 0 };
    }
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>;
      const id = typeof o.id === "number" ? o.id : typeof o.id === "string" && /^\d+$/.test(o.id) ? Number(o.id) : null;
      const known = id !== null ? byId.get(id) : undefined;
      const title =
        (typeof o.title === "string" && o.title) ||
        (typeof o.name === "string" && o.name) ||
        known?.title ||
        UNKNOWN_SERVICE_TITLE;
      const price = o.price ?? o.basePrice ?? o.base_price;
      const pricePence =
        price !== undefined && price !== null
          ? amountToPence(price as Amount)
          : known && title === known.title
            ? known.basePrice * 100
            : 0;
      return { id, title, pricePence };
    }
    return { id: null, title: UNKNOWN_SERVICE_TITLE, pricePence: 0 };
  });
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
    services: normalizeSelectedServices(row.selectedServices).map((s) => s.title),
  };
}
