"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { api } from "@/lib/api-client";
import { useCheckout, type CheckoutSession } from "@/components/payments/use-checkout";
import { fromIsoDate } from "@/components/ui/calendar";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { barBookingEndTime } from "@/lib/domain/bar-service";
import { londonToday } from "@/lib/domain/dates";
import { penceToPounds } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { BAR_SERVICE_BOOKING_TOASTS } from "@/lib/validation/booking";
import { BarDateStep, BarPaymentStep, BarReviewStep } from "./bar-booking-steps";
import type { BarServiceOption } from "./bar-service-option";
import { useBarServiceTimes } from "./use-bar-service-times";

export type { BarServiceOption } from "./bar-service-option";

export const BOOKING_STEPS = ["Select Date & Time", "Review Booking", "Complete Payment"] as const;

interface BarIntentBody {
  amount: number;
  bookingDetails: {
    eventType: "Bar Booking";
    barServiceIds: number[];
    eventDate: string;
    startTime: string;
    additionalInfo?: string;
  };
}

/** complete(): POST /api/bookings for the bar-service booking that was just paid. */
async function saveBarBooking(paymentIntentId: string, session: CheckoutSession<BarIntentBody> | null) {
  if (!session) throw new Error("No payment session");
  const { barServiceIds, eventDate, startTime, additionalInfo } = session.request.bookingDetails;
  return api("submitBooking", {
    body: { barServiceIds, eventDate, startTime, additionalInfo, stripePaymentId: paymentIntentId },
  });
}

/**
 * 3 steps: Select Date & Time → Review Booking → Complete Payment. Times come from the server
 * (GET /api/bar/availability: hourly 12:00–23:00 + 00:00, today's rule, capacity and buffers) and
 * are re-checked against the clock every minute; the current time shifts to the first available one.
 * Payment: the shared checkout (POST /api/create-payment-intent, PaymentForm), then POST /api/bookings.
 */
export function BarServiceBookingDialog({
  service,
  onClose,
}: {
  service: BarServiceOption | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [date, setDate] = useState<string | null>(null);
  const [additionalInfo, setAdditionalInfo] = useState("");
  const [month, setMonth] = useState(() => fromIsoDate(londonToday()));
  const checkout = useCheckout<BarIntentBody>({ complete: saveBarBooking, onOutcome: checkoutOutcome });
  const { creating: settingUp, completing: saving, reset: resetCheckout } = checkout;

  const open = service !== null;
  const { today, time, setTime, times, loadingTimes, ready, noTimes, resetTimes } = useBarServiceTimes(open, date);

  const reset = useCallback(() => {
    setStep(1);
    setDate(null);
    resetTimes();
    setAdditionalInfo("");
    resetCheckout();
    setMonth(fromIsoDate(londonToday()));
  }, [resetCheckout, resetTimes]);

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const next = () => {
    if (!date) {
      toast.error(BAR_SERVICE_BOOKING_TOASTS.dateRequired.title, BAR_SERVICE_BOOKING_TOASTS.dateRequired.description);
      return;
    }
    if (!ready) return;
    if (times.length === 0 || !times.includes(time)) {
      toast.error(
        BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.title,
        BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.description,
      );
      return;
    }
    resetCheckout();
    setStep(2);
  };

  const proceedToPayment = async () => {
    if (!service || !date) return;
    const result = await checkout.start({
      amount: penceToPounds(service.pricePence),
      bookingDetails: {
        eventType: "Bar Booking",
        barServiceIds: [service.id],
        eventDate: date,
        startTime: time,
        additionalInfo: additionalInfo.trim() || undefined,
      },
    });
    if (result.kind === "started") setStep(3);
    else if (result.kind !== "cancelled")
      toast.error(
        BAR_SERVICE_BOOKING_TOASTS.paymentSetupFailed.title,
        BAR_SERVICE_BOOKING_TOASTS.paymentSetupFailed.description,
      );
  };

  function checkoutOutcome(outcome: CheckoutOutcome) {
    if (outcome.kind === "paid") {
      toast.success(BAR_SERVICE_BOOKING_TOASTS.created.title, "Your booking will appear in the magician's dashboard.");
      reset();
      onClose();
      router.refresh();
    } else if (outcome.kind === "declined") {
      toast.error(
        BAR_SERVICE_BOOKING_TOASTS.paymentFailed.title,
        outcome.message || BAR_SERVICE_BOOKING_TOASTS.paymentFailed.description,
      );
    } else {
      toast.error(BAR_SERVICE_BOOKING_TOASTS.bookingFailed.title, BAR_SERVICE_BOOKING_TOASTS.bookingFailed.description);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(value) => (value ? undefined : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Book {service?.title ?? "Bar Service"}</DialogTitle>
          <DialogDescription>
            Step {step} of 3: {BOOKING_STEPS[step - 1]}
          </DialogDescription>
          <Progress value={(step / 3) * 100} aria-label={`Step ${step} of 3`} />
        </DialogHeader>

        {service && step === 1 && (
          <BarDateStep
            month={month}
            onMonthChange={setMonth}
            today={today}
            date={date}
            onDate={setDate}
            time={time}
            onTime={setTime}
            times={times}
            loadingTimes={loadingTimes}
            ready={ready}
            noTimes={noTimes}
            additionalInfo={additionalInfo}
            onAdditionalInfo={setAdditionalInfo}
            onCancel={close}
            onNext={next}
          />
        )}
        {service && step === 2 && date && (
          <BarReviewStep
            service={service}
            date={date}
            time={time}
            endTime={barBookingEndTime(time)}
            additionalInfo={additionalInfo}
            settingUp={settingUp}
            onBack={() => setStep(1)}
            onProceed={() => void proceedToPayment()}
          />
        )}
        {service && step === 3 && checkout.paymentFormProps && (
          <BarPaymentStep
            service={service}
            date={date}
            time={time}
            paymentFormProps={checkout.paymentFormProps}
            paidIntentId={checkout.paidIntentId}
            saving={saving}
            onRetry={() => void checkout.retry()}
            onBack={() => setStep(2)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
