/**
 * Receipts, VAT invoices and credit notes: their numbers, their lines and their VAT. Pure functions
 * (the issuing is lib/server/documents, in the transaction that records the money).
 *
 * Prices are VAT-inclusive. A business with a VAT number issues VAT invoices: each line's VAT is
 * its gross ÷ 6 (the VAT fraction at the 20% standard rate), rounded to the penny per line, and the
 * totals are the sums of the lines. Without one it issues receipts, which say it is not VAT registered.
 * A refund of a payment that has a document gets a credit note naming that document; a credit note's
 * amounts are negative, so a list of documents adds up to the money kept.
 */
import { LONDON_TIME_ZONE } from "./constants";
import { TZDate } from "@date-fns/tz";

export const DOCUMENT_KINDS = ["receipt", "invoice", "credit-note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_PREFIX = "SAM";
export const VAT_RATE_PERCENT = 20;

/** SAM-2027-0001, SAM-2027-0002 … (a year past 9999 documents just grows a digit). */
export const DOCUMENT_NUMBER_RE = /^SAM-(\d{4})-(\d{4,})$/;

/** The London calendar year of an instant: a payment at 23:30 on 31 December in London is that year's. */
export function documentYear(issuedAt: Date): number {
  return new TZDate(issuedAt.getTime(), LONDON_TIME_ZONE).getFullYear();
}

export function documentNumber(year: number, sequence: number): string {
  return `${DOCUMENT_PREFIX}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The year and sequence of a number, or null when it is not one of ours. */
export function parseDocumentNumber(value: string): { year: number; sequence: number } | null {
  const match = DOCUMENT_NUMBER_RE.exec(value);
  if (!match) return null;
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  return { year: Number(match[1]), sequence };
}

/** A VAT registration number as the settings keep it: GB and 9 digits (or 12 for a group), no spaces. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

export function isUkVatNumber(value: string): boolean {
  return /^GB(\d{9}|\d{12})$/.test(normaliseVatNumber(value));
}

/** The VAT inside a VAT-inclusive amount at 20%: gross ÷ 6, rounded to the penny (halves away from zero). */
export function vatOfGross(grossPence: number): number {
  const sign = grossPence < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(grossPence) / 6);
}

export interface DocumentLine {
  description: string;
  grossPence: number;
  vatPence: number;
  netPence: number;
  /** 20 on a VAT invoice (and its credit note); 0 when the seller is not VAT registered */
  vatRatePercent: number;
}

/** Lines with their VAT worked out per line (none when the seller is not VAT registered). */
export function priceLines(
  lines: readonly { description: string; grossPence: number }[],
  vat: boolean,
): DocumentLine[] {
  return lines.map(({ description, grossPence }) => {
    const vatPence = vat ? vatOfGross(grossPence) : 0;
    return {
      description,
      grossPence,
      vatPence,
      netPence: grossPence - vatPence,
      vatRatePercent: vat ? VAT_RATE_PERCENT : 0,
    };
  });
}

export function documentTotals(lines: readonly DocumentLine[]): {
  grossPence: number;
  vatPence: number;
  netPence: number;
} {
  return lines.reduce(
    (sum, line) => ({
      grossPence: sum.grossPence + line.grossPence,
      vatPence: sum.vatPence + line.vatPence,
      netPence: sum.netPence + line.netPence,
    }),
    { grossPence: 0, vatPence: 0, netPence: 0 },
  );
}

/**
 * What a payment towards a booking is for: the booking's own lines when the payment is the whole
 * price (a booking paid in full), else one line saying what part it is (a deposit, a balance).
 */
export function paymentLines(
  paymentPence: number,
  booking: {
    reference: string;
    summary: string;
    totalPence: number;
    lines: readonly { description: string; grossPence: number }[];
  },
): { description: string; grossPence: number }[] {
  const sum = booking.lines.reduce((total, line) => total + line.grossPence, 0);
  if (booking.lines.length > 0 && sum === paymentPence && paymentPence === booking.totalPence)
    return booking.lines.map((line) => ({
      description: `${line.description} (${booking.reference})`,
      grossPence: line.grossPence,
    }));
  const part = paymentPence >= booking.totalPence ? "Payment for" : "Part payment towards";
  return [{ description: `${part} ${booking.reference}: ${booking.summary}`, grossPence: paymentPence }];
}

/**
 * A credit note's lines: the credited document's lines negated when everything is refunded (the VAT
 * then matches to the penny), else one negative line for the amount.
 */
export function creditLines(
  refundPence: number,
  credited: { number: string; amountPence: number; lines: readonly DocumentLine[] },
  reason?: string | null,
): { description: string; grossPence: number }[] {
  // A credit note says why the money went back, when the refund was given a reason.
  const why = reason?.trim() ? ` (${reason.trim()})` : "";
  if (refundPence === credited.amountPence && credited.lines.length > 0)
    return credited.lines.map((line, i) => ({
      description: `Refund${i === 0 ? why : ""}: ${line.description}`,
      grossPence: -line.grossPence,
    }));
  return [{ description: `Refund against ${credited.number}${why}`, grossPence: -refundPence }];
}

/** The kind of a payment's document: a VAT invoice when the seller has a VAT number at issue. */
export function paymentDocumentKind(vatNumber: string | null | undefined): "receipt" | "invoice" {
  return vatNumber ? "invoice" : "receipt";
}

export const NOT_VAT_REGISTERED = "The seller is not registered for VAT: no VAT is charged.";

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  receipt: "Receipt",
  invoice: "VAT invoice",
  "credit-note": "Credit note",
};
