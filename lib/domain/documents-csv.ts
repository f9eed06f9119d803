/**
 * The accountant's export of receipts, VAT invoices and credit notes: one record a document, money
 * in pounds with credit notes negative (a column's sum is what was kept), text neutralised against
 * formulas by lib/domain/csv.ts (a customer may name themselves "=HYPERLINK(…)").
 */
import type { CsvColumn } from "./csv";
import type { DocumentKind } from "./documents";

export interface DocumentCsvRow {
  number: string;
  kind: DocumentKind;
  /** the London date of issue, yyyy-MM-dd */
  issuedOn: string;
  customer: string;
  customerEmail: string;
  netPence: number;
  vatPence: number;
  grossPence: number;
  bookingId: number | null;
  barUserId: number | null;
  creditsNumber: string | null;
}

/** What the document was for: a booking, or a partner bar's registration. */
export function documentReference(d: Pick<DocumentCsvRow, "bookingId" | "barUserId">): string {
  if (d.bookingId !== null) return `booking #${d.bookingId}`;
  if (d.barUserId !== null) return `bar registration #${d.barUserId}`;
  return "";
}

export const DOCUMENT_CSV_COLUMNS: readonly CsvColumn<DocumentCsvRow>[] = [
  { header: "number", kind: "text", value: (d) => d.number },
  { header: "kind", kind: "text", value: (d) => d.kind },
  { header: "date", kind: "date", value: (d) => d.issuedOn },
  { header: "customer", kind: "text", value: (d) => d.customer },
  { header: "customerEmail", kind: "text", value: (d) => d.customerEmail },
  { header: "net", kind: "money", value: (d) => d.netPence },
  { header: "vat", kind: "money", value: (d) => d.vatPence },
  { header: "gross", kind: "money", value: (d) => d.grossPence },
  { header: "bookingReference", kind: "text", value: documentReference },
  { header: "credits", kind: "text", value: (d) => d.creditsNumber },
];
