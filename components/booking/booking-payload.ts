import { quoteBooking, type BookingQuote } from "@/lib/domain/pricing";
import { FLAT_TRAVEL_CHARGE, travelLine, type TravelLine } from "@/lib/domain/travel-fee";
import { computeEndTime } from "@/lib/domain/time-slots";
import type { PublicService } from "@/lib/domain/services";
import { waitlistTokenFor } from "./waitlist-offer-draft";

export type LocationType = "bar" | "other";
export type WizardPaymentType = "one-time" | "deposit";

/** Everything the wizard collects, held until the booking is saved. */
export interface WizardDetails {
  /** a partnered venue ('bar') or the visitor's own ('other') */
  locationType: LocationType;
  eventLocation: string;
  eventAddress: string;
  /** the venue's postcode field (asked for when travel is charged by distance; it alone decides travel then) */
  eventPostcode: string;
  parkingAvailable: boolean | undefined;
  eventType: string;
  eventDate: string;
  startTime: string;
  guestCount: string;
  selectedServiceIds: number[];
  duration: string;
  additionalInfo: string;
  firstName: string;
  lastName: string;
  clientEmail: string;
  clientPhone: string;
  termsAccepted: boolean;
  depositAgreement: boolean;
  /** the optional tick: the balance charged to the same card before the event (when on offer) */
  autoBalance: boolean;
  /** the optional tick: "Text me about this booking" */
  smsConsent: boolean;
  paymentType: WizardPaymentType;
  selectedBarId: number | null;
}

export const EMPTY_DETAILS: WizardDetails = {
  locationType: "other",
  eventLocation: "",
  eventAddress: "",
  eventPostcode: "",
  parkingAvailable: undefined,
  eventType: "",
  eventDate: "",
  startTime: "",
  guestCount: "",
  selectedServiceIds: [],
  duration: "",
  additionalInfo: "",
  firstName: "",
  lastName: "",
  clientEmail: "",
  clientPhone: "",
  termsAccepted: false,
  depositAgreement: false,
  autoBalance: false,
  smsConsent: false,
  paymentType: "one-time",
  selectedBarId: null,
};

export function clientName(d: Pick<WizardDetails, "firstName" | "lastName">): string {
  return `${d.firstName.trim()} ${d.lastName.trim()}`.trim();
}

/** The live quote: the same quoteBooking() the server recomputes with its own prices. */
export function quoteFor(
  details: WizardDetails,
  services: readonly PublicService[],
  locationType: LocationType,
  /** the venue's travel line (use-travel's); absent, the flat fee's (none at a partner bar) */
  travel?: TravelLine | null,
): BookingQuote {
  const chosen = services.filter((s) => details.selectedServiceIds.includes(s.id));
  const isPartnerVenue = locationType === "bar" && details.selectedBarId !== null;
  return quoteBooking({
    services: chosen.map((s) => ({ id: s.id, title: s.title, basePrice: s.basePrice })),
    durationMinutes: Number(details.duration) || 0,
    isPartnerVenue,
    paymentType: details.paymentType,
    travel: travel !== undefined ? travel : travelLine({ charge: FLAT_TRAVEL_CHARGE, drive: null, isPartnerVenue }),
  });
}

const pounds = (pence: number) => Math.round(pence) / 100;

/** bookingDetails of POST /api/create-payment-intent and the body of POST /api/bookings. */
export function bookingDetailsPayload(details: WizardDetails, quote: BookingQuote, locationType: LocationType) {
  const isPartneredBar = locationType === "bar" && details.selectedBarId !== null;
  const durationMinutes = Number(details.duration);
  return {
    clientName: clientName(details),
    clientEmail: details.clientEmail.trim(),
    clientPhone: details.clientPhone.trim(),
    eventLocation: (details.eventLocation.trim() || details.eventAddress.trim()).slice(0, 200),
    eventAddress: details.eventAddress.trim() || undefined,
    eventPostcode: isPartneredBar ? undefined : details.eventPostcode.trim() || undefined,
    parkingAvailable: isPartneredBar ? undefined : details.parkingAvailable,
    eventType: details.eventType,
    eventDate: details.eventDate,
    startTime: details.startTime,
    endTime: details.startTime && durationMinutes ? computeEndTime(details.startTime, durationMinutes) : undefined,
    guestCount: Number(details.guestCount),
    selectedServices: quote.lines.map((line) => ({ id: line.id, title: line.title, price: pounds(line.pricePence) })),
    duration: details.duration,
    additionalInfo: details.additionalInfo.trim() || undefined,
    termsAccepted: details.termsAccepted,
    depositAgreement: details.paymentType === "deposit" ? details.depositAgreement : undefined,
    autoBalance: details.paymentType === "deposit" && details.autoBalance ? true : undefined,
    smsConsent: details.smsConsent ? true : undefined,
    paymentType: details.paymentType,
    selectedBarId: isPartneredBar ? details.selectedBarId : undefined,
    totalAmount: pounds(quote.totalPence),
    paidAmount: pounds(quote.amountDueNowPence),
    barCommission: pounds(quote.barCommissionPence),
    isPartneredBar,
    waitlistToken: waitlistTokenFor(details.eventDate, details.startTime),
  };
}

export type BookingDetailsPayload = ReturnType<typeof bookingDetailsPayload>;

/**
 * A booking whose payment has started, kept in this tab's sessionStorage so
 * /booking-success (after a provider redirect) can save it and /checkout can
 * resume paying it. Removed as soon as the booking is saved.
 */
export interface PendingBooking {
  clientSecret: string;
  amountPence: number;
  totalPence: number;
  details: BookingDetailsPayload;
  /** end of the checkout's slot hold (ISO) as the server set it; null when it holds nothing */
  holdExpiresAt?: string | null;
  /** set once the provider reported success: never pay again, only save */
  paymentIntentId?: string;
  savedAt?: number;
}

const KEY = "summon-a-magician.pending-booking";

export function savePendingBooking(pending: PendingBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...pending, savedAt: pending.savedAt ?? Date.now() }));
  } catch {
    // private mode / storage full: the in-page flow still works
  }
}

export function readPendingBooking(): PendingBooking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingBooking) : null;
  } catch {
    return null;
  }
}

export function clearPendingBooking(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}

/** The id of a payment intent from its client secret ('pi_x_secret_y' -> 'pi_x'). */
export { intentIdFromSecret } from "@/components/payments/intent-id";
