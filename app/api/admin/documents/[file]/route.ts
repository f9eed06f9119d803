import { z } from "@/lib/validation/zod";
import { documentByNumber, DOCUMENT_NOT_FOUND } from "@/lib/server/documents/read";
import { documentPdf } from "@/lib/server/documents/pdf";
import { documentPdfResponse } from "@/lib/server/documents/response";
import { notFound } from "@/lib/server/http";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/documents/{number}.pdf (magician only) → application/pdf; 404 for an unknown number. */
export const GET = route(
  {
    auth: "magician",
    params: z.object({ file: z.string().min(1).max(40) }),
    response: { 200: "application/pdf" },
  },
  async ({ params }) => {
    if (!params.file.endsWith(".pdf")) throw notFound(DOCUMENT_NOT_FOUND);
    const document = await documentByNumber(params.file.slice(0, -4));
    return documentPdfResponse(document.number, await documentPdf(document));
  },
);
