/**
 * Travel between bookings: where a venue is (its UK postcode), how far the magician drives to it, what
 * that costs and how long a gap two bookings need.
 *
 * - Places are UK postcodes; distances are looked up by postcode district ("EH3") or area ("EH").
 *   Without a maps service the magician's own table gives home → venue: the venue's district row,
 *   else its area's row. Between two venues the table has no row, so the larger of the two venues'
 *   rows (from home) is taken: a cautious estimate that never under-states the drive.
 * - The buffer between two bookings is max(60, drive minutes) (the specification's 60 minutes when
 *   the drive is unknown or shorter).
 * - In distance mode the travel line is max(minimumPence, (miles − freeMiles) × pencePerMile), miles
 *   one way rounded up to whole miles. A place whose drive is not known is neither priced nor booked
 *   online there (it goes to the enquiry form); flat mode charges it the flat fee. Partner bars pay nothing.
 * - What travel costs is ./travel-fee.ts.
 */
import { isValid, parse } from "postcode";
import { BUFFER_MINUTES, TRAVEL_FEE_PENCE } from "./constants";
import { formatGBP } from "./money";

export type TravelMode = "flat" | "distance";

export interface TravelArea {
  /** a UK postcode area ("EH") or district ("EH3"), upper case */
  area: string;
  /** one-way drive from home, minutes */
  minutes: number;
  /** one-way drive from home, miles */
  miles: number;
}

export interface TravelSettings {
  mode: TravelMode;
  freeMiles: number;
  pencePerMile: number;
  minimumPence: number;
  maxMiles: number;
  areas: TravelArea[];
}

/**
 * Scotland's postcode areas with rough one-way drives from Glasgow (minutes, miles), a starting point
 * the magician corrects. The islands' figures include the ferry.
 */
export const SCOTLAND_AREAS_FROM_GLASGOW: readonly TravelArea[] = [
  { area: "G", minutes: 20, miles: 6 },
  { area: "PA", minutes: 25, miles: 12 },
  { area: "ML", minutes: 30, miles: 16 },
  { area: "KA", minutes: 40, miles: 25 },
  { area: "FK", minutes: 40, miles: 26 },
  { area: "EH", minutes: 75, miles: 47 },
  { area: "KY", minutes: 75, miles: 55 },
  { area: "PH", minutes: 85, miles: 62 },
  { area: "DD", minutes: 95, miles: 83 },
  { area: "TD", minutes: 110, miles: 78 },
  { area: "DG", minutes: 105, miles: 76 },
  { area: "AB", minutes: 165, miles: 146 },
  { area: "IV", minutes: 190, miles: 169 },
  { area: "HS", minutes: 420, miles: 215 },
  { area: "KW", minutes: 330, miles: 270 },
  { area: "ZE", minutes: 900, miles: 360 },
];

export const DEFAULT_TRAVEL_SETTINGS: TravelSettings = {
  mode: "flat",
  freeMiles: 10,
  pencePerMile: 45,
  minimumPence: TRAVEL_FEE_PENCE,
  maxMiles: 400,
  areas: SCOTLAND_AREAS_FROM_GLASGOW.map((row) => ({ ...row })),
};

/** The 121 postcode areas of the UK (and the Crown dependencies that share its system). */
export const UK_POSTCODE_AREAS: ReadonlySet<string> = new Set(
  (
    "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX " +
    "FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE " +
    "NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ " +
    "TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE"
  ).split(" "),
);

/** "EH" or "EH3" (any case, spaces ignored) as the table keys them, or null when it is neither. */
export function normaliseTravelArea(value: string): string | null {
  const v = value.replace(/\s+/g, "").toUpperCase();
  const match = /^([A-Z]{1,2})(\d[A-Z\d]?)?$/.exec(v);
  if (!match || !UK_POSTCODE_AREAS.has(match[1]!)) return null;
  if (match[2] && !isValid(`${v} 1AA`)) return null;
  return v;
}

export interface ParsedPostcode {
  /** "EH3 9AA" */
  postcode: string;
  /** "EH3" */
  district: string;
  /** "EH" */
  area: string;
}

/** A full UK postcode, normalised, or null. */
export function parseUkPostcode(value: string | null | undefined): ParsedPostcode | null {
  if (!value) return null;
  const parsed = parse(value.trim());
  if (!parsed.valid || !parsed.area || !UK_POSTCODE_AREAS.has(parsed.area)) return null;
  return { postcode: parsed.postcode, district: parsed.district, area: parsed.area };
}

// A postcode inside free text: outward code, optional space, inward code (checked by the library).
const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/gi;

/** The last UK postcode written in an address ("12 High St, Edinburgh EH1 1AA" → "EH1 1AA"), or null. */
export function postcodeFromAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  let found: string | null = null;
  for (const match of address.matchAll(POSTCODE_IN_TEXT)) {
    const parsed = parseUkPostcode(`${match[1]} ${match[2]}`);
    if (parsed) found = parsed.postcode;
  }
  return found;
}

/** A postcode's district, or null. */
export function postcodeDistrict(value: string | null | undefined): string | null {
  return parseUkPostcode(value)?.district ?? null;
}

export interface Drive {
  minutes: number;
  miles: number;
}

/** The table's row for a place: its district's, else its area's, else null. */
export function tableDriveFromHome(areas: readonly TravelArea[], postcode: string | null | undefined): Drive | null {
  const parsed = parseUkPostcode(postcode);
  if (!parsed) return null;
  const row =
    areas.find((a) => a.area.toUpperCase() === parsed.district) ??
    areas.find((a) => a.area.toUpperCase() === parsed.area);
  return row ? { minutes: row.minutes, miles: row.miles } : null;
}

/** Between two venues from the table: the larger of their two rows (null when either is unknown; 0 in one district). */
export function tableDriveBetween(
  areas: readonly TravelArea[],
  a: string | null | undefined,
  b: string | null | undefined,
): Drive | null {
  const pa = parseUkPostcode(a);
  const pb = parseUkPostcode(b);
  if (!pa || !pb) return null;
  if (pa.district === pb.district) return { minutes: 0, miles: 0 };
  const da = tableDriveFromHome(areas, pa.postcode);
  const db = tableDriveFromHome(areas, pb.postcode);
  if (!da || !db) return null;
  return { minutes: Math.max(da.minutes, db.minutes), miles: Math.max(da.miles, db.miles) };
}

/**
 * The drive in minutes between two venues (by postcode), or null when it is not known. Built on the
 * server before any lock (maps answers, then the table) and handed to the slot rules.
 */
export type DriveMinutes = (from: string | null | undefined, to: string | null | undefined) => number | null;

/** The gap rule: each buffer is the larger of the specification's 60 minutes and the drive. */
export function bufferMinutes(driveMinutes: number | null | undefined): number {
  return typeof driveMinutes === "number" && Number.isFinite(driveMinutes)
    ? Math.max(BUFFER_MINUTES, Math.ceil(driveMinutes))
    : BUFFER_MINUTES;
}

/**
 * The postcode areas (of the UK's 121) a venue in which has no drive in the table: with no maps
 * service they cannot be priced by distance. An area with rows for some districts only is listed
 * with those districts (the others have no drive).
 */
export function areasWithoutDrive(areas: readonly TravelArea[]): { area: string; onlyDistricts: string[] }[] {
  const keys = new Set(areas.map((row) => row.area.toUpperCase()));
  return [...UK_POSTCODE_AREAS]
    .filter((area) => !keys.has(area))
    .sort()
    .map((area) => ({
      area,
      onlyDistricts: [...keys].filter((key) => key !== area && /^[A-Z]+/.exec(key)?.[0] === area).sort(),
    }));
}

/** Names of the postcode areas the pre-filled table covers, for the terms ("the first 10 miles from Glasgow"). */
const AREA_NAMES: Readonly<Record<string, string>> = {
  AB: "Aberdeen",
  DD: "Dundee",
  DG: "Dumfries",
  EH: "Edinburgh",
  FK: "Falkirk",
  G: "Glasgow",
  HS: "the Outer Hebrides",
  IV: "Inverness",
  KA: "Kilmarnock",
  KW: "Kirkwall",
  KY: "Kirkcaldy",
  ML: "Motherwell",
  PA: "Paisley",
  PH: "Perth",
  TD: "Galashiels",
  ZE: "Lerwick",
};

/** "Glasgow" for G; other areas by their letters ("the LS area"); null stays "home". */
export function homeAreaName(area: string | null | undefined): string {
  if (!area) return "home";
  return AREA_NAMES[area] ?? `the ${area} postcode area`;
}

/** 45 → "45p", 150 → "£1.50". */
export function formatPerMile(pence: number): string {
  return pence < 100 ? `${pence}p` : formatGBP(pence);
}

/** The terms' travel sentence in distance mode. */
export function distanceTravelSentence(terms: {
  freeMiles: number;
  pencePerMile: number;
  minimumPence: number;
  homeArea: string | null;
}): string {
  return `Travel is charged by distance: the first ${terms.freeMiles} miles from ${homeAreaName(terms.homeArea)} for ${formatGBP(terms.minimumPence)}, then ${formatPerMile(terms.pencePerMile)} a mile.`;
}
