import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { barDocumentPath } from "@/lib/api-client/bar-documents";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";

export interface BarDocumentItem {
  number: string;
  /** "Receipt" or "VAT invoice" */
  title: string;
  amountPence: number;
  issuedAt: string;
}

/** The bar's registration fee's receipt or VAT invoice, to download again as a PDF. */
export function BarDocumentsCard({ documents }: { documents: BarDocumentItem[] }) {
  if (documents.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your documents</CardTitle>
        <CardDescription>The partner registration fee you paid, as a PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {documents.map((d) => (
            <li key={d.number} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm">
                {d.title} {d.number} · {formatGBP(d.amountPence)} ·{" "}
                {formatIsoDateLong(londonToday(new Date(d.issuedAt)))}
              </span>
              <Button asChild size="sm" variant="outline">
                <a href={barDocumentPath(d.number)} download aria-label={`Download ${d.title} ${d.number} (PDF)`}>
                  <DownloadIcon aria-hidden="true" />
                  Download PDF
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
