import { z } from "@/lib/validation/zod";
import { barDocumentPdf } from "@/lib/server/bar/documents";
import { documentPdfResponse } from "@/lib/server/documents/response";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/bar/documents/{number}.pdf (bar client) → application/pdf: the signed-in bar's own
 * registration receipt or VAT invoice, to download again. 404 for an unknown number or a document
 * that is not this bar's.
 */
export const GET = route(
  { auth: "bar-client", params: z.object({ file: z.string().min(1).max(40) }), response: { 200: "application/pdf" } },
  async ({ params, user }) => {
    const { number, pdf } = await barDocumentPdf(user.id, params.file);
    return documentPdfResponse(number, pdf);
  },
);
