/**
 * What travel costs: travelLine is the one price of travel, for every path that charges it; the
 * booking stores the line it gave (flat or distance) beside its services, and everything that shows
 * a booking reads the stored lines. In distance mode the line is max(minimumPence, (miles − freeMiles)
 * × pencePerMile), miles one way rounded up to whole miles; flat mode charges the flat fee wherever
 * the venue is; partner bars pay nothing.
 */
import { TRAVEL_FEE_PENCE } from "./constants";
import { formatWholePounds, penceToPounds } from "./money";
import type { Drive, TravelMode, TravelSettings } from "./travel";

/** Whole miles, rounded up (a fraction of a mile is charged as a mile). */
export function wholeMiles(miles: number): number {
  return Math.ceil(Math.max(0, miles) - 1e-9);
}

/** The distance-mode travel line in pence: max(minimum, (miles − free) × rate). */
export function distanceTravelFeePence(
  miles: number,
  settings: Pick<TravelSettings, "freeMiles" | "pencePerMile" | "minimumPence">,
): number {
  const chargeable = Math.max(0, wholeMiles(miles) - settings.freeMiles);
  return Math.max(settings.minimumPence, Math.round(chargeable * settings.pencePerMile));
}

export type TravelSource = "table" | "maps" | "default";

/** Why a venue cannot be booked online in distance mode: further than maxMiles, or a drive nobody knows. */
export type TravelRefusal = "beyond-max-miles" | "unknown-drive";

/** How travel is charged, as far as pricing one line needs it (the public terms carry as much). */
export type TravelCharge =
  { mode: "flat" } | ({ mode: "distance" } & Pick<TravelSettings, "freeMiles" | "pencePerMile" | "minimumPence">);

/** The travel charge in flat mode, which needs no settings: what the wizard shows until it knows better. */
export const FLAT_TRAVEL_CHARGE: TravelCharge = { mode: "flat" };

/** The flat fee as the site's texts name it: "£25". */
export const FLAT_TRAVEL_FEE_TEXT = formatWholePounds(penceToPounds(TRAVEL_FEE_PENCE));

/** The flat fee's label, wherever it is shown or stored. */
export const FLAT_TRAVEL_LABEL = "Travel fee";

/** A booking's travel line, priced: stored beside its services and shown wherever the booking's lines are. */
export interface TravelLine {
  kind: TravelMode;
  /** "Travel fee" (flat), "Travel (47 miles)" (distance) */
  label: string;
  pricePence: number;
  /** the one-way whole miles a distance line was priced on; null for the flat fee */
  miles: number | null;
}

/**
 * The one price of travel, for every path that charges it (the wizard, the checkout, documents and
 * e-mails read what this stored): nothing at a partner bar (the only place that rule is applied);
 * the specification's flat fee in flat mode, wherever the venue is; by distance the formula on the
 * drive's whole miles, and nothing to price when the drive is not known (that venue is refused, see
 * travelQuote). A drive beyond maxMiles is still priced: refusing it is not a price.
 */
export function travelLine(input: {
  charge: TravelCharge;
  drive: (Pick<Drive, "miles"> & Partial<Drive>) | null;
  isPartnerVenue: boolean;
}): TravelLine | null {
  const { charge, drive } = input;
  if (input.isPartnerVenue) return null;
  if (charge.mode === "flat")
    return { kind: "flat", label: FLAT_TRAVEL_LABEL, pricePence: TRAVEL_FEE_PENCE, miles: null };
  if (!drive) return null;
  const miles = wholeMiles(drive.miles);
  return { kind: "distance", label: travelLineTitle(miles), pricePence: distanceTravelFeePence(miles, charge), miles };
}

export interface TravelQuote {
  /** the venue's postcode area or district used ("EH"), null when unknown */
  area: string | null;
  miles: number | null;
  minutes: number | null;
  /** the travel line in pence; null when the drive is unknown in distance mode (nothing to price it by) */
  feePence: number | null;
  /** the travel line itself (travelLine); null when there is nothing to price it by */
  line: TravelLine | null;
  source: TravelSource;
  /** false (distance mode) beyond maxMiles or when the drive is unknown: the wizard offers the enquiry form instead */
  accepted: boolean;
  /** why it is not accepted; null when it is */
  refusal: TravelRefusal | null;
}

/**
 * What travel to a venue (not a partner bar: those pay nothing and are never asked about) costs and
 * whether it may be booked online: its line by travelLine, refused by distance beyond maxMiles or
 * when the drive is unknown.
 */
export function travelQuote(input: {
  settings: TravelSettings;
  drive: Drive | null;
  source: TravelSource;
  area: string | null;
}): TravelQuote {
  const { settings, drive } = input;
  const miles = drive ? wholeMiles(drive.miles) : null;
  const minutes = drive ? Math.ceil(drive.minutes) : null;
  const source: TravelSource = drive ? input.source : "default";
  const line = travelLine({ charge: settings, drive, isPartnerVenue: false });
  let refusal: TravelRefusal | null = null;
  if (settings.mode === "distance")
    refusal = miles === null ? "unknown-drive" : miles > settings.maxMiles ? "beyond-max-miles" : null;
  return {
    area: input.area,
    miles,
    minutes,
    feePence: line?.pricePence ?? null,
    line,
    source,
    accepted: refusal === null,
    refusal,
  };
}

/** The line's label where it is shown on its own ("Travel (47 miles)"). */
export function travelLineTitle(miles: number | null): string {
  return miles === null ? "Travel" : `Travel (${miles} mile${miles === 1 ? "" : "s"})`;
}

/** The summary's label for the travel part of a quote: its line's, else (a partner bar: free) the flat fee's. */
export function travelFeeLabel(quote: { travel: TravelLine | null }): string {
  return quote.travel?.label ?? FLAT_TRAVEL_LABEL;
}
