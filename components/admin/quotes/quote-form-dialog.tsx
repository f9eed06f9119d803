"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiError, type BodyOf } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { DURATIONS } from "@/lib/domain/constants";
import { fieldErrors } from "@/lib/validation/common";
import { QUOTE_MESSAGES, quoteCreateSchema } from "@/lib/validation/quotes";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/lib/toast";
import type { ServiceDto } from "../types";
import { QuoteLinesEditor } from "./quote-lines-editor";
import { quoteBodyOf, type QuoteFormState } from "./quote-form-state";

type TextKey = Exclude<keyof QuoteFormState, "lines" | "leadId" | "paymentType" | "holdDate">;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Create or edit a quote. The shared schema checks the form first (the server's own messages), then
 * the server answers; its field messages land on the same fields.
 */
export function QuoteFormDialog({
  initial,
  quoteId,
  services,
  onClose,
  onSaved,
}: {
  /** null: closed */
  initial: QuoteFormState | null;
  /** the quote being edited, else a new one */
  quoteId?: number | null;
  services: ServiceDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = React.useId();
  const [state, setState] = React.useState<QuoteFormState | null>(initial);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [saving, setSaving] = React.useState(false);
  React.useEffect(() => {
    setState(initial);
    setErrors({});
  }, [initial]);

  const set = (key: keyof QuoteFormState, value: unknown) => setState((s) => (s ? { ...s, [key]: value } : s));
  const text = (key: TextKey, label: string, type = "text") => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      <Input
        id={`${id}-${key}`}
        type={type}
        value={state?.[key] ?? ""}
        aria-invalid={!!errors[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!state) return;
    const body = quoteBodyOf(state);
    const checked = quoteCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setSaving(true);
    try {
      // The server checks the form's values again (its field messages are the same as the check above).
      if (quoteId)
        await api("updateQuote", {
          params: { id: quoteId },
          body: { ...body, leadId: undefined } as BodyOf<"updateQuote">,
        });
      else await api("createQuote", { body: body as BodyOf<"createQuote"> });
      toast.success(quoteId ? "Quote saved" : "Quote created", "Send it to the client when it is ready.");
      onSaved();
    } catch (error) {
      const given =
        error instanceof ApiError ? (error.body as { fieldErrors?: Record<string, string> })?.fieldErrors : null;
      if (given) setErrors(given);
      toastApiError(error, { title: "Could not save the quote" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={initial !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{quoteId ? `Edit quote Q-${quoteId}` : "New quote"}</DialogTitle>
          <DialogDescription>
            The client reads it, signs it by typing their name, and pays to book the date.
          </DialogDescription>
        </DialogHeader>
        {state && (
          <form onSubmit={save} className="grid gap-4" noValidate>
            <div className="grid gap-3 sm:grid-cols-3">
              {text("clientName", "Client name")}
              {text("clientEmail", "E-mail", "email")}
              {text("clientPhone", "Phone", "tel")}
            </div>
            {text("billingAddress", "Billing address (optional: printed on receipts and VAT invoices)")}
            <div className="grid gap-3 sm:grid-cols-3">
              {text("eventType", "Event type")}
              {text("eventDate", "Date", "date")}
              {text("startTime", "Start time", "time")}
              <Field id={`${id}-duration`} label="Duration" error={errors.durationMinutes}>
                <select
                  id={`${id}-duration`}
                  className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
                  value={state.durationMinutes}
                  onChange={(e) => set("durationMinutes", e.target.value)}
                >
                  {DURATIONS.map((d) => (
                    <option key={d} value={String(d)}>
                      {d} minutes
                    </option>
                  ))}
                </select>
              </Field>
              {text("guestCount", "Guests", "number")}
              {text("eventLocation", "Venue")}
            </div>
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
              {text("eventAddress", "Address")}
              {text("eventPostcode", "Venue postcode")}
            </div>
            <QuoteLinesEditor
              lines={state.lines}
              services={services}
              durationMinutes={state.durationMinutes}
              errors={errors}
              onChange={(lines) => set("lines", lines)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`${id}-plan`} label="Payment plan" error={errors.paymentType}>
                <select
                  id={`${id}-plan`}
                  className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
                  value={state.paymentType}
                  onChange={(e) => set("paymentType", e.target.value)}
                >
                  <option value="deposit">Deposit (50%) now, balance on the day</option>
                  <option value="full">Full payment now</option>
                </select>
              </Field>
              {text("expiresOn", "Valid until", "date")}
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-hold`}
                checked={state.holdDate}
                onCheckedChange={(checked) => set("holdDate", checked === true)}
              />
              <Label htmlFor={`${id}-hold`}>{QUOTE_MESSAGES.holdDate}</Label>
            </div>
            <Field id={`${id}-note`} label="Note to the client (optional)" error={errors.note}>
              <Textarea id={`${id}-note`} rows={3} value={state.note} onChange={(e) => set("note", e.target.value)} />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : quoteId ? "Save quote" : "Create quote"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
