"use client";

import { useMemo, useRef, useState, type RefObject } from "react";

import type { CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { useCheckout } from "@/components/payments/use-checkout";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { londonToday } from "@/lib/domain/dates";
import type { PublicService } from "@/lib/domain/services";
import type { TravelRefusal } from "@/lib/domain/travel-fee";
import { toast } from "@/lib/toast";
import type { ToastText } from "@/lib/validation/common";
import { WIZARD_TOASTS } from "@/lib/validation/wizard-texts";

import { bookingDetailsPayload, clearPendingBooking, quoteFor, savePendingBooking } from "./booking-payload";
import { ContinuePaymentNotice } from "./continue-payment";
import { showEnquiryForm } from "./travel-note";
import { saveFailure } from "./save-booking";
import { usePaymentTerms, useRegisteredBars, useWizardServices } from "./use-booking-data";
import { useEventDay } from "./use-event-day";
import { useStepToast } from "./use-step-toast";
import { useTravel } from "./use-travel";
import { useWizardForm } from "./use-wizard-form";
import { useWizardHistory } from "./use-wizard-history";
import { clearDraft } from "./wizard-draft";
import { useFocusStepHeading, useReturnFocus } from "./wizard-focus";
import { WizardFooter } from "./wizard-footer";
import { WizardHeader } from "./wizard-header";
import { showToast, WizardStep } from "./wizard-step";
import { landingStep, startingPoint, LAST_STEP } from "./wizard-history";
import { BookingSuccessDialog, paymentSetupRefusal, saveWizardBooking } from "./wizard-payment";
import type { WizardIntentBody } from "./wizard-payment";

export interface BookingWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Summon a Magician', 'Book a Magician' or the service's own title, after the button that opened it. */
  title: string;
  preselectedServiceId?: number;
  initialServices: readonly PublicService[];
  /** Where focus goes when the dialogs close (the button that opened the wizard). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Reopened from the address (`?book=N` after a reload, Back or Forward): the kept details and that step. */
  restore?: boolean;
}

/**
 * The 'Summon a Magician' booking wizard: location, event details, services,
 * confirmation, payment; then the success dialog. One component for every entry point; each step is
 * a browser history entry and the details survive a reload.
 */
export default function BookingWizard(props: BookingWizardProps) {
  const { open, onOpenChange, title, preselectedServiceId, initialServices, returnFocusTo, restore = false } = props;
  const [start] = useState(() => startingPoint(restore, preselectedServiceId));
  const [step, setStep] = useState(start.step);
  const [month, setMonth] = useState<Date | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  const [manageUrl, setManageUrl] = useState<string | undefined>(undefined);
  // an unpaid checkout kept from before (a reload, a closed wizard) is offered until this wizard starts its own
  const [startedHere, setStartedHere] = useState(false);
  // Once the provider confirmed a payment (checkout.paidIntentId) we only (re)try saving, never pay again.
  const checkout = useCheckout<WizardIntentBody>({ complete: saveWizardBooking, onOutcome: bookingOutcome });
  const { paidIntentId, creating: creatingIntent, completing: saving } = checkout;

  const { bars, state: barsState } = useRegisteredBars();
  const services = useWizardServices(initialServices);
  const paymentTerms = usePaymentTerms();
  const { form, details, patch, checkStep } = useWizardForm({
    initial: start.details,
    title,
    step,
    services,
    todayIso: londonToday(),
  });
  const travel = useTravel(details);
  const day = useEventDay(details, travel.postcode);
  const showStepProblem = useStepToast(step, details, travel.postcodeRequired);
  const { locationType } = details;
  const { line: travelLine } = travel;
  const quote = useMemo(
    () => quoteFor(details, services, locationType, travelLine),
    [details, services, locationType, travelLine],
  );
  const bodyRef = useFocusStepHeading(step);
  const returnFocus = useReturnFocus(returnFocusTo);
  // Closed for the enquiry form: focus goes there instead of back to the button that opened the wizard.
  const closingForEnquiry = useRef(false);
  const restoreFocus = (event: Event) => {
    if (!closingForEnquiry.current) return returnFocus(event);
    closingForEnquiry.current = false;
    event.preventDefault();
    showEnquiryForm();
  };

  /** A history move asked for `requested`: land there, or on the first incomplete step before it. */
  function land(requested: number): number {
    if (paidIntentId) return LAST_STEP; // paid: only saving is left
    const to = landingStep(requested, form.getValues(), Boolean(checkout.session));
    if (to < LAST_STEP && checkout.session) checkout.reset();
    setStep(to);
    return to;
  }
  const history = useWizardHistory({ open, step, land, onLeave: () => onOpenChange(false) });

  function goForward(to: number) {
    history.forward(to);
    setStep(to);
  }

  /** A refused checkout: back to the event details (the slot), or to the location (travel, with the enquiry form). */
  function backTo(to: 0 | 1, t: ToastText, refusal?: TravelRefusal | null) {
    checkout.reset();
    clearPendingBooking();
    if (to === 1) {
      day.refresh();
      patch({ startTime: "" });
    }
    if (refusal) travel.refuse(refusal, t.description);
    history.jump(to);
    setStep(to);
    showToast(t);
  }

  async function createPaymentIntent() {
    setStartedHere(true);
    const payload = bookingDetailsPayload(
      { ...details, autoBalance: details.autoBalance && paymentTerms.autoBalance.enabled },
      quote,
      locationType,
    );
    const result = await checkout.start({ amount: payload.totalAmount, bookingDetails: payload });
    if (result.kind === "started") {
      const { clientSecret, amountPence, holdExpiresAt } = result.session;
      savePendingBooking({ clientSecret, amountPence, totalPence: quote.totalPence, details: payload, holdExpiresAt });
      goForward(LAST_STEP);
    } else if (result.kind !== "cancelled") {
      const refusal = paymentSetupRefusal(result);
      if (refusal.backTo !== null) backTo(refusal.backTo, refusal.toast, refusal.travel);
      else showToast(refusal.toast);
    }
  }

  // Step 1's checks wait for the travel terms and the server's answer for the venue, so a Next tapped
  // at once is judged like a late one; a second tap meanwhile is ignored.
  const advancing = useRef(false);
  async function next() {
    if (advancing.current) return;
    advancing.current = true;
    try {
      const postcodeRequired = step === 0 && (await travel.requiresPostcode(form.getValues()));
      const problem = await checkStep(step === 1 ? day.checkDay : undefined, postcodeRequired);
      const refusal = !problem && step === 0 ? await travel.check(form.getValues()) : null;
      if (problem) showStepProblem(problem);
      else if (refusal) showToast(refusal);
      else if (step === LAST_STEP - 1) await createPaymentIntent();
      else goForward(Math.min(step + 1, LAST_STEP));
    } finally {
      advancing.current = false;
    }
  }

  function previous() {
    if (history.back(step - 1) === "replaced") land(step - 1);
  }

  function bookingOutcome(outcome: CheckoutOutcome) {
    if (outcome.kind === "declined") {
      toast.error(WIZARD_TOASTS.paymentFailed.title, outcome.message || WIZARD_TOASTS.paymentFailed.description);
    } else if (outcome.kind === "paid") {
      clearPendingBooking();
      clearDraft();
      const saved = outcome.result as { manageUrl?: unknown } | null;
      setManageUrl(typeof saved?.manageUrl === "string" ? saved.manageUrl : undefined);
      toast.success(WIZARD_TOASTS.bookingSuccessful.title, WIZARD_TOASTS.bookingSuccessful.description);
      onOpenChange(false);
      setSuccessOpen(true);
    } else {
      const failure = saveFailure(outcome);
      if (failure.kind === "refused") backTo(1, { title: failure.title, description: failure.message });
      else showToast({ title: failure.title, description: failure.message });
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(value) => !saving && onOpenChange(value)}>
        <DialogContent
          className="gap-0 p-0 sm:max-w-2xl"
          onCloseAutoFocus={restoreFocus}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby="booking-wizard-step"
        >
          <WizardHeader title={title} step={step} />
          <div ref={bodyRef} className="p-6">
            {!startedHere && step < LAST_STEP && <ContinuePaymentNotice />}
            <WizardStep
              step={step}
              form={form}
              details={details}
              patch={patch}
              services={services}
              quote={quote}
              travel={travel}
              day={day}
              bars={bars}
              barsState={barsState}
              autoBalance={paymentTerms.autoBalance}
              checkout={checkout}
              month={month}
              onMonthChange={setMonth}
              onEnquire={() => {
                closingForEnquiry.current = true;
                onOpenChange(false);
              }}
            />
          </div>

          <WizardFooter
            canGoBack={!(step === 0 || creatingIntent || saving || Boolean(paidIntentId))}
            showNext={step < LAST_STEP}
            preparing={creatingIntent}
            onPrevious={previous}
            onNext={() => void next()}
          />
        </DialogContent>
      </Dialog>

      <BookingSuccessDialog
        open={successOpen}
        onOpenChange={setSuccessOpen}
        email={details.clientEmail}
        manageUrl={manageUrl}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
