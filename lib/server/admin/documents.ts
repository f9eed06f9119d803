import "server-only";
import { addDays, londonDateTime } from "@/lib/domain/dates";
import { DOCUMENT_CSV_COLUMNS, type DocumentCsvRow } from "@/lib/domain/documents-csv";
import type { ExportBookingsQuery } from "@/lib/validation/admin";
import { db, type Prisma } from "@/lib/server/db";
import { documentCsvRow } from "@/lib/server/documents/csv-row";
import { toIssuedDocument } from "@/lib/server/documents/read";
import { EXPORT_PAGE_SIZE, pagedCsv } from "./export";
import { apiPath } from "@/lib/api-client/paths";

/**
 * The magician's view of every receipt, VAT invoice and credit note, and the accountant's export
 * of them, by date of issue (London).
 */

/** A document as the magician's list shows it; money in signed pence (a credit note's is negative). */
export interface AdminDocument extends DocumentCsvRow {
  issuedAt: string;
  url: string;
}

export const adminDocumentUrl = (number: string) => apiPath("getDocument", { params: { file: `${number}.pdf` } });

/** The issue-date range as instants: from the start of `from` to the end of `to` (London). */
function issuedWithin(range: ExportBookingsQuery): Prisma.DateTimeFilter | undefined {
  if (!range.from && !range.to) return undefined;
  return {
    ...(range.from ? { gte: londonDateTime(range.from) } : {}),
    ...(range.to ? { lt: londonDateTime(addDays(range.to, 1)) } : {}),
  };
}

function toAdminDocument(row: Prisma.DocumentGetPayload<object>): AdminDocument {
  const d = toIssuedDocument(row);
  return { ...documentCsvRow(d), issuedAt: d.issuedAt.toISOString(), url: adminDocumentUrl(d.number) };
}

/** The documents issued in the range (both ends optional), newest first, at most `limit`. */
export async function listDocuments(range: ExportBookingsQuery, limit: number): Promise<AdminDocument[]> {
  const issuedAt = issuedWithin(range);
  const rows = await db.document.findMany({
    where: issuedAt ? { issuedAt } : {},
    orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toAdminDocument);
}

/** Every document issued in the range, in the order they were issued, as a streamed CSV. */
export async function documentsCsv(range: ExportBookingsQuery): Promise<ReadableStream<Uint8Array>> {
  const issuedAt = issuedWithin(range);
  return pagedCsv<DocumentCsvRow & { id: number }>("documents", DOCUMENT_CSV_COLUMNS, async (afterId) => {
    const rows = await db.document.findMany({
      where: { id: { gt: afterId }, ...(issuedAt ? { issuedAt } : {}) },
      orderBy: { id: "asc" },
      take: EXPORT_PAGE_SIZE,
    });
    return rows.map((row) => ({ id: row.id, ...toAdminDocument(row) }));
  });
}

/** documents-2027-01-01-to-2027-03-31.csv (an open end reads "start" or "end"); no range: documents-all.csv. */
export function documentsCsvFilename(range: ExportBookingsQuery): string {
  if (!range.from && !range.to) return "documents-all.csv";
  return `documents-${range.from ?? "start"}-to-${range.to ?? "end"}.csv`;
}
