import type { DocumentKind, DocumentLine } from "@/lib/domain/documents";

/** The seller as printed at issue: the legal name (or the display name), the trading name, address, VAT number. */
export interface DocumentSeller {
  name: string;
  tradingName: string;
  address: string;
  /** "" when not VAT registered */
  vatNumber: string;
  email: string;
}

export interface DocumentBuyer {
  name: string;
  email: string;
  address?: string;
}

/** A document as it is rendered and listed. */
export interface IssuedDocument {
  number: string;
  kind: DocumentKind;
  creditsNumber: string | null;
  bookingId: number | null;
  barUserId: number | null;
  amountPence: number;
  vatPence: number;
  issuedAt: Date;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
}

/** A document attached to a mail by its number (lib/server/mail/outbox.ts renders it when sending). */
export interface DocumentAttachment {
  filename: string;
  contentType: "application/pdf";
  document: string;
}
