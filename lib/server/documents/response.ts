import "server-only";
import { privateDownload } from "@/lib/server/http";
import { documentFilename } from "./attachments";

/** A document's PDF as a download, never kept by a cache (it names the customer). */
export function documentPdfResponse(number: string, pdf: Uint8Array): Response {
  return privateDownload(Buffer.from(pdf), {
    contentType: "application/pdf",
    filename: documentFilename(number),
    noindex: true,
  });
}
