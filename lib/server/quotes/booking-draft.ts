import "server-only";
import { penceToPounds } from "@/lib/domain/money";
import { computeEndTime } from "@/lib/domain/time-slots";
import { postcodeFromAddress } from "@/lib/domain/travel";
import type { BookingDraft } from "@/lib/server/bookings/shared/draft";
import { linesOf, planOf, type QuoteRow } from "./record";

/**
 * The booking an accepted quote's checkout holds the date with: the quote's client, event and lines
 * as agreed, at the total and the amount due now the client signed for.
 */
export function bookingDraftOfQuote(row: QuoteRow, totalPence: number, dueNowPence: number): BookingDraft {
  return {
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    billingAddress: row.billingAddress,
    eventLocation: row.eventLocation,
    eventAddress: row.eventAddress,
    // the postcode field; a quote made before it existed: the last postcode in its address
    eventPostcode: row.eventPostcode ?? postcodeFromAddress(row.eventAddress),
    parkingAvailable: null,
    eventType: row.eventType,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: computeEndTime(row.startTime, row.durationMinutes),
    guestCount: row.guestCount,
    additionalInfo: row.note,
    // The booking's services are the quote's lines as agreed (a free-text line has no service id: 0).
    selectedServices: linesOf(row).map((l) => ({
      id: l.serviceId ?? 0,
      title: l.description,
      price: penceToPounds(l.amountPence),
    })),
    durationMinutes: row.durationMinutes,
    totalPence,
    barCommissionPence: 0,
    amountDueNowPence: dueNowPence,
    paymentType: planOf(row),
    barId: null,
    // The lead is linked when the payment settles (lib/server/ledger/quote-settlement.ts), not by a hold.
    leadId: null,
    source: "quote",
    slotKind: "public",
  };
}
