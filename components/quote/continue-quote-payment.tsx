"use client";

import { CreditCardIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { ApiError, api, stringField } from "@/lib/api-client";
import { formatGBP } from "@/lib/domain/money";
import type { IntentAnswer } from "@/lib/validation/booking";
import { toast } from "@/lib/toast";
import { PaymentForm, PaymentReceived, useQuotePaid } from "./quote-payment";

export interface ContinueQuotePaymentProps {
  token: string;
  /** the first payment the client signed for, in pence */
  amountPence: number;
  /** the end of the checkout's hold on the date, ISO */
  holdExpiresAt: string;
}

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

/**
 * "Continue to payment" on a signed quote whose payment was left (a closed tab, a reload): the
 * checkout the signature started, with its card form, while the date is held. The server answers
 * the same payment intent, so nothing can be charged twice.
 */
export function ContinueQuotePayment({ token, amountPence, holdExpiresAt }: ContinueQuotePaymentProps) {
  const router = useRouter();
  const [session, setSession] = React.useState<IntentAnswer | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const { paid, paidNow } = useQuotePaid();

  async function resume() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setSession(await api("startQuotePayment", { params: { token } }));
    } catch (failure) {
      const answered = failure instanceof ApiError && failure.status > 0;
      const message = answered
        ? (stringField(failure.body, "error") ?? "Please try again in a moment.")
        : "Please check your connection and try again.";
      setError(message);
      toast.error("Could not continue the payment", message);
      // The hold ended or the payment went through meanwhile: the page shows where the quote now stands.
      if (answered && failure.status === 409) router.refresh();
    } finally {
      setBusy(false);
    }
  }

  if (paid) return <PaymentReceived />;
  return (
    <div className="grid gap-3">
      <p>
        Your payment of {formatGBP(amountPence)} has not been made yet. The date is kept for you until{" "}
        {clock.format(new Date(holdExpiresAt))}.
      </p>
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
        <Button type="button" className="w-fit" disabled={busy} onClick={() => void resume()}>
          <CreditCardIcon aria-hidden="true" />
          {busy ? "Opening the payment…" : "Continue to payment"}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
