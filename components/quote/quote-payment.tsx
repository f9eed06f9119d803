"use client";

import { CheckCircle2Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";

// The wizard's card form (demo gateway or Stripe Elements), loaded only once there is a payment to take.
export const PaymentForm = dynamic(() => import("@/components/payments/payment-form").then((m) => m.PaymentForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the payment form" className="mx-auto my-6 size-6" />,
});

/**
 * What follows a quote's payment: `paid` from the card form's success on, and `paidNow` asks how
 * it settled, then opens the booking page (or shows the quote as it now stands).
 */
export function useQuotePaid() {
  const router = useRouter();
  const [paid, setPaid] = React.useState(false);
  const paidNow = React.useCallback(
    async (clientSecret: string | undefined) => {
      setPaid(true);
      // Without the secret there is nothing to ask: the page shows the quote as it now stands.
      const outcome = clientSecret
        ? await api("reportPaymentOutcome", { body: { clientSecret } }).catch(() => null)
        : null;
      if (outcome && "manageUrl" in outcome && outcome.manageUrl) router.push(outcome.manageUrl);
      else router.refresh();
    },
    [router],
  );
  return { paid, paidNow };
}

export function PaymentReceived() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-success/50 bg-success/10 p-3 text-sm">
      <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
      Thank you: your payment has been received. Opening your booking…
    </p>
  );
}
