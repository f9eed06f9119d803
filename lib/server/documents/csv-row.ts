import "server-only";
import { londonToday } from "@/lib/domain/dates";
import { documentTotals } from "@/lib/domain/documents";
import type { DocumentCsvRow } from "@/lib/domain/documents-csv";
import type { IssuedDocument } from "./types";

/** A document as the lists and the CSV exports show it: its totals from its lines, its London day of issue. */
export function documentCsvRow(d: IssuedDocument): DocumentCsvRow {
  const totals = documentTotals(d.lines);
  return {
    number: d.number,
    kind: d.kind,
    issuedOn: londonToday(d.issuedAt),
    customer: d.buyer.name,
    customerEmail: d.buyer.email,
    netPence: totals.netPence,
    vatPence: totals.vatPence,
    grossPence: totals.grossPence,
    bookingId: d.bookingId,
    barUserId: d.barUserId,
    creditsNumber: d.creditsNumber,
  };
}
