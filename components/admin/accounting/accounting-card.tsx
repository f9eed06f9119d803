"use client";

import { BookOpenCheckIcon, UnplugIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { ACCOUNTING_PROVIDERS, ACCOUNTING_PROVIDER_NAMES } from "@/lib/domain/accounting";
import { api, apiPath, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import { AccountingChoices } from "./accounting-choices";
import type { AccountingConnectionState } from "./types";

type Summary = Answer<"getAccounting">;

/** A top-level navigation, not a fetch: the connect route answers with a redirect to the provider's consent page. */
export function connectHref(provider: (typeof ACCOUNTING_PROVIDERS)[number]): string {
  return apiPath("connectAccounting", { query: { provider } });
}

/**
 * Settings → Accounting: connect Xero or FreeAgent (OAuth, in the browser), choose the organisation
 * and the bank account payments go into, the date documents are sent from, the counts of documents
 * waiting and failed, and disconnect (revokes the access there). Loads its own data.
 */
export function AccountingCard() {
  const [view, setView] = React.useState<AccountingConnectionState | null>(null);
  const [summary, setSummary] = React.useState<Summary | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  const reload = React.useCallback(async () => {
    const [connection, counts] = await Promise.all([api("getAccountingConnection"), api("getAccounting")]);
    setView(connection);
    setSummary(counts);
  }, []);

  React.useEffect(() => {
    reload().catch((error) => toastApiError(error, { title: "Could not load the accounting connection" }));
  }, [reload]);

  async function disconnect() {
    setBusy(true);
    try {
      await api("disconnectAccounting");
      setConfirming(false);
      await reload();
      toast.success("Accounting disconnected", "Nothing more is sent; what was sent stays in your books.");
    } catch (error) {
      toastApiError(error, { title: "Could not disconnect" });
    } finally {
      setBusy(false);
    }
  }

  const connection = view?.connection ?? null;
  const name = connection ? ACCOUNTING_PROVIDER_NAMES[connection.provider] : "";

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpenCheckIcon aria-hidden="true" className="size-5 text-primary" />
          Accounting
        </CardTitle>
        <CardDescription>
          Every receipt, VAT invoice and credit note, with its payment or refund, sent to your accounting system once,
          so nothing is typed in twice.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {view === null ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : connection === null ? (
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              {ACCOUNTING_PROVIDERS.map((provider) =>
                view.configured[provider] ? (
                  <Button key={provider} asChild size="sm">
                    <a href={connectHref(provider)}>Connect {ACCOUNTING_PROVIDER_NAMES[provider]}</a>
                  </Button>
                ) : (
                  <Button key={provider} size="sm" variant="outline" disabled>
                    Connect {ACCOUNTING_PROVIDER_NAMES[provider]}
                  </Button>
                ),
              )}
            </div>
            {ACCOUNTING_PROVIDERS.some((provider) => !view.configured[provider]) && (
              <p className="text-muted-foreground">
                A greyed-out system is not set up on this server (its OAuth client ID and secret are not set).
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            <p>
              Connected to <span className="font-medium">{name}</span>
              {connection.organisation ? (
                <>
                  {" "}
                  · <span className="font-medium">{connection.organisation.name}</span>
                </>
              ) : null}{" "}
              since {new Date(connection.since).toLocaleDateString("en-GB", { timeZone: "Europe/London" })}
            </p>
            {summary?.connected && (
              <p aria-live="polite" data-testid="accounting-counts">
                {summary.pending} waiting · {summary.failed} failed
                {summary.failed > 0 ? " (see Receipts and invoices to retry)" : ""}
              </p>
            )}
            <AccountingChoices
              connection={connection}
              onChanged={(next) => {
                setView(next);
                void reload().catch(() => undefined);
              }}
            />
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
              <UnplugIcon aria-hidden="true" />
              Disconnect {name}
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
        title={`Disconnect ${name}?`}
        description="The site stops sending documents and revokes its access; what was already sent stays in your books."
        confirmLabel="Disconnect"
      />
    </Card>
  );
}
