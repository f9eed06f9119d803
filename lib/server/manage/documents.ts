import "server-only";
import type { DocumentKind } from "@/lib/domain/documents";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { documentByNumber, documentsOfBooking, DOCUMENT_NOT_FOUND } from "@/lib/server/documents/read";
import { documentPdf } from "@/lib/server/documents/pdf";
import type { IssuedDocument } from "@/lib/server/documents/types";
import { notFound } from "@/lib/server/http";
import { apiPath } from "@/lib/api-client/paths";

/** A document as the booking page lists it. */
export interface CustomerDocument {
  number: string;
  kind: DocumentKind;
  /** signed: a credit note's is negative */
  amountPence: number;
  issuedAt: string;
  url: string;
}

export const customerDocumentUrl = (token: string, number: string) =>
  apiPath("getManagedDocument", { params: { token, file: `${number}.pdf` } });

/** The receipts, invoices and credit notes of the booking a link names, oldest first; 404 for a bad or revoked link. */
export async function customerDocuments(token: string): Promise<CustomerDocument[]> {
  const booking = await bookingOfToken(token);
  return (await documentsOfBooking(booking.id)).map((d) => ({
    number: d.number,
    kind: d.kind,
    amountPence: d.amountPence,
    issuedAt: d.issuedAt.toISOString(),
    url: customerDocumentUrl(token, d.number),
  }));
}

/** `SAM-2027-0001.pdf` → its number, or null. */
export function numberOfPdfName(file: string): string | null {
  return file.endsWith(".pdf") ? file.slice(0, -4) : null;
}

/** The PDF of one of the booking's documents (`SAM-2027-0001.pdf`): 404 for a bad link, another booking's or an unknown number. */
export async function customerDocumentPdf(token: string, file: string): Promise<{ number: string; pdf: Uint8Array }> {
  const booking = await bookingOfToken(token);
  const number = numberOfPdfName(file);
  if (!number) throw notFound(DOCUMENT_NOT_FOUND);
  const document: IssuedDocument = await documentByNumber(number, { bookingId: booking.id });
  return { number, pdf: await documentPdf(document) };
}
