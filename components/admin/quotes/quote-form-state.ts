/**
 * The quote form's state (text inputs, amounts in pounds) and its conversions: from a lead, from a
 * saved quote, and to the body of POST /api/quotes or PATCH /api/quotes/{id}. Pure, unit-testable.
 */
import { addDays, londonToday } from "@/lib/domain/dates";
import { servicePricePence } from "@/lib/domain/pricing";
import type { QuotePlan } from "@/lib/domain/quotes";
import type { QuoteDto } from "../types";
import type { LeadDto, ServiceDto } from "../types";

export interface QuoteLineState {
  key: number;
  /** "" for a free-text line */
  serviceId: string;
  description: string;
  /** pounds as typed; "" on a catalogue line: the catalogue's price */
  amount: string;
}

export interface QuoteFormState {
  leadId: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  billingAddress: string;
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: string;
  eventLocation: string;
  eventAddress: string;
  /** the venue's postcode (required by the server when travel is charged by distance) */
  eventPostcode: string;
  guestCount: string;
  paymentType: QuotePlan;
  expiresOn: string;
  note: string;
  /** "Hold the date until the quote expires" (on by default) */
  holdDate: boolean;
  lines: QuoteLineState[];
}

let nextKey = 1;
export const newLine = (line: Partial<QuoteLineState> = {}): QuoteLineState => ({
  key: nextKey++,
  serviceId: "",
  description: "",
  amount: "",
  ...line,
});

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A blank quote (or one pre-filled from a lead): 60 minutes, deposit, valid for 14 days. */
export function emptyQuoteForm(lead?: LeadDto | null): QuoteFormState {
  return {
    leadId: lead?.id ?? null,
    clientName: lead?.name ?? "",
    clientEmail: lead?.email ?? "",
    clientPhone: lead?.phone ?? "",
    billingAddress: "",
    eventType: lead?.eventType ?? "",
    eventDate: "",
    startTime: "",
    durationMinutes: "60",
    eventLocation: lead?.location ?? "",
    eventAddress: "",
    eventPostcode: "",
    guestCount: "",
    paymentType: "deposit",
    expiresOn: addDays(londonToday(), 14),
    note: "",
    holdDate: true,
    lines: [newLine()],
  };
}

export function quoteFormOf(q: QuoteDto): QuoteFormState {
  return {
    leadId: q.leadId,
    clientName: q.clientName,
    clientEmail: q.clientEmail,
    clientPhone: q.clientPhone,
    billingAddress: q.billingAddress ?? "",
    eventType: q.eventType,
    eventDate: q.eventDate,
    startTime: q.startTime,
    durationMinutes: String(q.durationMinutes),
    eventLocation: q.eventLocation,
    eventAddress: q.eventAddress ?? "",
    eventPostcode: q.eventPostcode ?? "",
    guestCount: String(q.guestCount),
    paymentType: q.paymentType,
    expiresOn: q.expiresOn,
    note: q.note ?? "",
    holdDate: q.holdDate,
    lines: q.lines.map((l) =>
      newLine({
        serviceId: l.serviceId ? String(l.serviceId) : "",
        description: l.description,
        amount: pounds(l.amountPence),
      }),
    ),
  };
}

/** What a catalogue line costs for the quote's duration (shown as the amount's placeholder). */
export function cataloguePrice(service: ServiceDto | undefined, durationMinutes: string): string {
  if (!service) return "";
  const minutes = Number(durationMinutes) || 60;
  return pounds(servicePricePence(service.basePrice, minutes, false));
}

/** The request body; the server checks it with the same schema (lib/validation/quotes.ts). */
export function quoteBodyOf(s: QuoteFormState): Record<string, unknown> {
  const { leadId, lines, ...fields } = s;
  return {
    ...fields,
    ...(leadId ? { leadId } : {}),
    lines: lines.map((l) => ({
      ...(l.serviceId ? { serviceId: Number(l.serviceId) } : {}),
      ...(l.description.trim() ? { description: l.description.trim() } : {}),
      ...(l.amount.trim() ? { amountPence: Math.round(Number(l.amount) * 100) } : {}),
    })),
  };
}
