import { listDocuments } from "@/lib/server/admin/documents";
import { pageLimit } from "@/lib/server/paging";
import { route } from "@/lib/server/route";
import { documentsListQuerySchema } from "@/lib/validation/admin";
import { z } from "@/lib/validation/zod";
import { adminDocumentAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/documents?from=yyyy-MM-dd&to=yyyy-MM-dd&limit= (magician only) → [{ number, kind,
 * issuedAt, issuedOn, customer, customerEmail, netPence, vatPence, grossPence, bookingId, barUserId,
 * creditsNumber, url }]: the receipts, VAT invoices and credit notes issued in the range (dates of
 * issue in London, both optional), newest first, at most `limit` (default 100, at most 500; the CSV
 * export has them all). A malformed date or `to` before `from` is 400 with the field.
 */
export const GET = route(
  { auth: "magician", query: documentsListQuerySchema, response: { 200: z.array(adminDocumentAnswer) } },
  async ({ query, url }) => Response.json(await listDocuments(query, pageLimit(url))),
);
