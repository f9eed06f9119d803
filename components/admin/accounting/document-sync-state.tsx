"use client";

import { RotateCwIcon } from "lucide-react";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";

export type DocumentSyncStates = Answer<"getAccountingDocumentStates">;
type DocumentState = DocumentSyncStates["documents"][number];

const LABELS: Record<DocumentState["state"], string> = {
  sent: "Sent",
  waiting: "Waiting",
  failed: "Failed",
  "not-sent": "Not sent",
};

/** The accounting states of the documents listed (null when nothing is connected: nothing is shown). */
export async function loadDocumentStates(numbers: string[]): Promise<Map<string, DocumentState> | null> {
  if (numbers.length === 0) return null;
  const answer = await api("getAccountingDocumentStates", { query: { numbers: numbers.join(",") } });
  return answer.connected ? new Map(answer.documents.map((d) => [d.number, d])) : null;
}

/**
 * One document's state in the accounting system: sent, waiting, or failed with the provider's
 * reason and a Retry button (the next run of the sync sends it again).
 */
export function DocumentSyncState({ state, onRetried }: { state: DocumentState; onRetried: () => void }) {
  const [busy, setBusy] = React.useState(false);

  async function retry() {
    setBusy(true);
    try {
      await api("retryAccountingDocument", { params: { number: state.number } });
      toast.success("Sent again shortly", `${state.number} goes with the next sync.`);
      onRetried();
    } catch (error) {
      toastApiError(error, { title: "Could not retry" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-testid={`accounting-state-${state.number}`}>
      <Badge variant={state.state === "failed" ? "destructive" : state.state === "sent" ? "success" : "outline"}>
        Accounts: {LABELS[state.state]}
      </Badge>
      {state.state === "failed" && (
        <>
          {state.reason && <span className="text-destructive">{state.reason}</span>}
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void retry()}>
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
