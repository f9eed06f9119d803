import "server-only";
import { bookedServices } from "@/lib/domain/selected-services";
import type { BookingClientEvent } from "@/lib/server/ledger/booking-fields";

/**
 * Everything a new booking is created with, computed and validated by the server from its own
 * prices when checkout starts; the booking row is inserted from it at once (awaiting payment).
 * Money in pence.
 */
export interface BookingDraft extends BookingClientEvent {
  /** [{ id, title, price (pounds) }], then the travel line when there is one ({ id: 0, …, kind: "travel" }) */
  selectedServices: { id: number; title: string; price: number; kind?: "travel" }[];
  /** the client's billing address for documents (a quote's); null or absent: not given */
  billingAddress?: string | null;
  /** the venue's UK postcode (from the event address; a partner bar's from its own); null: unknown */
  eventPostcode?: string | null;
  durationMinutes: number;
  totalPence: number;
  barCommissionPence: number;
  amountDueNowPence: number;
  paymentType: string;
  barId: number | null;
  leadId?: number | null;
  source: "public" | "bar-service" | "quote";
  slotKind: "public" | "bar";
}

/** The fields a later request must repeat for the payment to "belong to these details". */
export interface DraftKey {
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  serviceIds: number[];
  paymentType: string;
  barId: number | null;
}

export function draftKey(d: BookingDraft): DraftKey {
  return {
    eventDate: d.eventDate,
    startTime: d.startTime,
    durationMinutes: d.durationMinutes,
    serviceIds: d.selectedServices
      .filter((s) => s.kind !== "travel")
      .map((s) => s.id)
      .sort((a, b) => a - b),
    paymentType: d.paymentType,
    barId: d.barId,
  };
}

export function sameKey(a: DraftKey, b: DraftKey): boolean {
  return (
    a.eventDate === b.eventDate &&
    a.startTime === b.startTime &&
    a.durationMinutes === b.durationMinutes &&
    a.paymentType === b.paymentType &&
    (a.barId ?? null) === (b.barId ?? null) &&
    a.serviceIds.length === b.serviceIds.length &&
    a.serviceIds.every((id, i) => id === b.serviceIds[i])
  );
}

/** The key of a stored booking, to compare with what a later request repeats. */
export function bookingKey(row: {
  eventDate: string;
  startTime: string;
  duration: string;
  selectedServices: unknown;
  paymentType: string;
  barId: number | null;
}): DraftKey {
  return {
    eventDate: row.eventDate,
    startTime: row.startTime,
    durationMinutes: Number(row.duration),
    // an entry without an id (never written by the server) matches no request
    serviceIds: bookedServices(row.selectedServices)
      .map((s) => s.id ?? Number.NaN)
      .sort((a, b) => a - b),
    paymentType: row.paymentType,
    barId: row.barId,
  };
}
