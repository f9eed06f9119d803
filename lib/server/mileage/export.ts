import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
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

const FONT_FILE = path.join(process.cwd(), "assets/fonts/DejaVuSans.ttf");
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const; // A4, in points
const SIZE = 9;
const LEADING = 13;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

/** Lines of text down the pages, a new page when one runs out. */
function writer(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  return (text: string, opts: { size?: number; muted?: boolean; indent?: number } = {}) => {
    const size = opts.size ?? SIZE;
    const x = PAGE.margin + (opts.indent ?? 0);
    for (const part of wrap(text, font, size, PAGE.width - PAGE.margin - x)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      if (part) page.drawText(part, { x, y, size, font, color: opts.muted ? MUTED : INK });
      y -= Math.max(LEADING, size + 4);
    }
  };
}

export async function mileagePdf(log: MileageLog, owner: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Mileage log ${log.taxYear.label}`);
  doc.setAuthor(owner);
  const font = await doc.embedFont(await fs.readFile(FONT_FILE), { subset: true });
  const line = writer(doc, font);
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
  return doc.save({ useObjectStreams: false });
}
