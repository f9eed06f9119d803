"use client";

import { ArrowLeftIcon, ArrowRightIcon, CalendarCheckIcon, InfoIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { PaymentForm } from "@/components/payments/payment-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Calendar, fromIsoDate } from "@/components/ui/calendar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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

/** The bar services a bar can book, each opening the 3-step booking dialog. */
export function BarServicesCard({ services }: { services: BarServiceOption[] }) {
  const [selected, setSelected] = useState<BarServiceOption | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          Book Bar Services
        </CardTitle>
        <CardDescription>Book the magician for your venue at partner prices, paid in full.</CardDescription>
      </CardHeader>
      <CardContent>
        {services.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No bar services available...</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Bar services">
            {services.map((service) => (
              <li key={service.id} className="flex flex-col justify-between gap-3 rounded-lg border bg-background/40 p-4" data-testid="bar-service">
                <div>
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-medium">{service.title}</h3>
                    {service.discount > 0 && <Badge variant="secondary">{service.discount}% off</Badge>}
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">{service.description}</p>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <p className="text-lg font-semibold text-primary">
                    {formatGBP(service.pricePence)}
                    {service.discount > 0 && (
                      <span className="ml-2 text-sm font-normal text-muted-foreground line-through">{formatGBP(service.basePrice * 100)}</span>
                    )}
                  </p>
                  <Button size="sm" onClick={() => setSelected(service)} aria-label={`Book ${service.title}`}>
                    <CalendarCheckIcon aria-hidden="true" />
                    Book Now
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <BarServiceBookingDialog service={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

interface Availability {
  date: string;
  times: string[];
}

/**
 * 3 steps: Select Date & Time → Review Booking → Complete Payment. Times come from the server
 * (GET /api/bar/availability: hourly 12:00–23:00 + 00:00, today's rule, capacity and buffers) and
 * are re-checked against the clock every minute; the current time shifts to the first available one.
 * Payment: POST /api/create-payment-intent, the shared PaymentForm, then POST /api/bookings.
 */
export function BarServiceBookingDialog({ service, onClose }: { service: BarServiceOption | null; onClose: () => void }) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string>(BAR_DEFAULT_START_TIME);
  const [additionalInfo, setAdditionalInfo] = useState("");
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [loadingTimes, setLoadingTimes] = useState(false);
  const [clock, setClock] = useState(() => Date.now());
  const [month, setMonth] = useState(() => fromIsoDate(londonToday()));
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [saving, setSaving] = useState(false);

  const open = service !== null;
  const today = londonToday(new Date(clock));

  const reset = useCallback(() => {
    setStep(1);
    setDate(null);
    setTime(BAR_DEFAULT_START_TIME);
    setAdditionalInfo("");
    setAvailability(null);
    setClientSecret(null);
    setSettingUp(false);
    setSaving(false);
    setMonth(fromIsoDate(londonToday()));
  }, []);

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
        if (answer.times.length === 0) toast.error(BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.title, BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.description);
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
      toast.error(BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.title, BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.description);
      return;
    }
    setClientSecret(null);
    setStep(2);
  };

  const proceedToPayment = async () => {
    if (!service || !date) return;
    setSettingUp(true);
    try {
      const { clientSecret: secret } = await api<{ clientSecret: string }>("/api/create-payment-intent", {
        method: "POST",
        body: {
          amount: penceToPounds(service.pricePence),
          bookingDetails: { eventType: "Bar Booking", barServiceIds: [service.id], eventDate: date, startTime: time, additionalInfo: additionalInfo.trim() || undefined },
        },
      });
      if (!secret) throw new Error("No client secret");
      setClientSecret(secret);
      setStep(3);
    } catch {
      toast.error(BAR_SERVICE_BOOKING_TOASTS.paymentSetupFailed.title, BAR_SERVICE_BOOKING_TOASTS.paymentSetupFailed.description);
    } finally {
      setSettingUp(false);
    }
  };

  const saveBooking = async (paymentIntentId: string) => {
    if (!service || !date) return;
    setSaving(true);
    try {
      await api("/api/bookings", {
        method: "POST",
        body: {
          barServiceIds: [service.id],
          eventDate: date,
          startTime: time,
          additionalInfo: additionalInfo.trim() || undefined,
          stripePaymentId: paymentIntentId,
        },
      });
      toast.success(BAR_SERVICE_BOOKING_TOASTS.created.title, "Your booking will appear in the magician's dashboard.");
      setSaving(false);
      reset();
      onClose();
      router.refresh();
    } catch {
      setSaving(false);
      toast.error(BAR_SERVICE_BOOKING_TOASTS.bookingFailed.title, BAR_SERVICE_BOOKING_TOASTS.bookingFailed.description);
    }
  };

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
                getDayState={(iso) => (iso < today ? { status: "past", disabled: true } : { status: "available", disabled: false })}
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
                <Select value={times.includes(time) ? time : undefined} onValueChange={setTime} disabled={!date || times.length === 0}>
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
            <p className="text-sm text-muted-foreground">Once paid, this booking will appear in the magician&apos;s dashboard.</p>
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

        {service && step === 3 && clientSecret && (
          <div className="grid gap-4">
            <h3 className="font-display text-lg">Complete Payment</h3>
            <p className="text-sm text-muted-foreground">
              {service.title} on {date ? formatIsoDateLong(date) : ""} at {time}: {formatGBP(service.pricePence)}
            </p>
            <PaymentForm
              clientSecret={clientSecret}
              amountPence={service.pricePence}
              submitLabel={`Pay ${formatGBP(service.pricePence)}`}
              disabled={saving}
              onSuccess={(paymentIntentId) => void saveBooking(paymentIntentId)}
              onError={(message) =>
                toast.error(BAR_SERVICE_BOOKING_TOASTS.paymentFailed.title, message || BAR_SERVICE_BOOKING_TOASTS.paymentFailed.description)
              }
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep(2)} disabled={saving}>
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
