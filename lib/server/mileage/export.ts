import "server-only";
import { Cursor, PAGE, newPdf, savePdf } from "@/lib/server/documents/pdf-layout";
import { toCsv } from "@/lib/domain/csv";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { HIGHER_RATE_MILES, HIGHER_RATE_PENCE, LOWER_RATE_PENCE, MILEAGE_CSV_COLUMNS } from "@/lib/domain/mileage";
import { formatGBP } from "@/lib/domain/money";
import type { MileageLog } from "./log";

/**
 * The mileage log as the accountant takes it: a CSV (one record a journey, the allowance in pounds)
 * and a PDF to print or keep with the year's records (HMRC asks for the date, the places, the miles
 * and the business reason of every journey).
 */

export function mileageCsv(log: MileageLog): string {
  return toCsv(MILEAGE_CSV_COLUMNS, log.rows);
}

export async function mileagePdf(log: MileageLog, owner: string): Promise<Uint8Array> {
  const { doc, font } = await newPdf({ title: `Mileage log ${log.taxYear.label}`, author: owner, at: new Date() });
  const cursor = new Cursor(doc, font);
  const line = (text: string, opts: { size?: number; muted?: boolean; indent?: number } = {}) =>
    cursor.line(text, { size: opts.size, muted: opts.muted, x: PAGE.margin + (opts.indent ?? 0) });
  const date = (d: string) => formatIsoDateLong(d).replace(/^\w+, /, "");
  line(`Mileage log ${log.taxYear.label}`, { size: 18 });
  line(`${owner}: business journeys by car, ${date(log.taxYear.from)} to ${date(log.taxYear.to)}`, { muted: true });
  line(
    `HMRC approved mileage allowance: ${HIGHER_RATE_PENCE}p a mile for the first ${HIGHER_RATE_MILES.toLocaleString("en-GB")} business miles of the tax year, ${LOWER_RATE_PENCE}p a mile after.`,
    { muted: true },
  );
  line("");
  if (log.rows.length === 0) line("No journeys in this tax year.");
  for (const row of log.rows) {
    line(`${date(row.date)}: ${row.from} to ${row.to}, ${row.miles} miles, ${formatGBP(row.allowancePence)}`);
    line(`${row.purpose}${row.source === "manual" ? " (entered by hand)" : ""}`, { muted: true, indent: 12 });
  }
  line("");
  line(`Total: ${log.totalMiles.toLocaleString("en-GB")} miles, allowance ${formatGBP(log.allowancePence)}`, {
    size: 11,
  });
  return savePdf(doc);
}
