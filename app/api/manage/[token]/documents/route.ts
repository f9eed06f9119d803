import { customerDocuments } from "@/lib/server/manage/documents";
import { route, tokenParams } from "@/lib/server/route";
import { customerDocumentsAnswer } from "@/lib/validation/answers/managed-booking";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}/documents → [{ number, kind, amountPence, issuedAt, url }]: the booking's
 * receipts, VAT invoices and credit notes (kind receipt | invoice | credit-note; a credit note's
 * amount is negative), oldest first, each with its PDF's address. 404 for an unknown or revoked link.
 */
export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: customerDocumentsAnswer } },
  async ({ params }) =>
    Response.json(await customerDocuments(params.token), {
      headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    }),
);
