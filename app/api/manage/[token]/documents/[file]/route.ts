import { z } from "@/lib/validation/zod";
import { documentPdfResponse } from "@/lib/server/documents/response";
import { customerDocumentPdf } from "@/lib/server/manage/documents";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/manage/{token}/documents/{number}.pdf → application/pdf: one of the booking's receipts,
 * VAT invoices or credit notes. 404 for an unknown or revoked link, an unknown number, or another
 * booking's document.
 */
export const GET = route(
  {
    auth: "token",
    params: z.object({ token: z.string().min(1), file: z.string().min(1).max(40) }),
    response: { 200: "application/pdf" },
  },
  async ({ params }) => {
    const { number, pdf } = await customerDocumentPdf(params.token, params.file);
    return documentPdfResponse(number, pdf);
  },
);
