"use client";

import { ArrowLeftIcon, ArrowRightIcon, InfoIcon } from "lucide-react";
import { PaymentForm } from "@/components/payments/payment-form";
import type { useCheckout } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { Calendar, fromIsoDate } from "@/components/ui/calendar";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { BAR_CANCELLATION_NOTE } from "@/lib/domain/constants";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import type { BarServiceOption } from "./bar-service-option";

/** Step 1: Select Date & Time (past days disabled; times from useBarServiceTimes). */
export function BarDateStep(props: {
  month: Date;
  onMonthChange: (month: Date) => void;
  today: string;
  date: string | null;
  onDate: (iso: string) => void;
  time: string;
  onTime: (time: string) => void;
  times: string[];
  loadingTimes: boolean;
  ready: boolean;
  noTimes: boolean;
  additionalInfo: string;
  onAdditionalInfo: (text: string) => void;
  onCancel: () => void;
  onNext: () => void;
}) {
  const { today, date, time, times, noTimes } = props;
  return (
    <div className="grid gap-4">
      <h3 className="font-display text-lg">Select Date &amp; Time</h3>
      <div className="grid gap-2">
        <Label>Date</Label>
        <Calendar
          month={props.month}
          onMonthChange={props.onMonthChange}
          selected={date}
          onSelect={props.onDate}
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
        {props.loadingTimes ? (
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
            onValueChange={props.onTime}
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
          value={props.additionalInfo}
          onChange={(event) => props.onAdditionalInfo(event.target.value)}
          maxLength={2000}
          placeholder="Anything the magician should know about the night"
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={props.onNext} disabled={(date !== null && !props.ready) || noTimes}>
          Next
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Step 2: Review Booking (the price is paid in full). */
export function BarReviewStep(props: {
  service: BarServiceOption;
  date: string;
  time: string;
  endTime: string;
  additionalInfo: string;
  settingUp: boolean;
  onBack: () => void;
  onProceed: () => void;
}) {
  const { service, additionalInfo } = props;
  return (
    <div className="grid gap-4">
      <h3 className="font-display text-lg">Review Booking</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border bg-background/40 p-4 text-sm">
        <dt className="text-muted-foreground">Service</dt>
        <dd>{service.title}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{formatIsoDateLong(props.date)}</dd>
        <dt className="text-muted-foreground">Time</dt>
        <dd>
          {props.time} – {props.endTime} (2 hours)
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
        <Button variant="outline" onClick={props.onBack} disabled={props.settingUp}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
        <Button onClick={props.onProceed} disabled={props.settingUp}>
          {props.settingUp ? <Spinner className="size-4" /> : null}
          Proceed to Payment
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Step 3: Complete Payment; once paid but not saved, only "Save my booking" (never pay again). */
export function BarPaymentStep(props: {
  service: BarServiceOption;
  date: string | null;
  time: string;
  paymentFormProps: NonNullable<ReturnType<typeof useCheckout>["paymentFormProps"]>;
  paidIntentId: string | null | undefined;
  saving: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { service, saving } = props;
  return (
    <div className="grid gap-4">
      <h3 className="font-display text-lg">Complete Payment</h3>
      <p className="text-sm text-muted-foreground">
        {service.title} on {props.date ? formatIsoDateLong(props.date) : ""} at {props.time}:{" "}
        {formatGBP(service.pricePence)}
      </p>
      {props.paidIntentId ? (
        // Paid, but the booking was not saved: save again, never pay again.
        <div className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-4 text-sm" role="status">
          <p className="font-semibold">Payment received</p>
          <p>
            {saving
              ? "Saving your booking..."
              : "Your payment went through. Finish saving your booking: you will not be charged again."}
          </p>
          {!saving && (
            <Button onClick={props.onRetry} className="w-fit">
              Save my booking
            </Button>
          )}
        </div>
      ) : (
        <PaymentForm
          {...props.paymentFormProps}
          amountPence={service.pricePence}
          submitLabel={`Pay ${formatGBP(service.pricePence)}`}
          disabled={saving}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={props.onBack} disabled={saving || Boolean(props.paidIntentId)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
      </DialogFooter>
    </div>
  );
}
