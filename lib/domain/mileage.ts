/**
 * The mileage log: business journeys by car and HMRC's approved mileage allowance for them.
 *
 * - The allowance is counted per tax year (6 April to 5 April): 45p a mile for the first 10,000
 *   business miles, 25p a mile after. Journeys are taken in date order and each is paid at the rate
 *   of the year's running total when it was driven, so the journey that crosses 10,000 is split
 *   between the two rates.
 * - A performed booking's journey runs from home (or from the previous gig that day) to its venue,
 *   and back home after the day's last gig. Its miles come from the same drive data as the travel
 *   fee; a drive nobody knows counts 0 miles until the magician corrects it.
 * - Miles are whole miles; a journey is at most 1,000 miles.
 */
import type { CsvColumn } from "./csv";
import { taxYearOf, type TaxYear } from "./tax-year";
import type { IsoDate } from "./dates";

export const HIGHER_RATE_PENCE = 45;
export const LOWER_RATE_PENCE = 25;
/** Business miles in a tax year paid at the higher rate. */
export const HIGHER_RATE_MILES = 10_000;
export const MAX_JOURNEY_MILES = 1_000;

/** The allowance of `miles` driven when `milesBefore` business miles of the same tax year were already driven. */
export function allowancePence(miles: number, milesBefore: number): number {
  const higher = Math.max(0, Math.min(miles, HIGHER_RATE_MILES - milesBefore));
  return higher * HIGHER_RATE_PENCE + (miles - higher) * LOWER_RATE_PENCE;
}

/**
 * Each journey's allowance, in the order given (date order), with each tax year's running total
 * starting again at 0 on 6 April.
 */
export function allocateAllowance<J extends { date: IsoDate; miles: number }>(
  journeys: readonly J[],
): (J & { allowancePence: number })[] {
  const running = new Map<string, number>();
  return journeys.map((j) => {
    const year = taxYearOf(j.date).label;
    const before = running.get(year) ?? 0;
    running.set(year, before + j.miles);
    return { ...j, allowancePence: allowancePence(j.miles, before) };
  });
}

/** Total miles and allowance of a year's journeys (the allowance split across the 10,000-mile boundary). */
export function yearAllowance(miles: readonly number[]): { totalMiles: number; allowancePence: number } {
  const totalMiles = miles.reduce((sum, m) => sum + m, 0);
  return { totalMiles, allowancePence: allowancePence(totalMiles, 0) };
}

/** Where a journey's miles came from. */
export type MilesSource = "maps" | "table" | "unknown" | "corrected" | "entered";

/** One gig of a day, as the log places it. */
export interface GigStop {
  bookingId: number;
  date: IsoDate;
  /** the venue's name as written on the booking */
  venue: string;
  postcode: string | null;
  eventType: string;
  clientName: string;
}

export interface DriveMiles {
  miles: number;
  source: "maps" | "table";
}

/** A booking's leg of the day: home (or the previous gig) to its venue, then home after the last gig. */
export interface GigJourney {
  bookingId: number;
  date: IsoDate;
  from: string;
  to: string;
  miles: number;
  milesFrom: MilesSource;
  purpose: string;
}

export const HOME = "Home";

function placeLabel(stop: GigStop): string {
  return stop.postcode ? `${stop.venue} (${stop.postcode})` : stop.venue;
}

export function homeLabel(homePostcode: string | null | undefined): string {
  return homePostcode ? `${HOME} (${homePostcode})` : HOME;
}

/**
 * The journeys of one day's gigs, in start order: each from home or the previous gig to its venue;
 * the last one's miles include the drive back home. `fromHome` and `between` answer the drive data
 * (null when it is not known, which counts 0 miles and says "unknown").
 */
export function dayJourneys(
  gigs: readonly GigStop[],
  homePostcode: string | null | undefined,
  fromHome: (stop: GigStop) => DriveMiles | null,
  between: (a: GigStop, b: GigStop) => DriveMiles | null,
): GigJourney[] {
  const home = homeLabel(homePostcode);
  return gigs.map((gig, i) => {
    const previous = i > 0 ? gigs[i - 1]! : null;
    const last = i === gigs.length - 1;
    const legs = [previous ? between(previous, gig) : fromHome(gig), ...(last ? [fromHome(gig)] : [])];
    const known = legs.every((leg) => leg !== null);
    const miles = known ? legs.reduce((sum, leg) => sum + Math.max(0, Math.round(leg!.miles)), 0) : 0;
    const milesFrom: MilesSource = !known ? "unknown" : legs.some((leg) => leg!.source === "maps") ? "maps" : "table";
    return {
      bookingId: gig.bookingId,
      date: gig.date,
      from: previous ? placeLabel(previous) : home,
      to: last ? `${placeLabel(gig)}, then home` : placeLabel(gig),
      miles,
      milesFrom,
      purpose: `Performance: ${gig.eventType} for ${gig.clientName} (booking #${gig.bookingId})`,
    };
  });
}

/** A row of the log as the API, the CSV and the PDF show it. */
export interface MileageRow {
  /** "booking-12" (derived from a booking) or "journey-5" (entered by hand) */
  id: string;
  date: IsoDate;
  bookingId?: number;
  from: string;
  to: string;
  miles: number;
  purpose: string;
  source: "booking" | "manual";
  milesFrom: MilesSource;
  allowancePence: number;
}

export const bookingJourneyId = (bookingId: number) => `booking-${bookingId}`;
export const manualJourneyId = (id: number) => `journey-${id}`;
export const JOURNEY_ID_RE = /^(booking|journey)-([1-9]\d{0,8})$/;

/** "booking-12" → { kind: "booking", id: 12 }; null for anything else. */
export function parseJourneyId(value: string): { kind: "booking" | "journey"; id: number } | null {
  const match = JOURNEY_ID_RE.exec(value);
  return match ? { kind: match[1] as "booking" | "journey", id: Number(match[2]) } : null;
}

/** The log's rows in the order the allowance runs: by date, a day's gigs before its journeys entered by hand. */
export function orderRows<R extends { date: IsoDate; source: "booking" | "manual" }>(rows: readonly R[]): R[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        a.row.date.localeCompare(b.row.date) ||
        (a.row.source === b.row.source ? 0 : a.row.source === "booking" ? -1 : 1) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

/** The mileage log's CSV: one record a journey, the allowance in pounds. */
export const MILEAGE_CSV_COLUMNS: readonly CsvColumn<MileageRow>[] = [
  { header: "date", kind: "date", value: (r) => r.date },
  { header: "from", kind: "text", value: (r) => r.from },
  { header: "to", kind: "text", value: (r) => r.to },
  { header: "miles", kind: "integer", value: (r) => r.miles },
  { header: "purpose", kind: "text", value: (r) => r.purpose },
  { header: "source", kind: "text", value: (r) => r.source },
  { header: "booking", kind: "integer", value: (r) => r.bookingId ?? null },
  { header: "allowance", kind: "money", value: (r) => r.allowancePence },
];

export const mileageFilename = (year: TaxYear, ext: "csv" | "pdf") => `mileage-${year.label}.${ext}`;
