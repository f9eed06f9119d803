import "server-only";
import type { BookingClientEvent } from "./fields";

/**
 * Everything needed to save a booking, computed and validated by the server when the payment
 * intent is created, and stored with it (payment_intents.details.booking). The booking is later
 * saved from this draft, whichever arrives first: the visitor's POST /api/bookings or the
 * provider's payment confirmation. Money in pence.
 */
export interface BookingDraft extends BookingClientEvent {
  /** [{ id, title, price (pounds) }] */
  selectedServices: { id: number; title: string; price: number }[];
  durationMinutes: number;
  totalPence: number;
  barCommissionPence: number;
  amountDueNowPence: number;
  paymentType: string;
  barId: number | null;
  leadId?: number | null;
  source: "public" | "bar-service";
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
    serviceIds: d.selectedServices.map((s) => s.id).sort((a, b) => a - b),
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

export function draftOf(details: unknown): BookingDraft | null {
  const booking = (details as { booking?: BookingDraft } | null)?.booking;
  return booking && typeof booking === "object" && typeof booking.eventDate === "string" ? booking : null;
}
