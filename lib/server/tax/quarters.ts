import "server-only";
import {
  dayAfter,
  quarterTotals,
  quartersSpan,
  taxQuarters,
  taxYearStarting,
  type QuarterTotals,
  type TaxYear,
  type TaxYearBasis,
} from "@/lib/domain/tax-year";
import { londonDateTime } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";
import { mileageLog } from "@/lib/server/mileage/log";

/**
 * The tax year's quarters for Making Tax Digital: the turnover, VAT and documents of the receipts,
 * VAT invoices and credit notes issued in each (London dates of issue), and the mileage allowance
 * of the journeys driven in each. On the calendar basis the first quarter starts on 1 April, so its
 * first five days' journeys belong to the previous tax year's running total and are counted at the
 * rate that year had reached.
 */

export interface TaxQuarters {
  taxYear: string;
  basis: TaxYearBasis;
  quarters: QuarterTotals[];
}

/** Documents issued within the London dates from–to (both inclusive), oldest first. */
export async function documentsIssuedBetween(from: string, to: string) {
  return db.document.findMany({
    where: { issuedAt: { gte: londonDateTime(from), lt: londonDateTime(dayAfter(to)) } },
    orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
  });
}

export async function quartersOf(year: TaxYear, basis: TaxYearBasis, now: Date = new Date()): Promise<TaxQuarters> {
  const quarters = taxQuarters(year, basis);
  const span = quartersSpan(year, basis);
  const years = basis === "calendar" ? [taxYearStarting(year.startYear - 1), year] : [year];
  const [documents, ...logs] = await Promise.all([
    documentsIssuedBetween(span.from, span.to),
    ...years.map((y) => mileageLog(y, now)),
  ]);
  const journeys = logs.flatMap((log) => log.rows);
  return { taxYear: year.label, basis, quarters: quarterTotals(quarters, documents, journeys) };
}
