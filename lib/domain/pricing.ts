/**
 * Prices, fees, commission and deposits.
 * Base prices are whole pounds (services.basePrice is an integer);
 * every computed figure is returned in integer pence.
 */
import { BAR_COMMISSION_RATE, DEFAULT_PRICING_DURATION_MINUTES, DEPOSIT_RATE } from "./constants";
import { formatWholePounds } from "./money";
import type { TravelLine } from "./travel-fee";

/** Payment types as stored; 'one-time', 'full' and legacy 'card' all mean "pay everything now". */
export type QuotePaymentType = "one-time" | "deposit" | "full" | "card";

/** Card "from £" price in pounds: half the base price, rounded (250 -> 125). */
export function cardFromPrice(basePrice: number): number {
  return Math.round(basePrice / 2);
}

/** Card label, e.g. 'from £125'. */
export function formatFromPrice(basePrice: number): string {
  return `from ${formatWholePounds(cardFromPrice(basePrice))}`;
}

/**
 * Duration price in whole pounds: base × max(minutes/60, 0.5), rounded.
 * 250 for 60 min = 250, 30 min = 125, 90 min = 375. Computed as
 * base × max(minutes, 30) / 60 to avoid binary fractions.
 */
export function durationPrice(basePrice: number, minutes: number = DEFAULT_PRICING_DURATION_MINUTES): number {
  const effective = Math.max(Number.isFinite(minutes) ? minutes : DEFAULT_PRICING_DURATION_MINUTES, 30);
  return Math.round((basePrice * effective) / 60);
}

/**
 * Partner-venue price: price × 0.9 rounded to 2 decimals, i.e. to the penny.
 * Integer arithmetic: round(pence × 9 / 10).
 */
export function partnerDiscountedPence(pricePence: number): number {
  return Math.round((pricePence * 9) / 10);
}

/** Bar commission: 15% of the total at partner venues, otherwise 0. */
export function barCommissionPence(totalPence: number, isPartnerVenue: boolean): number {
  return isPartnerVenue ? Math.round(totalPence * BAR_COMMISSION_RATE) : 0;
}

/**
 * Splits a total into what is paid now and what is paid on the day.
 * Deposit: 50% now (half pennies rounded up), the rest on the event day;
 * every other payment type pays the full amount now. The two always add up to the total.
 */
export function paymentSplit(
  totalPence: number,
  paymentType: QuotePaymentType | string,
): { amountDueNowPence: number; balanceDueOnDayPence: number } {
  const amountDueNowPence = paymentType === "deposit" ? Math.round(totalPence * DEPOSIT_RATE) : totalPence;
  return { amountDueNowPence, balanceDueOnDayPence: totalPence - amountDueNowPence };
}

/** The deposit (50%) of a total. */
export function depositPence(totalPence: number): number {
  return Math.round(totalPence * DEPOSIT_RATE);
}

export interface QuoteService {
  id: number;
  title: string;
  /** whole pounds */
  basePrice: number;
}

export interface QuoteLine {
  id: number;
  title: string;
  basePrice: number;
  /** duration price before any partner discount */
  listPricePence: number;
  /** price charged (after the partner discount when applicable) */
  pricePence: number;
}

export interface BookingQuote {
  lines: QuoteLine[];
  /** sum of list prices */
  subtotalPence: number;
  /** partner discount (subtotal − discounted services) */
  discountPence: number;
  /** services after discount */
  servicesPence: number;
  /** the travel line's price; 0 without one (a partner bar) */
  travelFeePence: number;
  /** the travel line (lib/domain/travel travelLine), stored with the booking; null at a partner bar */
  travel: TravelLine | null;
  /** services + travel fee */
  totalPence: number;
  barCommissionPence: number;
  amountDueNowPence: number;
  balanceDueOnDayPence: number;
  durationMinutes: number;
  isPartnerVenue: boolean;
  paymentType: QuotePaymentType | string;
}

/**
 * What one service costs in a booking of this duration at this venue: its duration price, less the
 * partner discount at a partner venue. The quote's lines, and what ticking a service would add.
 */
export function servicePricePence(basePrice: number, durationMinutes: number, isPartnerVenue: boolean): number {
  const listPricePence = durationPrice(basePrice, durationMinutes) * 100;
  return isPartnerVenue ? partnerDiscountedPence(listPricePence) : listPricePence;
}

/**
 * The wizard's booking quote, used by the page and recomputed by the server.
 *
 * Decision (no rule fixes the wizard's formula, so this is ours): each selected
 * service is priced at its duration price for the chosen duration
 * (round(base × max(minutes/60, 0.5)) pounds), then, at a partner venue,
 * reduced by 10% to the penny (per line). Total = discounted services + the
 * travel line (travelLine: none at a partner venue). Commission = 15% of the total at partner
 * venues. Deposit = 50% of the total now, balance on the day.
 */
export function quoteBooking(input: {
  services: QuoteService[];
  durationMinutes: number;
  isPartnerVenue: boolean;
  paymentType: QuotePaymentType | string;
  /** the venue's travel line as travelLine (lib/domain/travel) priced it; null: none (a partner venue) */
  travel: TravelLine | null;
}): BookingQuote {
  const { services, durationMinutes, isPartnerVenue, paymentType } = input;
  const lines: QuoteLine[] = services.map((s) => ({
    id: s.id,
    title: s.title,
    basePrice: s.basePrice,
    listPricePence: durationPrice(s.basePrice, durationMinutes) * 100,
    pricePence: servicePricePence(s.basePrice, durationMinutes, isPartnerVenue),
  }));
  const subtotalPence = lines.reduce((sum, l) => sum + l.listPricePence, 0);
  const servicesPence = lines.reduce((sum, l) => sum + l.pricePence, 0);
  const travelPence = input.travel?.pricePence ?? 0;
  const totalPence = servicesPence + travelPence;
  const split = paymentSplit(totalPence, paymentType);
  return {
    lines,
    subtotalPence,
    discountPence: subtotalPence - servicesPence,
    servicesPence,
    travelFeePence: travelPence,
    travel: input.travel,
    totalPence,
    barCommissionPence: barCommissionPence(totalPence, isPartnerVenue),
    amountDueNowPence: split.amountDueNowPence,
    balanceDueOnDayPence: split.balanceDueOnDayPence,
    durationMinutes,
    isPartnerVenue,
    paymentType,
  };
}

/** Bar-service price in whole pounds: basePrice reduced by its discount percent, rounded to a pound. */
export function barServicePrice(basePrice: number, discountPercent: number | null | undefined): number {
  const d = Math.min(Math.max(discountPercent ?? 0, 0), 100);
  return Math.round((basePrice * (100 - d)) / 100);
}

/** Commission on a bar-dashboard booking: 15% of the (bar-service) price. */
export function barBookingCommissionPence(pricePence: number): number {
  return Math.round(pricePence * BAR_COMMISSION_RATE);
}

export interface BarServiceQuote {
  pricePence: number;
  barCommissionPence: number;
  /** bar services are charged in full immediately */
  amountDueNowPence: number;
}

/** Quote for a bar client booking a bar service: full price now, 15% commission. */
export function quoteBarService(basePrice: number, discountPercent: number | null | undefined): BarServiceQuote {
  const pricePence = barServicePrice(basePrice, discountPercent) * 100;
  return { pricePence, barCommissionPence: barBookingCommissionPence(pricePence), amountDueNowPence: pricePence };
}
