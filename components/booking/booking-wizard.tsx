"use client";

import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";

import type { CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { useCheckout } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { fromIsoDate, type DayState } from "@/components/ui/calendar";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { lookupDay, type DayAvailability } from "@/lib/domain/calendar";
import { horizonEnd } from "@/lib/domain/dates";
import { isServiceAvailableForDate } from "@/lib/domain/notice";
import type { PublicService } from "@/lib/domain/services";
import { arrivalTimeRejection } from "@/lib/domain/time-slots";
import { toast } from "@/lib/toast";
import {
  WIZARD_STEP_TITLES,
  WIZARD_TOASTS,
  calendarClickToast,
  depositChoiceToast,
  validateContactStep,
  validateEventDetailsStep,
  validateLocationStep,
  validateServicesStep,
  type WizardToast,
} from "@/lib/validation/wizard";

import {
  EMPTY_DETAILS,
  bookingDetailsPayload,
  clearPendingBooking,
  quoteFor,
  savePendingBooking,
  type LocationType,
  type WizardDetails,
} from "./booking-payload";
import { saveFailure } from "./save-booking";
import {
  useAvailability,
  useCalendarData,
  useRegisteredBars,
  useWizardServices,
  type RegisteredBar,
} from "./use-booking-data";
import {
  BookingSuccessDialog,
  PaymentStep,
  paymentSetupRefusal,
  saveWizardBooking,
  type WizardIntentBody,
} from "./wizard-payment";
import { ContactStep, EventDetailsStep, LocationStep, ServicesStep } from "./wizard-steps";

export interface BookingWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Summon a Magician', 'Book a Magician' or the service's own title (spec 000 §2). */
  title: string;
  preselectedServiceId?: number;
  initialServices: readonly PublicService[];
  /** Where focus goes when the dialogs close (the button that opened the wizard). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const STEP_COUNT = WIZARD_STEP_TITLES.length;

function showToast(t: WizardToast | { title: string; description?: string }) {
  toast.error(t.title, t.description);
}

const DAY_STATE: Record<DayAvailability["status"], DayState> = {
  available: { status: "available", disabled: false },
  light: { status: "light", disabled: false },
  busy: { status: "busy", disabled: false },
  full: { status: "full", disabled: true },
  blocked: { status: "blocked", disabled: true },
  past: { status: "past", disabled: true },
  "beyond-horizon": { status: "unavailable", disabled: true },
};

/**
 * The 'Summon a Magician' booking wizard (spec 000 §2, §4, §5): location,
 * event details, services, confirmation, payment; then the success dialog.
 * One component for every entry point.
 */
export default function BookingWizard({
  open,
  onOpenChange,
  title,
  preselectedServiceId,
  initialServices,
  returnFocusTo,
}: BookingWizardProps) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<WizardDetails>(() => ({
    ...EMPTY_DETAILS,
    selectedServiceIds: preselectedServiceId ? [preselectedServiceId] : [],
  }));
  const [locationType, setLocationType] = useState<LocationType>("other");
  const [month, setMonth] = useState<Date | null>(null);
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  // Once the provider confirmed a payment (checkout.paidIntentId) we only (re)try saving, never pay again.
  const checkout = useCheckout<WizardIntentBody>({ complete: saveWizardBooking, onOutcome: bookingOutcome });
  const { paidIntentId, creating: creatingIntent, completing: saving } = checkout;
  const [successOpen, setSuccessOpen] = useState(false);
  const [manageUrl, setManageUrl] = useState<string | undefined>(undefined);
  const bodyRef = useRef<HTMLDivElement>(null);

  const { bars, state: barsState } = useRegisteredBars();
  const services = useWizardServices(initialServices);
  const calendar = useCalendarData();
  const todayIso = calendar.today;
  const maxIso = horizonEnd(todayIso);
  const durationForTimes = Number(details.duration) || 30;
  const { answer: availability, state: timesState } = useAvailability(
    details.eventDate,
    durationForTimes,
    availabilityVersion,
  );
  const times = useMemo(
    () => (availability && availability.date === details.eventDate ? availability.times : []),
    [availability, details.eventDate],
  );

  const isPartner = locationType === "bar" && details.selectedBarId !== null;
  const quote = useMemo(() => quoteFor(details, services, locationType), [details, services, locationType]);

  const patch = useCallback((p: Partial<WizardDetails>) => setDetails((d) => ({ ...d, ...p })), []);

  // A chosen date may rule out services that need 3 weeks' notice, and the deposit
  // (before a date is chosen, a service card's pre-selection is kept).
  useEffect(() => {
    if (!details.eventDate) return;
    setDetails((d) => {
      const keep = d.selectedServiceIds.filter((id) => {
        const service = services.find((s) => s.id === id);
        return !service || isServiceAvailableForDate(service.title, d.eventDate, todayIso);
      });
      const depositOk = d.paymentType !== "deposit" || depositChoiceToast(d.eventDate, todayIso) === null;
      if (keep.length === d.selectedServiceIds.length && depositOk) return d;
      return {
        ...d,
        selectedServiceIds: keep,
        ...(depositOk ? {} : { paymentType: "one-time", depositAgreement: false }),
      };
    });
  }, [details.eventDate, services, todayIso]);

  // Focus the step's heading when the step changes (keyboard and screen-reader users).
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [step]);

  const getDayState = useCallback(
    (iso: string): DayState => DAY_STATE[lookupDay(calendar.map, iso, todayIso).status],
    [calendar.map, todayIso],
  );

  function chooseBar(bar: RegisteredBar) {
    const address = [bar.barAddress, [bar.barCity, bar.barPostcode].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", ");
    patch({
      selectedBarId: bar.id,
      eventLocation: bar.barName ?? "",
      eventAddress: address,
      parkingAvailable: undefined,
    });
  }

  function changeLocationType(type: LocationType) {
    setLocationType(type);
    // choosing custom clears location and address; choosing a bar waits for the venue
    patch({ selectedBarId: null, eventLocation: "", eventAddress: "", parkingAvailable: undefined });
  }

  function onPaymentType(type: "one-time" | "deposit") {
    if (type === "deposit") {
      const refusal = depositChoiceToast(details.eventDate, todayIso);
      if (refusal) {
        showToast(refusal);
        return;
      }
      patch({ paymentType: "deposit" });
    } else {
      patch({ paymentType: "one-time", depositAgreement: false });
    }
  }

  function validateStep(index: number): WizardToast | null {
    switch (index) {
      case 0:
        return validateLocationStep({ locationType, ...details });
      case 1: {
        const day = details.eventDate ? lookupDay(calendar.map, details.eventDate, todayIso) : null;
        const serverDay =
          availability && availability.date === details.eventDate && availability.selectable === false
            ? { status: (availability.status as DayAvailability["status"]) ?? "blocked", selectable: false }
            : null;
        const result = validateEventDetailsStep(details, serverDay ?? day);
        if (result) return result;
        if (timesState === "ready" && !times.includes(details.startTime)) return WIZARD_TOASTS.timeRequired;
        return null;
      }
      case 2:
        return validateServicesStep({ selectedServices: details.selectedServiceIds, duration: details.duration });
      case 3:
        return validateContactStep({ ...details, clientName: `${details.firstName} ${details.lastName}`.trim() });
      default:
        return null;
    }
  }

  function backToEventDetails(t: { title: string; description?: string }) {
    checkout.reset();
    clearPendingBooking();
    calendar.refresh();
    setAvailabilityVersion((v) => v + 1);
    patch({ startTime: "" });
    setStep(1);
    showToast(t);
  }

  async function createPaymentIntent() {
    const payload = bookingDetailsPayload(details, quote, locationType);
    const result = await checkout.start({ amount: payload.totalAmount, bookingDetails: payload });
    if (result.kind === "started") {
      savePendingBooking({
        clientSecret: result.session.clientSecret,
        amountPence: result.session.amountPence,
        totalPence: quote.totalPence,
        details: payload,
      });
      setStep(4);
    } else if (result.kind !== "cancelled") {
      const refusal = paymentSetupRefusal(result);
      if (refusal.backToEventDetails) backToEventDetails(refusal.toast);
      else showToast(refusal.toast);
    }
  }

  async function next() {
    const problem = validateStep(step);
    if (problem) {
      showToast(problem);
      return;
    }
    if (step === 3) {
      await createPaymentIntent();
      return;
    }
    setStep((s) => Math.min(s + 1, STEP_COUNT - 1));
  }

  function previous() {
    if (step === 4) checkout.reset();
    setStep((s) => Math.max(s - 1, 0));
  }

  function bookingOutcome(outcome: CheckoutOutcome) {
    if (outcome.kind === "declined") {
      toast.error(WIZARD_TOASTS.paymentFailed.title, outcome.message || WIZARD_TOASTS.paymentFailed.description);
    } else if (outcome.kind === "paid") {
      clearPendingBooking();
      const saved = outcome.result as { manageUrl?: unknown } | null;
      setManageUrl(typeof saved?.manageUrl === "string" ? saved.manageUrl : undefined);
      toast.success(WIZARD_TOASTS.bookingSuccessful.title, WIZARD_TOASTS.bookingSuccessful.description);
      onOpenChange(false);
      setSuccessOpen(true);
    } else {
      const failure = saveFailure(outcome);
      if (failure.kind === "refused") backToEventDetails({ title: failure.title, description: failure.message });
      else showToast({ title: failure.title, description: failure.message });
    }
  }

  const restoreFocus = (event: Event) => {
    const target = returnFocusTo?.current;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  const locationLabel =
    details.eventLocation && details.eventAddress && details.eventLocation !== details.eventAddress
      ? `${details.eventLocation}, ${details.eventAddress}`
      : details.eventAddress || details.eventLocation;

  const durationAllowed = (minutes: number) =>
    !details.eventDate ||
    !details.startTime ||
    arrivalTimeRejection({
      eventDate: details.eventDate,
      startTime: details.startTime,
      durationMinutes: minutes,
      bookings: calendar.bookings,
      now: new Date(),
    }) === null;

  const calendarMonth = month ?? fromIsoDate(details.eventDate || todayIso);

  return (
    <>
      <Dialog open={open} onOpenChange={(value) => !saving && onOpenChange(value)}>
        <DialogContent
          className="gap-0 p-0 sm:max-w-2xl"
          onCloseAutoFocus={restoreFocus}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby="booking-wizard-step"
        >
          <DialogHeader className="border-b border-border p-6 pb-4">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription id="booking-wizard-step">
              Step {step + 1} of {STEP_COUNT}: {WIZARD_STEP_TITLES[step]}
            </DialogDescription>
            <Progress
              value={((step + 1) / STEP_COUNT) * 100}
              aria-label={`Booking progress, step ${step + 1} of ${STEP_COUNT}`}
              className="mt-2"
            />
            <ol
              className="mt-2 hidden grid-cols-5 gap-1 text-center text-[11px] text-muted-foreground sm:grid"
              aria-hidden="true"
            >
              {WIZARD_STEP_TITLES.map((name, index) => (
                <li
                  key={name}
                  className={
                    index === step ? "font-semibold text-primary" : index < step ? "text-foreground" : undefined
                  }
                >
                  {name}
                </li>
              ))}
            </ol>
          </DialogHeader>

          <div ref={bodyRef} className="p-6">
            <h3
              data-step-heading
              tabIndex={-1}
              className="mb-4 font-sans text-lg font-semibold tracking-normal outline-none"
            >
              {WIZARD_STEP_TITLES[step]}
            </h3>
            {step === 0 && (
              <LocationStep
                details={details}
                patch={patch}
                locationType={locationType}
                onLocationType={changeLocationType}
                bars={bars}
                barsState={barsState}
                onChooseBar={chooseBar}
                onPlaceSelected={(source) => {
                  if (source === "map")
                    toast.success(WIZARD_TOASTS.locationSelected.title, WIZARD_TOASTS.locationSelected.description);
                }}
              />
            )}
            {step === 1 && (
              <EventDetailsStep
                details={details}
                patch={patch}
                month={calendarMonth}
                onMonthChange={setMonth}
                todayIso={todayIso}
                maxIso={maxIso}
                getDayState={getDayState}
                onDisabledDayClick={(iso) => {
                  const t = calendarClickToast(lookupDay(calendar.map, iso, todayIso));
                  if (t) showToast(t);
                }}
                calendarState={calendar.state}
                times={times}
                timesState={timesState}
              />
            )}
            {step === 2 && (
              <ServicesStep
                details={details}
                patch={patch}
                services={services}
                todayIso={todayIso}
                quote={quote}
                isPartner={isPartner}
                durationAllowed={durationAllowed}
              />
            )}
            {step === 3 && <ContactStep details={details} patch={patch} quote={quote} onPaymentType={onPaymentType} />}
            {step === 4 && (
              <PaymentStep checkout={checkout} details={details} quote={quote} locationLabel={locationLabel} />
            )}
          </div>

          <DialogFooter className="border-t border-border p-6 pt-4 sm:justify-between">
            <Button
              variant="outline"
              onClick={previous}
              disabled={step === 0 || creatingIntent || saving || Boolean(paidIntentId)}
            >
              <ArrowLeftIcon aria-hidden="true" /> Previous
            </Button>
            {step < 4 && (
              <Button onClick={() => void next()} disabled={creatingIntent}>
                {creatingIntent ? "Preparing payment..." : "Next Step"}
                {!creatingIntent && <ArrowRightIcon aria-hidden="true" />}
              </Button>
            )}
          </DialogFooter>
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
