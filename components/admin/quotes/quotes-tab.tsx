"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { QUOTE_STATUSES, type QuoteStatus } from "@/lib/domain/quotes";
import type { QuoteDto } from "../types";
import { toast } from "@/lib/toast";
import { ListCard } from "../list-card";
import type { ServiceDto } from "../types";
import { QuoteEntry } from "./quote-entry";
import { QuoteFormDialog } from "./quote-form-dialog";
import { emptyQuoteForm, quoteFormOf, type QuoteFormState } from "./quote-form-state";

/** The magician's quotes: the list (by status), a new quote, edit, send, copy the client's link, withdraw. */
export function QuotesTab({ services }: { services: ServiceDto[] }) {
  const [status, setStatus] = React.useState<QuoteStatus | "">("");
  const [quotes, setQuotes] = React.useState<QuoteDto[] | null>(null);
  const [editing, setEditing] = React.useState<{ form: QuoteFormState; id: number | null } | null>(null);
  const [busy, setBusy] = React.useState<number | null>(null);

  const load = React.useCallback(async () => {
    try {
      setQuotes(await api("listQuotes", { query: { status } }));
    } catch (error) {
      toastApiError(error, { title: "Could not load the quotes" });
    }
  }, [status]);
  React.useEffect(() => void load(), [load]);

  async function act(q: QuoteDto, what: "send" | "withdraw") {
    setBusy(q.id);
    try {
      if (what === "send") await api("sendQuote", { params: { id: q.id } });
      else await api("withdrawQuote", { params: { id: q.id } });
      toast.success(what === "send" ? "Quote sent" : "Quote withdrawn", `Q-${q.id} for ${q.clientName}`);
      await load();
    } catch (error) {
      toastApiError(error, { title: what === "send" ? "Could not send the quote" : "Could not withdraw the quote" });
    } finally {
      setBusy(null);
    }
  }

  async function copyLink(q: QuoteDto) {
    await navigator.clipboard?.writeText(new URL(q.quoteUrl, window.location.origin).toString());
    toast.success("Link copied", "Paste it into a message to the client.");
  }

  return (
    <>
      <ListCard
        title="Quotes"
        description="Priced proposals the client signs and pays online"
        action={
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label="Show quotes"
              className="h-9 rounded-md border border-input bg-transparent px-2 text-sm capitalize"
              value={status}
              onChange={(e) => setStatus(e.target.value as QuoteStatus | "")}
            >
              <option value="">All</option>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <Button size="sm" onClick={() => setEditing({ form: emptyQuoteForm(), id: null })}>
              New quote
            </Button>
          </div>
        }
        isEmpty={quotes !== null && quotes.length === 0}
        emptyText={quotes === null ? "Loading…" : "No quotes yet."}
      >
        {(quotes ?? []).map((q) => (
          <QuoteEntry
            key={q.id}
            quote={q}
            busy={busy === q.id}
            onEdit={() => setEditing({ form: quoteFormOf(q), id: q.id })}
            onSend={() => void act(q, "send")}
            onWithdraw={() => void act(q, "withdraw")}
            onCopyLink={() => void copyLink(q)}
          />
        ))}
      </ListCard>
      <QuoteFormDialog
        initial={editing?.form ?? null}
        quoteId={editing?.id}
        services={services}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </>
  );
}
