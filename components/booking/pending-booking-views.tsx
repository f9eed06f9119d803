"use client";

import { AlertTriangleIcon, ClockIcon, CreditCardIcon, RotateCwIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatGBP } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { WIZARD_TOASTS } from "@/lib/validation/wizard-texts";

import {
  clearPendingBooking,
  intentIdFromSecret,
  readPendingBooking,
  savePendingBooking,
  type PendingBooking,
} from "./booking-payload";
import { Panel, Summary, SuccessPanel, homeLink } from "./pending-booking-panels";
import { saveBooking } from "./save-booking";
import { clearDraft } from "./wizard-draft";

const PaymentForm = dynamic(() => import("@/components/payments/payment-form").then((m) => m.PaymentForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the payment form" className="mx-auto my-6 size-6" />,
});

type View =
  | { kind: "loading" }
  | { kind: "saving" }
  | { kind: "success"; email?: string; manageUrl?: string }
  | { kind: "not-found" }
  | { kind: "processing" }
  | { kind: "failed"; message: string; canRetryPayment: boolean }
  | { kind: "save-failed"; message: string; pending: PendingBooking }
  | { kind: "pay"; pending: PendingBooking }
  | { kind: "none" };

async function save(pending: PendingBooking, paymentIntentId: string, setView: (v: View) => void) {
  setView({ kind: "saving" });
  savePendingBooking({ ...pending, paymentIntentId });
  const outcome = await saveBooking(pending.details, paymentIntentId);
  if (outcome.ok) {
    clearPendingBooking();
    clearDraft();
    toast.success(WIZARD_TOASTS.bookingSuccessful.title, WIZARD_TOASTS.bookingSuccessful.description);
    setView({ kind: "success", email: pending.details.clientEmail });
  } else if (outcome.kind === "retry") {
    setView({ kind: "save-failed", message: outcome.message, pending: { ...pending, paymentIntentId } });
  } else {
    // refused: the server does not keep a booking it refused; the visitor starts again
    clearPendingBooking();
    setView({ kind: "failed", message: outcome.message, canRetryPayment: false });
  }
}

/**
 * What became of a payment the provider sent the visitor back for, asked of the server with the
 * payment's client secret (the query string alone proves nothing).
 */
async function askServer(clientSecret: string, setView: (v: View) => void) {
  try {
    const answer = await api("reportPaymentOutcome", { body: { clientSecret } });
    if (answer.status === "confirmed") setView({ kind: "success", manageUrl: answer.manageUrl });
    else if (answer.status === "processing") setView({ kind: "processing" });
    else setView({ kind: "not-found" });
  } catch {
    setView({
      kind: "failed",
      message: "We could not check your payment just now. Please reload this page in a moment.",
      canRetryPayment: false,
    });
  }
}

function ViewPanel({ view, setView }: { view: View; setView: (v: View) => void }) {
  switch (view.kind) {
    case "loading":
    case "saving":
      return (
        <Panel
          icon={<Spinner label="" className="size-7" />}
          title={view.kind === "saving" ? "Saving your booking..." : "Checking your payment..."}
        >
          <p>This only takes a moment. Please keep this page open.</p>
        </Panel>
      );
    case "success":
      return <SuccessPanel email={view.email} manageUrl={view.manageUrl} />;
    case "not-found":
      return (
        <Panel
          icon={<AlertTriangleIcon className="size-8 text-warning" aria-hidden="true" />}
          title="No booking found for this payment"
          tone="warning"
        >
          <p>
            We could not find a paid booking for this payment. If your card was charged, you will receive an e-mail;
            otherwise please start a new booking.
          </p>
          {homeLink}
        </Panel>
      );
    case "processing":
      return (
        <Panel
          icon={<ClockIcon className="size-8 text-warning" aria-hidden="true" />}
          title="Payment processing"
          tone="warning"
        >
          <p>
            Your payment is being processed by your bank. We will e-mail you as soon as it is confirmed; no need to pay
            again.
          </p>
          {homeLink}
        </Panel>
      );
    case "failed":
      return (
        <Panel
          icon={<AlertTriangleIcon className="size-8 text-destructive-text" aria-hidden="true" />}
          title="Payment Failed"
          tone="warning"
        >
          <p>{view.message}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {view.canRetryPayment && (
              <Link href="/checkout" className={buttonVariants()}>
                <CreditCardIcon aria-hidden="true" /> Try paying again
              </Link>
            )}
            <Link href="/" className={buttonVariants({ variant: "outline" })}>
              Back to home
            </Link>
          </div>
        </Panel>
      );
    case "save-failed":
      return (
        <Panel
          icon={<AlertTriangleIcon className="size-8 text-warning" aria-hidden="true" />}
          title="Booking not saved yet"
          tone="warning"
        >
          <p>{view.message}</p>
          <Button onClick={() => void save(view.pending, view.pending.paymentIntentId!, setView)}>
            <RotateCwIcon aria-hidden="true" /> Save my booking
          </Button>
        </Panel>
      );
    case "pay":
      return (
        <div className="rounded-2xl border bg-card/80 p-6 shadow-xl sm:p-8">
          <h1 className="font-display text-2xl font-semibold sm:text-3xl">Complete your booking</h1>
          <p className="mt-2 text-muted-foreground">
            Your booking is waiting for payment. Pay now to secure your date.
          </p>
          <div className="mt-6 grid gap-6">
            <Summary pending={view.pending} />
            <PaymentForm
              clientSecret={view.pending.clientSecret}
              amountPence={view.pending.amountPence}
              submitLabel={`Pay ${formatGBP(view.pending.amountPence)}`}
              onSuccess={(id: string) =>
                void save(view.pending, id || intentIdFromSecret(view.pending.clientSecret), setView)
              }
              onError={(message: string) =>
                toast.error(WIZARD_TOASTS.paymentFailed.title, message || WIZARD_TOASTS.paymentFailed.description)
              }
            />
          </div>
        </div>
      );
    default:
      return (
        <Panel icon={<CreditCardIcon className="size-8 text-primary" aria-hidden="true" />} title="Nothing to pay">
          <p>There is no booking waiting for payment in this browser. Start a new booking from the home page.</p>
          <Link href="/#services" className={buttonVariants()}>
            Book a performance
          </Link>
        </Panel>
      );
  }
}

/** /booking-success: the card provider's return address (query: payment_intent, payment_intent_client_secret, redirect_status). */
export function BookingSuccessView({
  paymentIntent,
  clientSecret,
  redirectStatus,
}: {
  paymentIntent?: string;
  clientSecret?: string;
  redirectStatus?: string;
}) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingBooking();
    const matches =
      pending &&
      (!paymentIntent ||
        intentIdFromSecret(pending.clientSecret) === paymentIntent ||
        pending.paymentIntentId === paymentIntent);
    if (redirectStatus === "succeeded") {
      if (pending && matches)
        void save(
          pending,
          paymentIntent ?? pending.paymentIntentId ?? intentIdFromSecret(pending.clientSecret),
          setView,
        );
      else if (clientSecret) void askServer(clientSecret, setView);
      else setView({ kind: "not-found" });
    } else if (redirectStatus === "processing") {
      setView({ kind: "processing" });
    } else if (redirectStatus) {
      setView({
        kind: "failed",
        message: "Your payment could not be processed. No booking was made and you have not been charged.",
        canRetryPayment: Boolean(pending),
      });
    } else {
      setView({ kind: "none" });
    }
  }, [paymentIntent, clientSecret, redirectStatus]);
  return (
    <div aria-live="polite">
      <ViewPanel view={view} setView={setView} />
    </div>
  );
}

/** /checkout: resume paying the booking this browser started, or a clear message. */
export function CheckoutView() {
  const [view, setView] = useState<View>({ kind: "loading" });
  useEffect(() => {
    const pending = readPendingBooking();
    if (!pending) setView({ kind: "none" });
    else if (pending.paymentIntentId)
      setView({
        kind: "save-failed",
        message: "Your payment was received. Save your booking to finish: you will not be charged again.",
        pending,
      });
    else setView({ kind: "pay", pending });
  }, []);
  return (
    <div aria-live="polite">
      <ViewPanel view={view} setView={setView} />
    </div>
  );
}
