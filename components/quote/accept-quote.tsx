"use client";

import * as React from "react";
import { SmsConsentText } from "@/components/shared/sms-consent-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, api, stringField } from "@/lib/api-client";
import { formatGBP } from "@/lib/domain/money";
import { signedNameDiffersMessage, signedNameMatches } from "@/lib/domain/quotes";
import type { IntentAnswer } from "@/lib/validation/booking";
import { QUOTE_MESSAGES } from "@/lib/validation/quotes";
import { toast } from "@/lib/toast";
import { PaymentForm, PaymentReceived, useQuotePaid } from "./quote-payment";

interface Fields {
  name: string;
  autoBalance: boolean;
  smsConsent: boolean;
}

export interface AcceptQuoteProps {
  token: string;
  agreementText: string;
  agreementSha256: string;
  dueNowPence: number;
  /** the name the quote is for: signing with another is confirmed first */
  clientName: string;
  /** the optional automatic balance tick's words, when the magician offers it for this quote's plan */
  autoBalanceText?: string | null;
}

/** The agreement, the client's typed name, then the first payment with the wizard's card form. */
export function AcceptQuote({
  token,
  agreementText,
  agreementSha256,
  dueNowPence,
  clientName,
  autoBalanceText,
}: AcceptQuoteProps) {
  const id = React.useId();
  const [name, setName] = React.useState("");
  const nameInput = React.useRef<HTMLInputElement>(null);
  const tickInput = React.useRef<HTMLInputElement>(null);
  const [autoBalance, setAutoBalance] = React.useState(false);
  const smsInput = React.useRef<HTMLInputElement>(null);
  const [smsConsent, setSmsConsent] = React.useState(false);
  const [smsError, setSmsError] = React.useState<string | null>(null);
  // A name typed, or the tick ticked, before the page was hydrated is in the field but not in the
  // state (React leaves a field's input alone when it hydrates): keep it. The tick is a native
  // checkbox for that reason: it ticks without scripts, where a scripted one would wait for them.
  React.useEffect(() => {
    const typed = nameInput.current?.value;
    if (typed) setName(typed);
    if (tickInput.current?.checked) setAutoBalance(true);
    if (smsInput.current?.checked) setSmsConsent(true);
  }, []);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [session, setSession] = React.useState<IntentAnswer | null>(null);
  const { paid, paidNow } = useQuotePaid();
  // The question asked when the typed name is not the client's: answered by signing anyway or changing it.
  const [otherName, setOtherName] = React.useState<string | null>(null);

  // What the form holds now: a press made before the page was hydrated is pressed again as soon as
  // React owns it, which can be before the effect above has copied the early typing into the state.
  function fields(): Fields {
    return {
      name: nameInput.current?.value ?? name,
      autoBalance: tickInput.current?.checked ?? autoBalance,
      smsConsent: smsInput.current?.checked ?? smsConsent,
    };
  }

  async function accept(event: React.FormEvent) {
    event.preventDefault();
    const now = fields();
    setName(now.name);
    setAutoBalance(now.autoBalance);
    setSmsConsent(now.smsConsent);
    if (now.name.trim().length < 2) {
      setError(QUOTE_MESSAGES.signedName);
      return;
    }
    if (!signedNameMatches(now.name, clientName)) {
      setError(null);
      setOtherName(signedNameDiffersMessage(now.name, clientName));
      return;
    }
    await send(now, false);
  }

  async function send(now: Fields, confirmOtherName: boolean) {
    setBusy(true);
    setError(null);
    setOtherName(null);
    try {
      setSession(
        await api("acceptQuote", {
          params: { token },
          body: {
            signedName: now.name.trim(),
            agreementSha256,
            ...(autoBalanceText && now.autoBalance ? { autoBalance: true } : {}),
            ...(now.smsConsent ? { smsConsent: true } : {}),
            ...(confirmOtherName ? { confirmOtherName } : {}),
          },
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "signed-name-differs") {
        setOtherName(failure.message);
        return;
      }
      if (failure instanceof ApiError && failure.code === "sms-not-textable") {
        setSmsError(failure.message);
        return;
      }
      const message =
        failure instanceof ApiError && failure.status > 0
          ? (stringField(failure.body, "error") ?? "Please try again in a moment.")
          : "Please check your connection and try again.";
      setError(message);
      toast.error("Could not accept the quote", message);
    } finally {
      setBusy(false);
    }
  }

  if (paid) return <PaymentReceived />;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Agreement
      </h2>
      <pre className="max-h-80 overflow-auto whitespace-pre-wrap rounded bg-muted p-3 font-sans text-sm">
        {agreementText}
      </pre>
      {session ? (
        <PaymentForm
          clientSecret={session.clientSecret}
          amountPence={session.amountPence}
          submitLabel={`Pay ${formatGBP(session.amountPence)}`}
          returnPath="/booking-success"
          onSuccess={() => paidNow(session.clientSecret)}
          onError={(message) => setError(message)}
        />
      ) : (
        <form onSubmit={accept} className="grid gap-3" noValidate>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-name`}>Type your full name to sign</Label>
            <Input
              ref={nameInput}
              id={`${id}-name`}
              value={name}
              autoComplete="name"
              onChange={(e) => {
                setName(e.target.value);
                setOtherName(null);
              }}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          {autoBalanceText && (
            <div className="flex items-start gap-3">
              <input
                ref={tickInput}
                type="checkbox"
                id={`${id}-auto-balance`}
                checked={autoBalance}
                onChange={(e) => setAutoBalance(e.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <Label htmlFor={`${id}-auto-balance`} className="leading-snug font-normal">
                {autoBalanceText}
              </Label>
            </div>
          )}
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <input
                ref={smsInput}
                type="checkbox"
                id={`${id}-sms`}
                checked={smsConsent}
                onChange={(e) => {
                  setSmsConsent(e.target.checked);
                  setSmsError(null);
                }}
                aria-invalid={!!smsError || undefined}
                aria-describedby={smsError ? `${id}-sms-error` : `${id}-sms-hint`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <SmsConsentText id={id} />
            </div>
            {smsError && (
              <p id={`${id}-sms-error`} role="alert" className="text-xs text-destructive">
                {smsError}
              </p>
            )}
          </div>
          {otherName ? (
            <div role="alert" className="grid gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
              <p>{otherName}</p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" disabled={busy} onClick={() => void send(fields(), true)}>
                  {busy ? "Accepting…" : "Sign anyway"}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setOtherName(null);
                    nameInput.current?.focus();
                  }}
                >
                  Change the name
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit" disabled={busy}>
              {busy ? "Accepting…" : `Accept and pay ${formatGBP(dueNowPence)}`}
            </Button>
          )}
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
