import "server-only";
import type { DocumentAttachment } from "./types";

export const documentFilename = (number: string) => `${number}.pdf`;

/** Documents to attach to a mail, by number: the outbox renders each PDF when it sends the mail. */
export function documentAttachments(numbers: readonly string[]): DocumentAttachment[] {
  return numbers.map((number) => ({
    filename: documentFilename(number),
    contentType: "application/pdf",
    document: number,
  }));
}
