"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import type { AccountingConnectionState } from "./types";

type Connection = NonNullable<AccountingConnectionState["connection"]>;

/**
 * The choices after consent: the organisation (when it reached several), the bank account payments
 * and refunds go into (listed by the provider), and the date documents are sent from (earlier than
 * the connection sends documents issued before it).
 */
export function AccountingChoices({
  connection,
  onChanged,
}: {
  connection: Connection;
  onChanged: (next: AccountingConnectionState) => void;
}) {
  const [banks, setBanks] = React.useState<{ id: string; name: string }[] | null>(null);
  const [sendFrom, setSendFrom] = React.useState(connection.sendFrom);
  const [busy, setBusy] = React.useState(false);
  const organisationId = connection.organisation?.id ?? null;

  React.useEffect(() => setSendFrom(connection.sendFrom), [connection.sendFrom]);

  React.useEffect(() => {
    if (!organisationId) return;
    let current = true;
    api("listAccountingBankAccounts")
      .then((answer) => current && setBanks(answer.bankAccounts))
      .catch((error) => current && toastApiError(error, { title: "Could not list the bank accounts" }));
    return () => {
      current = false;
    };
  }, [organisationId]);

  async function run(action: () => Promise<AccountingConnectionState>, done: string) {
    setBusy(true);
    try {
      onChanged(await action());
      toast.success(done);
    } catch (error) {
      toastApiError(error, { title: "Could not save" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {connection.organisations.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="font-medium">Organisation</legend>
          <RadioGroup
            value={organisationId ?? ""}
            onValueChange={(id) =>
              void run(() => api("chooseAccountingOrganisation", { body: { id } }), "Organisation chosen")
            }
          >
            {connection.organisations.map((o) => (
              <div key={o.id} className="flex items-center gap-2">
                <RadioGroupItem id={`accounting-org-${o.id}`} value={o.id} disabled={busy} />
                <Label htmlFor={`accounting-org-${o.id}`}>{o.name}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      )}
      {!organisationId ? (
        <p role="status" className="text-muted-foreground">
          Choose the organisation to send documents to: nothing is sent until you do.
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="font-medium">Bank account for payments and refunds</legend>
          {banks === null ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : banks.length === 0 ? (
            <p className="text-muted-foreground">The organisation has no bank account yet.</p>
          ) : (
            <RadioGroup
              value={connection.bankAccount?.id ?? ""}
              onValueChange={(id) =>
                void run(() => api("chooseAccountingBankAccount", { body: { id } }), "Bank account chosen")
              }
            >
              {banks.map((b) => (
                <div key={b.id} className="flex items-center gap-2">
                  <RadioGroupItem id={`accounting-bank-${b.id}`} value={b.id} disabled={busy} />
                  <Label htmlFor={`accounting-bank-${b.id}`}>{b.name}</Label>
                </div>
              ))}
            </RadioGroup>
          )}
          {!connection.bankAccount && (
            <p className="text-muted-foreground">Payments and refunds wait until you choose one.</p>
          )}
        </fieldset>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => api("setAccountingSendFrom", { body: { from: sendFrom } }), "Send-from date saved");
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="accounting-send-from">Send documents issued from</Label>
          <Input
            id="accounting-send-from"
            type="date"
            value={sendFrom}
            onChange={(event) => setSendFrom(event.target.value)}
            required
          />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={busy || sendFrom === connection.sendFrom}>
          Save date
        </Button>
      </form>
    </div>
  );
}
