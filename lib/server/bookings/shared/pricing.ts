import "server-only";
import {
  BAR_BOOKING_DURATION_MINUTES,
  barBookingCommissionPence,
  barBookingEndTime,
  computeEndTime,
  formatGBP,
  penceToPounds,
  poundsToPence,
  quoteBarService,
  quoteBooking,
  withinTolerance,
  type BookingQuote,
} from "@/lib/domain";
import type { BookingDetails } from "@/lib/validation/booking";
import type { SlotTravel } from "@/lib/domain/time-slots";
import { postcodeFromAddress } from "@/lib/domain/travel";
import { travelLine, type TravelLine, type TravelRefusal } from "@/lib/domain/travel-fee";
import { storedTravelLine } from "@/lib/domain/selected-services";
import { TRAVEL_REFUSAL_TEXT, VENUE_POSTCODE_MESSAGE } from "@/lib/validation/travel";
import { db } from "@/lib/server/db";
import { getMagicianTravel } from "@/lib/server/settings/travel";
import { quoteTravelTo, resolveSlotTravel } from "@/lib/server/travel";
import { AppError, badRequest, forbidden } from "@/lib/server/http";
import type { BookingDraft } from "./draft";
import { CHECKOUT_DEPOSIT_NOT_AVAILABLE, assertBookingRules } from "./check-change";

export const PRICING_MESSAGES = {
  serviceUnavailable: "One or more of the selected services is no longer available. Please choose again.",
  barUnavailable: "The selected partnered venue is not available. Please choose another venue.",
  depositNotAvailable: CHECKOUT_DEPOSIT_NOT_AVAILABLE,
  venuePostcode: VENUE_POSTCODE_MESSAGE,
} as const;

/**
 * Refuses as 'Price mismatch' a client's figure (pounds) more than 0.01 away from the server's
 * (pence): the server's prices decide, and the message carries both figures.
 */
export function assertAmountMatches(clientPounds: number | undefined, serverPence: number): void {
  if (clientPounds === undefined) return;
  if (withinTolerance(clientPounds, serverPence)) return;
  const client = formatGBP(poundsToPence(clientPounds));
  const server = formatGBP(serverPence);
  throw new AppError(
    "bad_request",
    `Price mismatch: the amount sent (${client}) does not match the price calculated by the server (${server}). Please review your booking and try again.`,
    undefined,
    {
      title: "Price mismatch",
      code: "price-mismatch",
      clientAmount: penceToPounds(poundsToPence(clientPounds)),
      serverAmount: penceToPounds(serverPence),
    },
  );
}

export interface PricedPublicBooking {
  quote: BookingQuote;
  draft: BookingDraft;
  /** the venue's travel rule for the slot check under the lock (resolved here, before it) */
  slotTravel?: SlotTravel;
}

/**
 * Where the venue is and what travel to it costs, before any lock. By distance the venue's postcode
 * field alone decides (required; the address's free text never does), and a venue beyond maxMiles or
 * whose drive is unknown is refused for the enquiry form. In flat mode the field, when given, else the
 * last postcode in the address; a partner bar's from its own address. Then the drives to the day's
 * other venues. The line is travelLine's (flat, distance or none at a partner bar).
 */
async function priceTravel(input: {
  eventDate: string;
  address: string | null;
  postcode: string | undefined;
  isPartnerVenue: boolean;
}): Promise<{ eventPostcode: string | null; slotTravel: SlotTravel | undefined; line: TravelLine | null }> {
  const { travel } = await getMagicianTravel();
  const distance = travel.mode === "distance" && !input.isPartnerVenue;
  if (distance && !input.postcode) throw badRequest(VENUE_POSTCODE_MESSAGE, { eventPostcode: VENUE_POSTCODE_MESSAGE });
  const eventPostcode = input.isPartnerVenue
    ? postcodeFromAddress(input.address)
    : (input.postcode ?? postcodeFromAddress(input.address));
  if (!distance || !eventPostcode) {
    const slotTravel = await resolveSlotTravel({
      eventDate: input.eventDate,
      postcode: eventPostcode,
      settings: travel,
    });
    // flat mode (the venue's drive does not change the fee), or a partner bar (no fee by either mode)
    const line = travelLine({ charge: travel, drive: null, isPartnerVenue: input.isPartnerVenue });
    return { eventPostcode, slotTravel, line };
  }
  const quote = await quoteTravelTo(eventPostcode);
  if (quote.refusal || !quote.line) throw travelRefused(quote.refusal ?? "unknown-drive");
  const slotTravel = await resolveSlotTravel({ eventDate: input.eventDate, postcode: eventPostcode, settings: travel });
  return { eventPostcode, slotTravel, line: quote.line };
}

/** 400 with the venue's postcode marked: the wizard offers the enquiry form for it (code beyond-travel | unknown-drive). */
export function travelRefused(refusal: TravelRefusal): AppError {
  const m = TRAVEL_REFUSAL_TEXT[refusal];
  const code = refusal === "beyond-max-miles" ? "beyond-travel" : "unknown-drive";
  return new AppError("bad_request", m.message, { eventPostcode: m.message }, { title: m.title, code });
}

/**
 * The wizard's booking priced from the database: services (active), duration, partner venue
 * (10% off, no travel fee, 15% commission) and payment type; notice rules for deposits and for
 * Parlor Magic / Stage Illusions (21 days, London today).
 */
export async function pricePublicBooking(details: BookingDetails, now = new Date()): Promise<PricedPublicBooking> {
  const ids = details.selectedServices;
  const services = await db.service.findMany({
    where: { id: { in: ids }, isActive: true },
    select: { id: true, title: true, basePrice: true },
  });
  if (services.length !== ids.length) {
    throw badRequest(PRICING_MESSAGES.serviceUnavailable, { selectedServices: PRICING_MESSAGES.serviceUnavailable });
  }
  const ordered = ids.map((id) => services.find((s) => s.id === id)!);
  let bar: {
    id: number;
    barName: string | null;
    barAddress: string | null;
    barCity: string | null;
    barPostcode: string | null;
  } | null = null;
  if (details.selectedBarId) {
    bar = await db.user.findFirst({
      where: { id: details.selectedBarId, role: "bar-client", registrationPaid: true },
      select: { id: true, barName: true, barAddress: true, barCity: true, barPostcode: true },
    });
    if (!bar) throw badRequest(PRICING_MESSAGES.barUnavailable, { selectedBarId: PRICING_MESSAGES.barUnavailable });
  }
  // The rules every booking passes (checked again with the slot when the place is held).
  assertBookingRules(
    {
      change: "new",
      eventDate: details.eventDate,
      serviceTitles: ordered.map((s) => s.title),
      paymentType: details.paymentType,
      owedPence: 0,
    },
    "checkout",
    now,
  );
  const eventAddress = bar
    ? [bar.barAddress, bar.barCity, bar.barPostcode].filter(Boolean).join(", ") || null
    : (details.eventAddress ?? null);
  const travel = await priceTravel({
    eventDate: details.eventDate,
    address: eventAddress,
    postcode: details.eventPostcode,
    isPartnerVenue: !!bar,
  });
  const quote = quoteBooking({
    services: ordered,
    durationMinutes: details.duration,
    isPartnerVenue: !!bar,
    paymentType: details.paymentType,
    travel: travel.line,
  });
  const draft: BookingDraft = {
    clientName: details.clientName,
    clientEmail: details.clientEmail,
    clientPhone: details.clientPhone,
    eventLocation: bar ? (bar.barName ?? details.eventLocation) : details.eventLocation,
    eventAddress,
    eventPostcode: travel.eventPostcode,
    parkingAvailable: bar ? null : (details.parkingAvailable ?? null),
    eventType: details.eventType,
    eventDate: details.eventDate,
    startTime: details.startTime,
    endTime: computeEndTime(details.startTime, details.duration),
    guestCount: details.guestCount,
    selectedServices: [
      ...quote.lines.map((l) => ({ id: l.id, title: l.title, price: penceToPounds(l.pricePence) })),
      ...(travel.line ? [storedTravelLine(travel.line)] : []),
    ],
    durationMinutes: details.duration,
    additionalInfo: details.additionalInfo ?? null,
    totalPence: quote.totalPence,
    barCommissionPence: quote.barCommissionPence,
    amountDueNowPence: quote.amountDueNowPence,
    paymentType: details.paymentType,
    barId: bar?.id ?? null,
    source: "public",
    slotKind: "public",
  };
  return { quote, draft, slotTravel: travel.slotTravel };
}

export interface BarBookingRequest {
  barServiceIds: number[];
  eventDate: string;
  startTime: string;
  additionalInfo?: string;
  guestCount?: number;
}

/** Guests stored on a bar-service booking when the bar does not say (a bar booking has 0 or 50). */
export const BAR_BOOKING_DEFAULT_GUESTS = 50;

/** A bar client's bar-service booking priced from the database: full price now, 15% commission. */
export async function priceBarBooking(
  barId: number,
  req: BarBookingRequest,
): Promise<{ draft: BookingDraft; totalPence: number }> {
  const bar = await db.user.findFirst({
    where: { id: barId, role: "bar-client" },
    select: {
      id: true,
      email: true,
      barName: true,
      ownerName: true,
      contactPhone: true,
      barAddress: true,
      barCity: true,
      barPostcode: true,
      username: true,
    },
  });
  if (!bar) throw forbidden();
  const services = await db.barService.findMany({
    where: { id: { in: req.barServiceIds }, isActive: true },
    select: { id: true, title: true, basePrice: true, discount: true },
  });
  if (services.length !== req.barServiceIds.length) {
    throw badRequest(PRICING_MESSAGES.serviceUnavailable, { barServiceIds: PRICING_MESSAGES.serviceUnavailable });
  }
  const lines = req.barServiceIds.map((id) => {
    const s = services.find((x) => x.id === id)!;
    return { id: s.id, title: s.title, pricePence: quoteBarService(s.basePrice, s.discount).pricePence };
  });
  const totalPence = lines.reduce((sum, l) => sum + l.pricePence, 0);
  const draft: BookingDraft = {
    clientName: bar.ownerName || bar.barName || bar.username,
    clientEmail: bar.email,
    clientPhone: bar.contactPhone ?? "",
    eventLocation: bar.barName ?? bar.username,
    eventAddress: [bar.barAddress, bar.barCity, bar.barPostcode].filter(Boolean).join(", ") || null,
    eventPostcode: postcodeFromAddress([bar.barAddress, bar.barCity, bar.barPostcode].filter(Boolean).join(", ")),
    parkingAvailable: null,
    eventType: "Bar Booking",
    eventDate: req.eventDate,
    startTime: req.startTime,
    endTime: barBookingEndTime(req.startTime),
    guestCount: req.guestCount ?? BAR_BOOKING_DEFAULT_GUESTS,
    selectedServices: lines.map((l) => ({ id: l.id, title: l.title, price: penceToPounds(l.pricePence) })),
    durationMinutes: BAR_BOOKING_DURATION_MINUTES,
    additionalInfo: req.additionalInfo ?? null,
    totalPence,
    barCommissionPence: barBookingCommissionPence(totalPence),
    amountDueNowPence: totalPence,
    paymentType: "full",
    barId: bar.id,
    source: "bar-service",
    slotKind: "bar",
  };
  return { draft, totalPence };
}
