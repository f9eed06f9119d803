import { documentsCsv, documentsCsvFilename } from "@/lib/server/admin/documents";
import { csvResponse } from "@/lib/server/admin/export";
import { log } from "@/lib/server/log";
import { route } from "@/lib/server/route";
import { documentsQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/export/documents.csv?from=yyyy-MM-dd&to=yyyy-MM-dd (magician only): the receipts,
 * VAT invoices and credit notes issued in the range (London dates of issue, both optional) as a
 * streamed CSV for the accountant: number, kind, date, customer, customerEmail, net, vat, gross,
 * bookingReference, credits (credit notes negative). A malformed date or `to` before `from` is 400.
 */
export const GET = route(
  { auth: "magician", query: documentsQuerySchema, response: { 200: "text/csv" } },
  async ({ user, query }) => {
    const body = await documentsCsv(query);
    log("info", "export", { export: "documents", actorId: user.id, from: query.from ?? null, to: query.to ?? null });
    return csvResponse(body, documentsCsvFilename(query));
  },
);
