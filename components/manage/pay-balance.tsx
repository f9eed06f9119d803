"use client";

import { CheckCircle2Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api, stringField } from "@/lib/api-client";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { payOptionLabel, type PayKind, type PayOption } from "./pay-option";

export { payOptionLabel, type PayOption };

// The wizard's card form (demo gateway or Stripe Elements), loaded only when a payment starts.
const PaymentForm = dynamic(() => import("@/components/payments/payment-form").then((m) => m.PaymentForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the payment form" className="mx-auto my-6 size-6" />,
});

const SETUP_FAILED = "Could not start the payment";
const OFFLINE = "Please check your connection and try again.";

type Session = { clientSecret: string; amountPence: number };

export interface PayBalanceProps {
  token: string;
  options: PayOption[];
  /** the option chosen on the page's stand-in before this code loaded */
  initialKind?: PayKind;
  /** "Continue to payment" was pressed on the stand-in: start the payment at once */
  startOnMount?: boolean;
}

/** The customer's "Pay": what to pay, then the same card form as the booking wizard. */
export function PayBalance({ token, options, initialKind, startOnMount = false }: PayBalanceProps) {
  const router = useRouter();
  const id = React.useId();
  const [kind, setKind] = React.useState<PayKind | "">(
    options.find((o) => o.kind === initialKind)?.kind ?? options[0]?.kind ?? "",
  );
  const [session, setSession] = React.useState<Session | null>(null);
  const [starting, setStarting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [paid, setPaid] = React.useState(false);
  const chosen = options.find((o) => o.kind === kind) ?? null;

  async function start() {
    if (!chosen || starting) return;
    setStarting(true);
    setError(null);
    try {
      const answer = await api("startBalancePayment", { params: { token }, body: { pay: chosen.kind } });
      // `amount` is what is charged now, in pounds; an answer without a secret cannot be paid.
      const { clientSecret, amount } = (answer ?? {}) as Partial<typeof answer>;
      if (typeof clientSecret !== "string" || !clientSecret) {
        setError("Please try again in a moment.");
        toast.error(SETUP_FAILED, "Please try again in a moment.");
        return;
      }
      const pounds = typeof amount === "number" && Number.isFinite(amount) ? amount : chosen.amount;
      setSession({ clientSecret, amountPence: poundsToPence(pounds) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status > 0) {
        const message = stringField(failure.body, "error") ?? "Please try again in a moment.";
        setError(message);
        toast.error(failure.title ?? SETUP_FAILED, message);
        return;
      }
      setError(OFFLINE);
      toast.error(SETUP_FAILED, OFFLINE);
    } finally {
      setStarting(false);
    }
  }

  // A press of the stand-in's "Continue to payment" is carried out once, when this code arrives.
  const replayed = React.useRef(false);
  React.useEffect(() => {
    if (!startOnMount || replayed.current) return;
    replayed.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  function paidNow() {
    setPaid(true);
    toast.success("Thank you: your payment has been received.");
    router.refresh();
  }

  if (options.length === 0) return null;

  if (paid) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-success/50 bg-success/10 p-3 text-sm"
      >
        <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
        Thank you: your payment has been received. This page shows it once it has been recorded.
      </p>
    );
  }

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={!!session || starting}>
        <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
          What would you like to pay?
        </legend>
        <RadioGroup
          aria-labelledby={`${id}-legend`}
          value={kind}
          onValueChange={(v) => setKind(v as PayKind)}
          disabled={!!session || starting}
        >
          {options.map((option) => (
            <Label
              key={option.kind}
              htmlFor={`${id}-${option.kind}`}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3 font-normal transition-colors hover:border-primary/60",
                kind === option.kind && "border-primary bg-primary/10",
              )}
            >
              <RadioGroupItem id={`${id}-${option.kind}`} value={option.kind} />
              {payOptionLabel(option)}
            </Label>
          ))}
        </RadioGroup>
      </fieldset>

      {!session ? (
        <Button className="w-fit" disabled={!chosen || starting} aria-busy={starting} onClick={() => void start()}>
          {starting && <Spinner label="" />}
          {starting ? "Preparing secure payment..." : "Continue to payment"}
        </Button>
      ) : (
        <PaymentForm
          clientSecret={session.clientSecret}
          amountPence={session.amountPence}
          submitLabel={`Pay ${formatGBP(session.amountPence)}`}
          completedLabel="Payment received"
          returnPath={`/booking/${token}`}
          onSuccess={paidNow}
          onError={(message) => toast.error("Payment failed", message)}
        />
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="pay-error">
          {error}
        </p>
      )}
    </div>
  );
}
