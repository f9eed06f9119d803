"use client";

import { ArrowLeftIcon, CircleAlertIcon } from "lucide-react";

import { PaymentForm } from "@/components/payments/payment-form";
import type { useCheckout } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Spinner } from "@/components/ui/spinner";
import { REGISTRATION_FEE_PENCE } from "@/lib/domain/constants";
import { formatGBP } from "@/lib/domain/money";

/** Step 2 of /register-bar: the £25 fee's summary and the payment (or, once paid, "Try Again"). */
export function RegistrationPaymentStep({
  barName,
  username,
  paymentFormProps,
  paidIntentId,
  busy,
  onRetry,
  onBack,
}: {
  barName: string;
  username: string;
  paymentFormProps: NonNullable<ReturnType<typeof useCheckout>["paymentFormProps"]>;
  paidIntentId: string | null;
  busy: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <div className="space-y-6">
      <section aria-label="Payment summary" className="rounded-lg border border-border/70 bg-background/40 p-4">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Registration Fee</dt>
            <dd>{formatGBP(REGISTRATION_FEE_PENCE)}</dd>
          </div>
          <Separator />
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd className="text-primary">{formatGBP(REGISTRATION_FEE_PENCE)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          Registering {barName} as username “{username}”.
        </p>
      </section>
      {paidIntentId ? (
        <div className="space-y-3">
          <p role="status" className="flex items-start gap-2 text-sm">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Payment received. {busy ? "Creating your account..." : "Your account could not be created yet."}
          </p>
          <Button type="button" className="w-full" disabled={busy} onClick={onRetry}>
            {busy ? <Spinner label="" /> : null}
            Try Again
          </Button>
        </div>
      ) : (
        <PaymentForm
          {...paymentFormProps}
          amountPence={REGISTRATION_FEE_PENCE}
          submitLabel={`Pay ${formatGBP(REGISTRATION_FEE_PENCE)}`}
          completedLabel="Payment Completed"
        />
      )}
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
    </div>
  );
}
