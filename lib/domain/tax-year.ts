/**
 * The UK tax year and its quarters, as Making Tax Digital for Income Tax counts them. A tax year
 * runs from 6 April to 5 April and is written "2027-28". Its four update periods are, on the
 * standard basis, 6 Apr–5 Jul, 6 Jul–5 Oct, 6 Oct–5 Jan and 6 Jan–5 Apr; a business may elect the
 * calendar basis instead, 1 Apr–30 Jun, 1 Jul–30 Sep, 1 Oct–31 Dec and 1 Jan–31 Mar. Every date is a
 * London date (yyyy-MM-dd) and both ends are inclusive, so an instant belongs to the quarter of its
 * London date: 00:30 BST on 6 April is already the new year, 23:30 on 5 April is not.
 */
import type { CsvColumn } from "./csv";
import { addDays, londonToday, type IsoDate } from "./dates";

export interface TaxYear {
  /** "2027-28" */
  label: string;
  /** the calendar year it starts in: 2027 */
  startYear: number;
  /** 6 April of startYear */
  from: IsoDate;
  /** 5 April of the next year */
  to: IsoDate;
}

export const TAX_YEAR_BASES = ["standard", "calendar"] as const;
export type TaxYearBasis = (typeof TAX_YEAR_BASES)[number];

export const TAX_YEAR_MESSAGE =
  "Please give the tax year like 2027-28 (the year it starts, then the next year's last two digits).";

/** The years a tax year may start in: anything else is a typing slip, not a year of the business. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2098;

const pad = (n: number) => String(n).padStart(2, "0");

export function taxYearStarting(startYear: number): TaxYear {
  return {
    label: `${startYear}-${pad((startYear + 1) % 100)}`,
    startYear,
    from: `${startYear}-04-06`,
    to: `${startYear + 1}-04-05`,
  };
}

/**
 * "2027-28" → the tax year; null for anything else: another shape ("2027/28", "2027-2028", " 2027-28"),
 * a second year that does not follow the first ("2027-29"), or a year outside 2000–2098.
 */
export function parseTaxYear(value: unknown): TaxYear | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < FIRST_YEAR || start > LAST_YEAR) return null;
  if (Number(match[2]) !== (start + 1) % 100) return null;
  return taxYearStarting(start);
}

/** The tax year a London date falls in: 5 April 2028 is 2027-28's last day, 6 April 2028 2028-29's first. */
export function taxYearOf(date: IsoDate): TaxYear {
  const year = Number(date.slice(0, 4));
  return taxYearStarting(date.slice(5) >= "04-06" ? year : year - 1);
}

/** The tax year of today in London. */
export function currentTaxYear(now: Date = new Date()): TaxYear {
  return taxYearOf(londonToday(now));
}

export interface QuarterRange {
  /** London dates, both inclusive */
  from: IsoDate;
  to: IsoDate;
}

/** The four quarters of a tax year on a basis, in order. */
export function taxQuarters(year: TaxYear, basis: TaxYearBasis = "standard"): QuarterRange[] {
  const y = year.startYear;
  if (basis === "calendar") {
    return [
      { from: `${y}-04-01`, to: `${y}-06-30` },
      { from: `${y}-07-01`, to: `${y}-09-30` },
      { from: `${y}-10-01`, to: `${y}-12-31` },
      { from: `${y + 1}-01-01`, to: `${y + 1}-03-31` },
    ];
  }
  return [
    { from: `${y}-04-06`, to: `${y}-07-05` },
    { from: `${y}-07-06`, to: `${y}-10-05` },
    { from: `${y}-10-06`, to: `${y + 1}-01-05` },
    { from: `${y + 1}-01-06`, to: `${y + 1}-04-05` },
  ];
}

/** The whole period the quarters cover: the tax year itself, or 1 April to 31 March on the calendar basis. */
export function quartersSpan(year: TaxYear, basis: TaxYearBasis = "standard"): QuarterRange {
  const quarters = taxQuarters(year, basis);
  return { from: quarters[0]!.from, to: quarters[3]!.to };
}

/** The index (0–3) of the quarter a London date falls in, or -1 outside them. */
export function quarterIndexOf(quarters: readonly QuarterRange[], date: IsoDate): number {
  return quarters.findIndex((q) => q.from <= date && date <= q.to);
}

/** The London date an instant falls on, for placing it in a quarter (BST included). */
export const londonDateOf = (at: Date): IsoDate => londonToday(at);

/** The day after a range's last, for an instant range's exclusive end. */
export const dayAfter = (date: IsoDate): IsoDate => addDays(date, 1);

/** A document as the quarters count it: signed pence, VAT included (a credit note's are negative). */
export interface QuarterDocument {
  issuedAt: Date;
  amountPence: number;
  vatPence: number;
}

export interface QuarterJourney {
  date: IsoDate;
  allowancePence: number;
}

export interface QuarterTotals extends QuarterRange {
  /** net of VAT, credit notes subtracted */
  turnoverPence: number;
  vatPence: number;
  mileageAllowancePence: number;
  /** documents issued in the quarter (credit notes included) */
  documents: number;
}

/**
 * Each quarter's turnover (the documents' net amounts: VAT taken out, credit notes subtracted, as
 * their amounts are negative), their VAT and their count, by the London date of issue, and the
 * mileage allowance of the journeys dated in it (each journey's own share, worked out over its tax
 * year's running total).
 */
export function quarterTotals(
  quarters: readonly QuarterRange[],
  documents: readonly QuarterDocument[],
  journeys: readonly QuarterJourney[],
): QuarterTotals[] {
  const totals = quarters.map((q) => ({
    from: q.from,
    to: q.to,
    turnoverPence: 0,
    vatPence: 0,
    mileageAllowancePence: 0,
    documents: 0,
  }));
  for (const d of documents) {
    const i = quarterIndexOf(quarters, londonDateOf(d.issuedAt));
    if (i < 0) continue;
    totals[i]!.turnoverPence += d.amountPence - d.vatPence;
    totals[i]!.vatPence += d.vatPence;
    totals[i]!.documents += 1;
  }
  for (const j of journeys) {
    const i = quarterIndexOf(quarters, j.date);
    if (i >= 0) totals[i]!.mileageAllowancePence += j.allowancePence;
  }
  return totals;
}

/** The quarters' CSV (the accountant's pack): one record a quarter, money in pounds. */
export const QUARTER_CSV_COLUMNS: readonly CsvColumn<QuarterTotals>[] = [
  { header: "from", kind: "date", value: (q) => q.from },
  { header: "to", kind: "date", value: (q) => q.to },
  { header: "turnover", kind: "money", value: (q) => q.turnoverPence },
  { header: "vat", kind: "money", value: (q) => q.vatPence },
  { header: "mileageAllowance", kind: "money", value: (q) => q.mileageAllowancePence },
  { header: "documents", kind: "integer", value: (q) => q.documents },
];

export const accountantsPackFilename = (year: TaxYear) => `accountants-pack-${year.label}.zip`;
