"use client";

import type { Checkout } from "@/components/payments/use-checkout";
import { fromIsoDate } from "@/components/ui/calendar";
import type { AutoBalanceSettings } from "@/lib/domain/auto-balance";
import type { BookingQuote } from "@/lib/domain/pricing";
import type { PublicService } from "@/lib/domain/services";
import { venueLine } from "@/lib/domain/venue";
import { toast } from "@/lib/toast";
import type { ToastText } from "@/lib/validation/common";
import { depositChoiceToast } from "@/lib/validation/wizard";
import { WIZARD_STEP_TITLES, WIZARD_TOASTS } from "@/lib/validation/wizard-texts";

import type { LocationType, WizardDetails, WizardPaymentType } from "./booking-payload";
import { ContactStep } from "./contact-step";
import { EventDetailsStep } from "./event-details-step";
import { LocationStep } from "./location-step";
import { ServicesStep } from "./services-step";
import type { LoadState, RegisteredBar } from "./use-booking-data";
import type { useEventDay } from "./use-event-day";
import type { WizardTravel } from "./use-travel";
import { PaymentStep, type WizardIntentBody } from "./wizard-payment";
import type { Patch, WizardForm } from "./wizard-form";

export const showToast = (t: ToastText) => toast.error(t.title, t.description);

export interface WizardStepProps {
  step: number;
  form: WizardForm;
  details: WizardDetails;
  patch: Patch;
  services: PublicService[];
  quote: BookingQuote;
  travel: WizardTravel;
  day: ReturnType<typeof useEventDay>;
  bars: RegisteredBar[];
  barsState: LoadState;
  autoBalance: AutoBalanceSettings;
  checkout: Checkout<WizardIntentBody>;
  /** the calendar's month on the event details step, kept while the wizard is closed */
  month: Date | null;
  onMonthChange: (month: Date) => void;
  /** the visitor chose the enquiry form instead (travel beyond the wizard's reach) */
  onEnquire: () => void;
}

/**
 * The step the wizard is on: its heading and its form. The choices that only change the details
 * (the kind of venue, a partner bar, how to pay) are made here; moving between steps is the wizard's.
 */
export function WizardStep(props: WizardStepProps) {
  const { step, form, details, patch, services, quote, travel, day, autoBalance, checkout } = props;

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
    // choosing custom clears location and address; choosing a bar waits for the venue
    patch({
      locationType: type,
      selectedBarId: null,
      eventLocation: "",
      eventAddress: "",
      parkingAvailable: undefined,
    });
  }

  function onPaymentType(type: WizardPaymentType) {
    const refusal = type === "deposit" ? depositChoiceToast(details.eventDate, day.todayIso) : null;
    if (refusal) showToast(refusal);
    else if (type === "deposit") patch({ paymentType: "deposit" });
    else patch({ paymentType: "one-time", depositAgreement: false, autoBalance: false });
  }

  return (
    <>
      <h3 data-step-heading tabIndex={-1} className="mb-4 font-sans text-lg font-semibold tracking-normal outline-none">
        {WIZARD_STEP_TITLES[step]}
      </h3>
      {step === 0 && (
        <LocationStep
          form={form}
          details={details}
          onLocationType={changeLocationType}
          bars={props.bars}
          barsState={props.barsState}
          onChooseBar={chooseBar}
          travel={travel}
          onEnquire={props.onEnquire}
          onPlaceSelected={(source) => {
            if (source === "map")
              toast.success(WIZARD_TOASTS.locationSelected.title, WIZARD_TOASTS.locationSelected.description);
          }}
        />
      )}
      {step === 1 && (
        <EventDetailsStep
          form={form}
          details={details}
          month={props.month ?? fromIsoDate(details.eventDate || day.todayIso)}
          onMonthChange={props.onMonthChange}
          todayIso={day.todayIso}
          maxIso={day.maxIso}
          getDayState={day.getDayState}
          onDisabledDayClick={(iso) => {
            const t = day.disabledDayToast(iso);
            if (t) showToast(t);
          }}
          calendarState={day.calendarState}
          times={day.times}
          timesState={day.timesState}
          travelAware={day.travelAware}
        />
      )}
      {step === 2 && (
        <ServicesStep
          form={form}
          details={details}
          services={services}
          todayIso={day.todayIso}
          quote={quote}
          isPartner={details.locationType === "bar" && details.selectedBarId !== null}
          durationAllowed={day.durationAllowed}
        />
      )}
      {step === 3 && (
        <ContactStep
          form={form}
          details={details}
          quote={quote}
          onPaymentType={onPaymentType}
          autoBalance={autoBalance}
        />
      )}
      {step === 4 && (
        <PaymentStep
          checkout={checkout}
          details={details}
          quote={quote}
          locationLabel={venueLine(details.eventLocation, details.eventAddress)}
          autoBalanceDaysBefore={
            details.paymentType === "deposit" && details.autoBalance && autoBalance.enabled
              ? autoBalance.daysBefore
              : null
          }
        />
      )}
    </>
  );
}
