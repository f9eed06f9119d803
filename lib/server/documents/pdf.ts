import "server-only";
import { DOCUMENT_TITLES, NOT_VAT_REGISTERED, VAT_RATE_PERCENT, documentTotals } from "@/lib/domain/documents";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { db } from "@/lib/server/db";
import { Cursor, LEADING, PAGE, newPdf, savePdf } from "./pdf-layout";
import { toIssuedDocument } from "./read";
import type { IssuedDocument } from "./types";

/**
 * A receipt, VAT invoice or credit note as a PDF, from what the document kept when it was issued
 * (so it renders the same years later). A VAT invoice carries what HMRC asks of a full VAT invoice:
 * the supplier's name, address and VAT number, a unique number, the date of issue and the time of
 * supply, the customer, each line's description, rate, net, VAT and gross, and the totals. The page,
 * font and cursor are the shared layout's (./pdf-layout).
 */

/** The London date of an instant, written out: 27 November 2026. */
export function documentDate(at: Date): string {
  return formatIsoDateLong(londonToday(at)).replace(/^\w+, /, "");
}

/** The document's words in reading order (the PDF's text; tests read it back). */
export async function documentPdf(d: IssuedDocument): Promise<Uint8Array> {
  const title = DOCUMENT_TITLES[d.kind];
  const { doc, font } = await newPdf({ title: `${title} ${d.number}`, author: d.seller.name, at: d.issuedAt });
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
  return savePdf(doc);
}

/** The PDF of a document by its number (the mail delivery attaches it), or null when there is none. */
export async function documentPdfByNumber(number: string): Promise<Uint8Array | null> {
  const row = await db.document.findUnique({ where: { number } });
  return row ? documentPdf(toIssuedDocument(row)) : null;
}
