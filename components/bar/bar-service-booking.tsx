"use client";

import { ArrowLeftIcon, ArrowRightIcon, InfoIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { postJson } from "@/components/payments/checkout-request";
import { PaymentForm } from "@/components/payments/payment-form";
import { useCheckout, type CheckoutSession } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { Calendar, fromIsoDate } from "@/components/ui/calendar";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { availableBarServiceTimes, barBookingEndTime, firstAvailableTime } from "@/lib/domain/bar-service";
import { BAR_CANCELLATION_NOTE, BAR_DEFAULT_START_TIME } from "@/lib/domain/constants";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP, penceToPounds } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { BAR_SERVICE_BOOKING_TOASTS } from "@/lib/validation/booking";
import { api } from "./api";

export interface BarServiceOption {
  id: number;
  title: string;
  description: string;
  basePrice: number;
  discount: number;
  /** discounted price rounded to a whole pound, in pence (server's quoteBarService) */
  pricePence: number;
}

export const BOOKING_STEPS = ["Select Date & Time", "Review Booking", "Complete Payment"] as const;

interface Availability {
  date: string;
  times: string[];
}

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
  return postJson("/api/bookings", {
    barServiceIds,
    eventDate,
    startTime,
    additionalInfo,
    stripePaymentId: paymentIntentId,
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
  const [time, setTime] = useState<string>(BAR_DEFAULT_START_TIME);
  const [additionalInfo, setAdditionalInfo] = useState("");
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [loadingTimes, setLoadingTimes] = useState(false);
  const [clock, setClock] = useState(() => Date.now());
  const [month, setMonth] = useState(() => fromIsoDate(londonToday()));
  const checkout = useCheckout<BarIntentBody>({ complete: saveBarBooking, onOutcome: checkoutOutcome });
  const { creating: settingUp, completing: saving, reset: resetCheckout } = checkout;

  const open = service !== null;
  const today = londonToday(new Date(clock));

  const reset = useCallback(() => {
    setStep(1);
    setDate(null);
    setTime(BAR_DEFAULT_START_TIME);
    setAdditionalInfo("");
    setAvailability(null);
    resetCheckout();
    setMonth(fromIsoDate(londonToday()));
  }, [resetCheckout]);

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  // The clock moves on: today's times are re-checked every minute.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setClock(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [open]);

  // Server times for the chosen date.
  useEffect(() => {
    if (!open || !date) return;
    const controller = new AbortController();
    setLoadingTimes(true);
    api<Availability>(`/api/bar/availability?date=${encodeURIComponent(date)}`, { signal: controller.signal })
      .then((answer) => {
        setAvailability({ date, times: answer.times });
        if (answer.times.length === 0)
          toast.error(
            BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.title,
            BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.description,
          );
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === "AbortError") return;
        // Fall back to the pure rule; the server checks again when the payment is set up.
        setAvailability({ date, times: availableBarServiceTimes(date, new Date()) });
      })
      .finally(() => setLoadingTimes(false));
    return () => controller.abort();
  }, [open, date]);

  const times = useMemo(() => {
    if (!date || !availability || availability.date !== date) return [];
    const now = availableBarServiceTimes(date, new Date(clock));
    return availability.times.filter((t) => now.includes(t));
  }, [date, availability, clock]);

  // Keep the chosen time valid: shift to the first available time when it is not offered.
  useEffect(() => {
    if (times.length === 0) return;
    const next = firstAvailableTime(time, times);
    if (next && next !== time) setTime(next);
  }, [times, time]);

  const ready = date !== null && availability?.date === date && !loadingTimes;
  const noTimes = ready && times.length === 0;
  const endTime = barBookingEndTime(time);

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
          <div className="grid gap-4">
            <h3 className="font-display text-lg">Select Date &amp; Time</h3>
            <div className="grid gap-2">
              <Label>Date</Label>
              <Calendar
                month={month}
                onMonthChange={setMonth}
                selected={date}
                onSelect={setDate}
                today={fromIsoDate(today)}
                minMonth={fromIsoDate(today)}
                getDayState={(iso) =>
                  iso < today ? { status: "past", disabled: true } : { status: "available", disabled: false }
                }
                aria-label="Booking date"
              />
              {date && <p className="text-sm text-muted-foreground">Selected: {formatIsoDateLong(date)}</p>}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="bar-booking-time">Start Time</Label>
              {loadingTimes ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner className="size-4" /> Checking available times…
                </p>
              ) : noTimes ? (
                <p className="text-sm text-destructive-text" role="alert">
                  No Available Times. Please select a different date with available time slots.
                </p>
              ) : (
                <Select
                  value={times.includes(time) ? time : undefined}
                  onValueChange={setTime}
                  disabled={!date || times.length === 0}
                >
                  <SelectTrigger id="bar-booking-time" aria-label="Start Time">
                    <SelectValue placeholder={date ? "Select a time" : "Select a date first"} />
                  </SelectTrigger>
                  <SelectContent>
                    {times.map((t) => (
                      <SelectItem key={t} value={t}>
                        {t}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
              <p className="text-xs text-muted-foreground">Bar bookings last 2 hours.</p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="bar-booking-info">Additional Information (optional)</Label>
              <Textarea
                id="bar-booking-info"
                value={additionalInfo}
                onChange={(event) => setAdditionalInfo(event.target.value)}
                maxLength={2000}
                placeholder="Anything the magician should know about the night"
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button onClick={next} disabled={(date !== null && !ready) || noTimes}>
                Next
                <ArrowRightIcon aria-hidden="true" />
              </Button>
            </DialogFooter>
          </div>
        )}

        {service && step === 2 && date && (
          <div className="grid gap-4">
            <h3 className="font-display text-lg">Review Booking</h3>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border bg-background/40 p-4 text-sm">
              <dt className="text-muted-foreground">Service</dt>
              <dd>{service.title}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd>{formatIsoDateLong(date)}</dd>
              <dt className="text-muted-foreground">Time</dt>
              <dd>
                {time} – {endTime} (2 hours)
              </dd>
              {additionalInfo.trim() && (
                <>
                  <dt className="text-muted-foreground">Notes</dt>
                  <dd className="break-words whitespace-pre-wrap">{additionalInfo.trim()}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Total (paid in full)</dt>
              <dd className="font-semibold text-primary" data-testid="bar-booking-total">
                {formatGBP(service.pricePence)}
              </dd>
            </dl>
            <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              {BAR_CANCELLATION_NOTE}
            </p>
            <p className="text-sm text-muted-foreground">
              Once paid, this booking will appear in the magician&apos;s dashboard.
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep(1)} disabled={settingUp}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
              <Button onClick={() => void proceedToPayment()} disabled={settingUp}>
                {settingUp ? <Spinner className="size-4" /> : null}
                Proceed to Payment
              </Button>
            </DialogFooter>
          </div>
        )}

        {service && step === 3 && checkout.paymentFormProps && (
          <div className="grid gap-4">
            <h3 className="font-display text-lg">Complete Payment</h3>
            <p className="text-sm text-muted-foreground">
              {service.title} on {date ? formatIsoDateLong(date) : ""} at {time}: {formatGBP(service.pricePence)}
            </p>
            {checkout.paidIntentId ? (
              // Paid, but the booking was not saved: save again, never pay again.
              <div className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-4 text-sm" role="status">
                <p className="font-semibold">Payment received</p>
                <p>
                  {saving
                    ? "Saving your booking..."
                    : "Your payment went through. Finish saving your booking: you will not be charged again."}
                </p>
                {!saving && (
                  <Button onClick={() => void checkout.retry()} className="w-fit">
                    Save my booking
                  </Button>
                )}
              </div>
            ) : (
              <PaymentForm
                {...checkout.paymentFormProps}
                amountPence={service.pricePence}
                submitLabel={`Pay ${formatGBP(service.pricePence)}`}
                disabled={saving}
              />
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep(2)} disabled={saving || Boolean(checkout.paidIntentId)}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
