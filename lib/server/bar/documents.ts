import "server-only";
import { DOCUMENT_TITLES, parseDocumentNumber, type DocumentKind } from "@/lib/domain/documents";
import { db } from "@/lib/server/db";
import { documentPdf } from "@/lib/server/documents/pdf";
import { DOCUMENT_NOT_FOUND, toIssuedDocument } from "@/lib/server/documents/read";
import { notFound } from "@/lib/server/http";

/** A partner bar's own document (its registration fee's receipt or VAT invoice), as its dashboard lists it. */
export interface BarDocument {
  number: string;
  kind: DocumentKind;
  /** "Receipt" or "VAT invoice", as the PDF is titled */
  title: string;
  amountPence: number;
  issuedAt: string;
}

/** The bar's documents, oldest first. */
export async function barDocuments(barId: number): Promise<BarDocument[]> {
  const rows = await db.document.findMany({
    where: { barUserId: barId },
    select: { number: true, kind: true, amountPence: true, issuedAt: true },
    orderBy: [{ year: "asc" }, { sequence: "asc" }],
  });
  return rows.map((row) => {
    const kind = row.kind as DocumentKind;
    return {
      number: row.number,
      kind,
      title: DOCUMENT_TITLES[kind],
      amountPence: row.amountPence,
      issuedAt: row.issuedAt.toISOString(),
    };
  });
}

/**
 * The PDF of one of the bar's own documents (`SAM-2027-0001.pdf`): 404 for a malformed or unknown
 * number and for any document that is not this bar's (another bar's, a booking's).
 */
export async function barDocumentPdf(barId: number, file: string): Promise<{ number: string; pdf: Uint8Array }> {
  const number = file.endsWith(".pdf") ? file.slice(0, -4) : "";
  const row = parseDocumentNumber(number) ? await db.document.findUnique({ where: { number } }) : null;
  if (!row || row.barUserId !== barId) throw notFound(DOCUMENT_NOT_FOUND);
  return { number: row.number, pdf: await documentPdf(toIssuedDocument(row)) };
}
