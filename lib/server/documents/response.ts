import "server-only";
import { documentFilename } from "./attachments";

/** A document's PDF as a download, never kept by a cache (it names the customer). */
export function documentPdfResponse(number: string, pdf: Uint8Array): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFilename(number)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
