import "server-only";
import { parseDocumentNumber, type DocumentKind, type DocumentLine } from "@/lib/domain/documents";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import type { DocumentBuyer, DocumentSeller, IssuedDocument } from "./types";

type Client = typeof db | Prisma.TransactionClient;
type DocumentRow = Prisma.DocumentGetPayload<object>;

export const DOCUMENT_NOT_FOUND = "This document was not found.";

export function toIssuedDocument(row: DocumentRow): IssuedDocument {
  return {
    number: row.number,
    kind: row.kind as DocumentKind,
    creditsNumber: row.creditsNumber,
    bookingId: row.bookingId,
    barUserId: row.barUserId,
    amountPence: row.amountPence,
    vatPence: row.vatPence,
    issuedAt: row.issuedAt,
    seller: row.seller as unknown as DocumentSeller,
    buyer: row.buyer as unknown as DocumentBuyer,
    lines: row.lines as unknown as DocumentLine[],
  };
}

/** A booking's documents, oldest first. */
export async function documentsOfBooking(bookingId: number, client: Client = db): Promise<IssuedDocument[]> {
  const rows = await client.document.findMany({
    where: { bookingId },
    orderBy: [{ year: "asc" }, { sequence: "asc" }],
  });
  return rows.map(toIssuedDocument);
}

/** The document of a number (of a booking, when given): 404 for a malformed or unknown number, or another booking's. */
export async function documentByNumber(number: string, scope: { bookingId?: number } = {}): Promise<IssuedDocument> {
  const row = parseDocumentNumber(number) ? await db.document.findUnique({ where: { number } }) : null;
  if (!row || (scope.bookingId !== undefined && row.bookingId !== scope.bookingId)) throw notFound(DOCUMENT_NOT_FOUND);
  return toIssuedDocument(row);
}

/** The documents issued for money movements (a payment's intent id, a refund's id), for a mail about them. */
export async function documentNumbersOf(client: Client, movementIds: string[]): Promise<string[]> {
  if (movementIds.length === 0) return [];
  const rows = await client.document.findMany({
    where: { movementId: { in: movementIds } },
    select: { number: true },
    orderBy: [{ year: "asc" }, { sequence: "asc" }],
  });
  return rows.map((r) => r.number);
}
