"use client";

import { CheckCircle2Icon, RotateCwIcon } from "lucide-react";
import dynamic from "next/dynamic";

import type { CheckoutProblem } from "@/components/payments/checkout-outcome";
import type { Checkout, CheckoutSession } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatGBP } from "@/lib/domain/money";
import type { BookingQuote } from "@/lib/domain/pricing";
import type { TravelRefusal } from "@/lib/domain/travel-fee";
import { WIZARD_TOASTS } from "@/lib/validation/wizard-texts";

import { savePendingBooking, type BookingDetailsPayload, type WizardDetails } from "./booking-payload";
import { postBooking } from "./save-booking";
import { OrderSummary } from "./order-summary";

const PaymentForm = dynamic(() => import("@/components/payments/payment-form").then((m) => m.PaymentForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the payment form" className="mx-auto my-6 size-6" />,
});

export interface WizardIntentBody {
  amount: number;
  bookingDetails: BookingDetailsPayload;
}

/** The wizard's complete(): keeps the paid booking for /checkout and /booking-success, then saves it. */
export async function saveWizardBooking(paymentIntentId: string, session: CheckoutSession<WizardIntentBody> | null) {
  if (!session) throw new Error("No payment session");
  const payload = session.request.bookingDetails;
  const totalPence = Math.round(payload.totalAmount * 100);
  savePendingBooking({
    clientSecret: session.clientSecret,
    amountPence: session.amountPence,
    totalPence,
    details: payload,
    holdExpiresAt: session.holdExpiresAt,
    paymentIntentId,
  });
  return postBooking(payload, paymentIntentId, session.clientSecret);
}

/** Refusals of the venue's travel (distance mode): the first step shows them with the enquiry form. */
const TRAVEL_CODES: Readonly<Record<string, TravelRefusal>> = {
  "beyond-travel": "beyond-max-miles",
  "unknown-drive": "unknown-drive",
};

/**
 * A refused payment set-up: the server's slot refusals go back to the event details; its travel
 * refusals (and a missing venue postcode) back to the location, where the enquiry form is offered.
 */
export function paymentSetupRefusal(problem: CheckoutProblem): {
  backTo: 0 | 1 | null;
  toast: { title: string; description?: string };
  travel?: TravelRefusal;
} {
  if (problem.kind !== "failed") {
    // 409 (date full, time taken) or a 400 'date-…' / 'time-…'
    const fallback = problem.status === 409 ? WIZARD_TOASTS.dateNoLongerAvailable : WIZARD_TOASTS.dateUnavailable;
    return {
      backTo: 1,
      toast: { title: problem.title ?? fallback.title, description: problem.message ?? fallback.description },
    };
  }
  const travel = problem.code ? TRAVEL_CODES[problem.code] : undefined;
  const postcodeField = (problem.body as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors?.eventPostcode;
  if (problem.status === 400 && problem.message && (travel || postcodeField)) {
    return {
      backTo: 0,
      toast: { title: problem.title ?? WIZARD_TOASTS.postcodeRequired.title, description: problem.message },
      travel,
    };
  }
  if (problem.status === 400 && problem.message) {
    return {
      backTo: null,
      toast: { title: WIZARD_TOASTS.paymentSetupFailed.title, description: problem.message },
    };
  }
  return { backTo: null, toast: WIZARD_TOASTS.paymentSetupFailed };
}

/**
 * Step 5 of the wizard: the order summary, then the card form of the checkout session; once the
 * provider confirmed the payment, only "Save my booking" (never pay again).
 */
export function PaymentStep({
  checkout,
  details,
  quote,
  locationLabel,
  autoBalanceDaysBefore,
}: {
  checkout: Checkout<WizardIntentBody>;
  details: WizardDetails;
  quote: BookingQuote;
  locationLabel: string;
  autoBalanceDaysBefore: number | null;
}) {
  const { session, paidIntentId, completing: saving, paymentFormProps } = checkout;
  return (
    <div className="grid gap-5">
      <OrderSummary
        details={details}
        quote={quote}
        locationLabel={locationLabel}
        autoBalanceDaysBefore={autoBalanceDaysBefore}
      />
      {!session || !paymentFormProps ? (
        <Spinner label="Preparing secure payment" className="mx-auto my-6 size-6" />
      ) : paidIntentId ? (
        <div className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-4 text-sm" role="status">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" /> Payment received
          </p>
          <p>
            {saving
              ? "Saving your booking..."
              : "Your payment went through. Finish saving your booking: you will not be charged again."}
          </p>
          {!saving && (
            <Button onClick={() => void checkout.retry()} className="w-fit">
              <RotateCwIcon aria-hidden="true" /> Save my booking
            </Button>
          )}
        </div>
      ) : (
        <PaymentForm
          {...paymentFormProps}
          submitLabel={`Pay ${formatGBP(session.amountPence)}`}
          disabled={details.paymentType === "deposit" && !details.depositAgreement}
          disabledLabel="Agree to deposit terms to continue"
        />
      )}
    </div>
  );
}

/** The dialog after a saved booking. */
export function BookingSuccessDialog({
  open,
  onOpenChange,
  email,
  manageUrl,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  /** the customer's booking page, when the server gave it */
  manageUrl?: string;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} showCloseButton={false} className="text-center sm:max-w-md">
        <DialogHeader className="items-center text-center sm:text-center">
          <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
          <DialogTitle>Booking Successful!</DialogTitle>
          <DialogDescription>
            Thank you! Your magical experience is booked. A confirmation email with all the details is on its way to{" "}
            {email || "you"}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          {manageUrl && (
            <Button variant="outline" asChild>
              <a href={manageUrl}>See your booking</a>
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
