"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, api } from "@/lib/api-client";
import { QUOTE_MESSAGES } from "@/lib/validation/quotes";
import { toast } from "@/lib/toast";

/** "Decline this quote", with an optional reason: the quote can no longer be accepted and its date is released. */
export function DeclineQuote({ token }: { token: string }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [declined, setDeclined] = React.useState(false);

  async function decline() {
    setBusy(true);
    setError(null);
    try {
      await api("declineQuote", { params: { token }, body: { reason } });
      setDeclined(true);
    } catch (e) {
      const field =
        e instanceof ApiError ? (e.body as { fieldErrors?: Record<string, string> })?.fieldErrors?.reason : null;
      if (field) setError(field);
      else toast.error("Could not decline the quote", e instanceof Error ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  if (declined)
    return (
      <p role="status" className="rounded-lg border border-border p-4">
        {QUOTE_MESSAGES.declined}
      </p>
    );
  if (!open)
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {QUOTE_MESSAGES.decline}
      </Button>
    );
  return (
    <div className="grid gap-2 rounded-lg border border-border p-4">
      <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
      <Textarea
        id={`${id}-reason`}
        rows={3}
        value={reason}
        aria-invalid={!!error}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div className="flex gap-2">
        <Button type="button" variant="destructive" disabled={busy} onClick={decline}>
          {busy ? "Declining..." : QUOTE_MESSAGES.decline}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
          Keep the quote
        </Button>
      </div>
    </div>
  );
}
