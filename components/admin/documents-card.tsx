"use client";

import { DownloadIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DOCUMENT_TITLES } from "@/lib/domain/documents";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { api, apiPath, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { DocumentSyncState, loadDocumentStates, type DocumentSyncStates } from "./accounting/document-sync-state";

export const DOCUMENTS_EXPORT_PATH = apiPath("exportDocuments");

/** A document as the documents list answers it. */
type AdminDocumentRow = Answer<"listDocuments">[number];

/**
 * Receipts, VAT invoices and credit notes: the latest ones (loaded when asked for), each a PDF, and
 * all of them as a CSV download for the accountant.
 */
export function DocumentsCard() {
  const [rows, setRows] = React.useState<AdminDocumentRow[] | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [states, setStates] = React.useState<Map<string, DocumentSyncStates["documents"][number]> | null>(null);

  async function load() {
    setLoading(true);
    try {
      const list = await api("listDocuments", { query: { limit: 20 } });
      setRows(list);
      // Where an accounting system is connected, each document says whether it got there.
      setStates(await loadDocumentStates(list.map((d) => d.number)).catch(() => null));
    } catch (error) {
      toastApiError(error, { title: "Could not load the documents" });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts and invoices</CardTitle>
        <CardDescription>
          Every payment gets a numbered receipt (a VAT invoice once your VAT number is in Settings); every refund a
          credit note.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={loading}
            onClick={() => void load()}
            aria-pressed={rows !== null}
          >
            {rows === null ? "Show latest documents" : "Refresh"}
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={DOCUMENTS_EXPORT_PATH} download>
              <DownloadIcon aria-hidden="true" />
              Export documents (CSV)
            </a>
          </Button>
        </div>
        {rows !== null && rows.length === 0 && <p className="text-sm text-muted-foreground">No documents yet.</p>}
        {rows !== null && rows.length > 0 && (
          <ul className="space-y-2" aria-label="Latest documents">
            {rows.map((d) => (
              <li key={d.number} className="rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <a className="font-medium underline underline-offset-4" href={d.url} download>
                    {DOCUMENT_TITLES[d.kind]} {d.number}
                  </a>
                  <span className="ml-auto">{formatGBP(d.grossPence)}</span>
                </div>
                <p className="text-muted-foreground">
                  {formatIsoDateLong(d.issuedOn)} · {d.customer}
                  {d.bookingId !== null ? ` · booking #${d.bookingId}` : ""}
                  {d.creditsNumber ? ` · credits ${d.creditsNumber}` : ""}
                  {d.vatPence !== 0 ? ` · VAT ${formatGBP(d.vatPence)}` : ""}
                </p>
                {states?.get(d.number) && (
                  <DocumentSyncState state={states.get(d.number)!} onRetried={() => void load()} />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
