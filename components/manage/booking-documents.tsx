import { DOCUMENT_TITLES, type DocumentKind } from "@/lib/domain/documents";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";

export interface BookingDocumentLink {
  number: string;
  kind: DocumentKind;
  amountPence: number;
  issuedAt: string;
  url: string;
}

/** The booking page's receipts, invoices and credit notes, each a PDF download. */
export function BookingDocuments({ documents }: { documents: BookingDocumentLink[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading" className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id="documents-heading" className="text-lg font-semibold">
        Documents
      </h2>
      <ul className="grid gap-2 text-sm">
        {documents.map((d) => (
          <li key={d.number} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <a className="underline underline-offset-4" href={d.url} download>
              {DOCUMENT_TITLES[d.kind]} {d.number} (PDF)
            </a>
            <span className="text-muted-foreground">
              {formatGBP(d.amountPence)}, {formatIsoDateLong(londonToday(new Date(d.issuedAt)))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
