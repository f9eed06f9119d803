import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { DOCUMENT_TITLES, NOT_VAT_REGISTERED, VAT_RATE_PERCENT, documentTotals } from "@/lib/domain/documents";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { db } from "@/lib/server/db";
import { toIssuedDocument } from "./read";
import type { IssuedDocument } from "./types";

/**
 * A receipt, VAT invoice or credit note as a PDF, from what the document kept when it was issued
 * (so it renders the same years later). A VAT invoice carries what HMRC asks of a full VAT invoice:
 * the supplier's name, address and VAT number, a unique number, the date of issue and the time of
 * supply, the customer, each line's description, rate, net, VAT and gross, and the totals. The font
 * (DejaVu Sans, £ included) is embedded as a subset; pdf-lib is plain JavaScript, so this runs in
 * route handlers, in the mail delivery and under the scripts' react-server condition.
 */

const FONT_FILE = path.join(process.cwd(), "assets/fonts/DejaVuSans.ttf");
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4, in points
const SIZE = 10;
const LEADING = 14;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

let fontBytes: Promise<Buffer> | undefined;
const readFont = () => (fontBytes ??= fs.readFile(FONT_FILE));

/** The London date of an instant, written out: 27 November 2026. */
export function documentDate(at: Date): string {
  return formatIsoDateLong(londonToday(at)).replace(/^\w+, /, "");
}

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

/** Where the text goes next, adding pages as it runs out. */
class Cursor {
  page: PDFPage;
  y = PAGE.height - PAGE.margin;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }
  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  line(text: string, opts: { size?: number; x?: number; muted?: boolean } = {}) {
    const size = opts.size ?? SIZE;
    const x = opts.x ?? PAGE.margin;
    for (const part of wrap(text, this.font, size, PAGE.width - PAGE.margin - x)) {
      this.room(size + 4);
      if (part) this.page.drawText(part, { x, y: this.y, size, font: this.font, color: opts.muted ? MUTED : INK });
      this.y -= Math.max(LEADING, size + 4);
    }
  }
  gap(points = LEADING / 2) {
    this.y -= points;
  }
  /** One table row: the first cell wraps within its width, the others are right-aligned at their right edges. */
  row(cells: string[], edges: number[]) {
    const [first = "", ...rest] = cells;
    const described = wrap(first, this.font, SIZE, edges[0]! - PAGE.margin - 8);
    this.room(described.length * LEADING);
    const top = this.y;
    described.forEach((part, i) =>
      this.page.drawText(part, { x: PAGE.margin, y: top - i * LEADING, size: SIZE, font: this.font, color: INK }),
    );
    rest.forEach((cell, i) => {
      const right = edges[i + 1]!;
      const width = this.font.widthOfTextAtSize(cell, SIZE);
      this.page.drawText(cell, { x: right - width, y: top, size: SIZE, font: this.font, color: INK });
    });
    this.y = top - described.length * LEADING;
  }
  rule() {
    this.room(6);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 10 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 10 },
      thickness: 0.5,
      color: MUTED,
    });
    this.gap(4);
  }
}

/** The document's words in reading order (the PDF's text; tests read it back). */
export async function documentPdf(d: IssuedDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = DOCUMENT_TITLES[d.kind];
  doc.setTitle(`${title} ${d.number}`);
  doc.setAuthor(d.seller.name);
  doc.setCreationDate(d.issuedAt);
  doc.setModificationDate(d.issuedAt);
  const font = await doc.embedFont(await readFont(), { subset: true });
  const c = new Cursor(doc, font);
  const vat = d.seller.vatNumber !== "" && d.lines.some((line) => line.vatRatePercent > 0);
  const right = PAGE.width - PAGE.margin;

  c.line(title, { size: 20 });
  c.gap();
  c.line(`Number: ${d.number}`);
  if (d.creditsNumber) c.line(`Credit note for ${d.creditsNumber}`);
  c.line(`Date of issue: ${documentDate(d.issuedAt)}`);
  if (vat) c.line(`Time of supply (tax point): ${documentDate(d.issuedAt)}`);
  c.gap();

  c.line("From", { muted: true });
  c.line(d.seller.name);
  if (d.seller.tradingName && d.seller.tradingName !== d.seller.name) c.line(`Trading as ${d.seller.tradingName}`);
  for (const part of d.seller.address.split(/\n|,\s*/).filter(Boolean)) c.line(part);
  if (d.seller.vatNumber) c.line(`VAT registration number: ${d.seller.vatNumber}`);
  if (d.seller.email) c.line(d.seller.email);
  c.gap();

  c.line("To", { muted: true });
  c.line(d.buyer.name);
  if (d.buyer.address) c.line(d.buyer.address);
  if (d.buyer.email) c.line(d.buyer.email);
  c.gap(LEADING);

  const edges = vat ? [right - 250, right - 190, right - 120, right - 60, right] : [right - 90, right];
  c.row(vat ? ["Description", "VAT rate", "Net", "VAT", "Total"] : ["Description", "Amount"], edges);
  c.rule();
  for (const line of d.lines) {
    c.row(
      vat
        ? [
            line.description,
            `${line.vatRatePercent}%`,
            formatGBP(line.netPence),
            formatGBP(line.vatPence),
            formatGBP(line.grossPence),
          ]
        : [line.description, formatGBP(line.grossPence)],
      edges,
    );
    c.gap(4);
  }
  c.rule();
  const totals = documentTotals(d.lines);
  const credit = d.kind === "credit-note";
  const totalEdges = [right - 90, right];
  if (vat) {
    c.row(["Total excluding VAT", formatGBP(totals.netPence)], totalEdges);
    c.row([`VAT at ${VAT_RATE_PERCENT}%`, formatGBP(totals.vatPence)], totalEdges);
  }
  c.row([credit ? "Total credited" : vat ? "Total including VAT" : "Total", formatGBP(totals.grossPence)], totalEdges);
  c.gap(LEADING);
  c.line(
    credit
      ? `Refunded to the card that paid for ${d.creditsNumber ?? "the payment"}: ${formatGBP(-totals.grossPence)}.`
      : `Paid by card: ${formatGBP(totals.grossPence)}. Thank you.`,
  );
  if (!vat) c.line(NOT_VAT_REGISTERED, { muted: true });
  c.line("Amounts in pounds sterling (GBP).", { muted: true });
  return doc.save({ useObjectStreams: false });
}

/** The PDF of a document by its number (the mail delivery attaches it), or null when there is none. */
export async function documentPdfByNumber(number: string): Promise<Uint8Array | null> {
  const row = await db.document.findUnique({ where: { number } });
  return row ? documentPdf(toIssuedDocument(row)) : null;
}
