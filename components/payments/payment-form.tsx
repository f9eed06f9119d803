"use client";

/**
 * The shared card payment form (wizard, bar registration, bar-service booking).
 *
 *   <PaymentForm clientSecret={secret} amountPence={2500} submitLabel="Pay £25.00"
 *     onSuccess={(paymentIntentId) => …} onError={(message) => …} />
 *
 * With a Stripe client secret and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY it renders Stripe's Payment
 * Element and confirms with stripe.confirmPayment (return_url {origin}{returnPath ?? /booking-success}, redirect
 * only if required). With a demo client secret (`pi_demo_…`, the offline gateway) it renders a
 * clearly labelled demo card form that calls POST /api/demo-payments/confirm. Button: submitLabel
 * (or "Pay £x"), 'Processing...' while confirming, then completedLabel ('Booking Completed');
 * disabled while processing, after completion, and when `disabled` (label `disabledLabel`).
 */
import * as React from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// "/pure": no Stripe.js <script> is injected on import, only when loadStripe() runs (never in demo mode).
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { CreditCardIcon, FlaskConicalIcon } from "lucide-react";
import { ApiError, api, stringField, withoutOfflineWrapper } from "@/lib/api-client";
import { publicEnv } from "@/lib/public-env";
import { cardExpiryProblem } from "@/lib/domain/card-expiry";
import { londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export interface PaymentFormProps {
  clientSecret: string;
  amountPence: number;
  submitLabel?: string;
  disabled?: boolean;
  disabledLabel?: string;
  completedLabel?: string;
  onSuccess: (paymentIntentId: string) => void | Promise<void>;
  onError?: (message: string) => void;
  className?: string;
  /** where the provider sends the visitor back after a redirect (3-D Secure): a path on this site; default /booking-success */
  returnPath?: string;
}

type Phase = "idle" | "processing" | "completed";

export const DEMO_MODE_LABEL = "Demo payment mode — no real card is charged";
export const DEMO_CARD_OK = "4242 4242 4242 4242";
export const DEMO_CARD_DECLINED = "4000 0000 0000 0002";
const UNEXPECTED = "An unexpected error occurred";

/**
 * What the demo form says when paying failed: the server's `error` for a refusal, else the thrown
 * error's own words (the browser's when no answer came).
 */
function failureText(thrown: unknown): string {
  if (thrown instanceof ApiError && thrown.status > 0) return stringField(thrown.body, "error") ?? "Payment failed";
  const error = withoutOfflineWrapper(thrown);
  return error instanceof Error && error.message ? error.message : UNEXPECTED;
}

/** What the demo card form says about a field it refuses: the one field at fault, not all three. */
export const DEMO_CARD_MESSAGES = {
  incomplete: "Please enter the card number, expiry date (MM / YY) and CVC.",
  expiryInvalid: "Please enter a valid expiry date.",
  expired: "This card has expired: check the expiry date.",
} as const;

export function isDemoClientSecret(clientSecret: string): boolean {
  return clientSecret.startsWith("pi_demo_");
}

let stripePromise: Promise<Stripe | null> | null = null;
function getStripe(key: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(key);
  return stripePromise;
}

export function PaymentForm(props: PaymentFormProps) {
  if (isDemoClientSecret(props.clientSecret)) return <DemoPaymentForm {...props} />;
  const key = publicEnv.stripePublishableKey;
  if (!key) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Card payments are not configured on this site. Please contact us to complete your booking.
      </p>
    );
  }
  return (
    <Elements
      key={props.clientSecret}
      stripe={getStripe(key)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: "night", variables: { colorPrimary: "#d4af37", borderRadius: "6px" } },
      }}
    >
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function buttonLabel(phase: Phase, props: PaymentFormProps): string {
  if (phase === "processing") return "Processing...";
  if (phase === "completed") return props.completedLabel ?? "Booking Completed";
  if (props.disabled && props.disabledLabel) return props.disabledLabel;
  return props.submitLabel ?? `Pay ${formatGBP(props.amountPence)}`;
}

function SubmitButton({ phase, props, ready = true }: { phase: Phase; props: PaymentFormProps; ready?: boolean }) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={!ready || phase !== "idle" || !!props.disabled}
      aria-busy={phase === "processing"}
    >
      {phase === "processing" ? <Spinner label="" /> : <CreditCardIcon aria-hidden="true" />}
      {buttonLabel(phase, props)}
    </Button>
  );
}

function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive" data-testid="payment-error">
      {message}
    </p>
  );
}

function StripePaymentForm(props: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [phase, setPhase] = React.useState<Phase>("idle");
  const [error, setError] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || phase !== "idle" || props.disabled) return;
    setPhase("processing");
    setError(null);
    try {
      const { error: stripeError, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${props.returnPath ?? "/booking-success"}` },
        redirect: "if_required",
      });
      if (stripeError) throw new Error(stripeError.message || UNEXPECTED);
      if (!paymentIntent || !["succeeded", "processing", "requires_capture"].includes(paymentIntent.status)) {
        throw new Error("Payment failed");
      }
      setPhase("completed");
      await props.onSuccess(paymentIntent.id);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : UNEXPECTED;
      setError(message);
      setPhase("idle");
      props.onError?.(message);
    }
  }

  return (
    <form onSubmit={submit} className={cn("space-y-4", props.className)} aria-label="Card payment">
      <PaymentElement />
      <InlineError message={error} />
      <SubmitButton phase={phase} props={props} ready={!!stripe && !!elements} />
    </form>
  );
}

function DemoPaymentForm(props: PaymentFormProps) {
  const [phase, setPhase] = React.useState<Phase>("idle");
  const [error, setError] = React.useState<string | null>(null);
  const [card, setCard] = React.useState(DEMO_CARD_OK);
  const [expiry, setExpiry] = React.useState("12 / 34");
  const [cvc, setCvc] = React.useState("123");
  const id = React.useId();
  const digits = card.replace(/\D/g, "");
  const declined = digits === DEMO_CARD_DECLINED.replace(/\D/g, "");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (phase !== "idle" || props.disabled) return;
    setError(null);
    const expiryProblem = cardExpiryProblem(expiry, londonToday());
    // an expiry typed in full but impossible (a 13th month) is told as such
    const expiryTyped = /^\d{2}\s*\/\s*\d{2}$/.test(expiry.trim());
    if (expiryProblem === "invalid" && expiryTyped) {
      setError(DEMO_CARD_MESSAGES.expiryInvalid);
      return;
    }
    if (digits.length < 12 || expiryProblem === "invalid" || !/^\d{3,4}$/.test(cvc.trim())) {
      setError(DEMO_CARD_MESSAGES.incomplete);
      return;
    }
    if (expiryProblem === "expired") {
      setError(DEMO_CARD_MESSAGES.expired);
      return;
    }
    setPhase("processing");
    try {
      const data = await api("confirmDemoPayment", {
        body: { clientSecret: props.clientSecret, outcome: declined ? "fail" : "succeed", card: digits },
      });
      if (!data?.paymentIntentId) throw new Error("Payment failed");
      setPhase("completed");
      await props.onSuccess(data.paymentIntentId);
    } catch (thrown) {
      const message = failureText(thrown);
      setError(message);
      setPhase("idle");
      props.onError?.(message);
    }
  }

  const locked = phase !== "idle";
  return (
    <form
      onSubmit={submit}
      className={cn("space-y-4", props.className)}
      aria-label="Demo card payment"
      data-testid="demo-payment-form"
    >
      <div role="note" className="flex items-start gap-2 rounded-md border border-primary/50 bg-primary/10 p-3 text-sm">
        <FlaskConicalIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-medium">{DEMO_MODE_LABEL}</p>
          <p className="text-muted-foreground">
            Use {DEMO_CARD_OK} to pay, or tick “Simulate a declined card” to see a failed payment.
          </p>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-card`}>Card number</Label>
        <Input
          id={`${id}-card`}
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => setCard(e.target.value)}
          disabled={locked}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-2">
          <Label htmlFor={`${id}-exp`}>Expiry (MM / YY)</Label>
          <Input
            id={`${id}-exp`}
            autoComplete="off"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            disabled={locked}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="off"
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
            disabled={locked}
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-decline`}
          checked={declined}
          disabled={locked}
          onCheckedChange={(checked) => setCard(checked === true ? DEMO_CARD_DECLINED : DEMO_CARD_OK)}
        />
        <Label htmlFor={`${id}-decline`}>Simulate a declined card</Label>
      </div>
      <InlineError message={error} />
      <SubmitButton phase={phase} props={props} />
    </form>
  );
}

export default PaymentForm;
