"use client";

import { BuildingIcon, Clock3Icon, InfoIcon, MapPinIcon, PartyPopperIcon } from "lucide-react";
import Link from "next/link";
import { useId } from "react";

import { AddressField } from "@/components/site/address-field";
import { Calendar, CalendarLegend, fromIsoDate, type DayState } from "@/components/ui/calendar";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { DURATIONS, EVENT_TYPES, EVENT_TYPE_LABELS } from "@/lib/domain/constants";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatGBP, formatWholePounds } from "@/lib/domain/money";
import { advanceNoticeLabel, isServiceAvailableForDate } from "@/lib/domain/notice";
import { cardFromPrice, servicePricePence, type BookingQuote } from "@/lib/domain/pricing";
import type { PublicService } from "@/lib/domain/services";
import { cn } from "@/lib/utils";
import { ARRIVAL_TIMES_HINT, DEPOSIT_AGREEMENT_TEXT } from "@/lib/validation/wizard";

import type { LocationType, WizardDetails } from "./booking-payload";
import type { RegisteredBar } from "./use-booking-data";

type Patch = (patch: Partial<WizardDetails>) => void;

const fieldClass = "grid gap-2";

// ---------------------------------------------------------------- step 0

export function LocationStep({
  details,
  patch,
  locationType,
  onLocationType,
  bars,
  barsState,
  onChooseBar,
  onPlaceSelected,
}: {
  details: WizardDetails;
  patch: Patch;
  locationType: LocationType;
  onLocationType: (type: LocationType) => void;
  bars: RegisteredBar[];
  barsState: "loading" | "error" | "ready";
  onChooseBar: (bar: RegisteredBar) => void;
  onPlaceSelected: (source: "autocomplete" | "map") => void;
}) {
  const id = useId();
  const barPlaceholder =
    barsState === "loading"
      ? "Loading partnered venues..."
      : bars.length === 0
        ? "No partnered venues available"
        : "Select a partnered venue";
  return (
    <div className="grid gap-5">
      <RadioGroup
        aria-label="Where is your event?"
        value={locationType}
        onValueChange={(value) => onLocationType(value as LocationType)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {(
          [
            {
              value: "other",
              icon: MapPinIcon,
              title: "Your own venue",
              text: "Any address in the UK (£25 travel fee).",
            },
            {
              value: "bar",
              icon: BuildingIcon,
              title: "A partnered venue",
              text: "10% off every service and no travel fee.",
            },
          ] as const
        ).map((option) => (
          <Label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border border-input p-4 font-normal transition-colors hover:border-primary/60",
              locationType === option.value && "border-primary bg-primary/10",
            )}
          >
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} className="mt-1" />
            <span className="grid gap-1">
              <span className="flex items-center gap-2 font-semibold">
                <option.icon className="size-4 text-primary" aria-hidden="true" /> {option.title}
              </span>
              <span className="text-sm text-muted-foreground">{option.text}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>

      {locationType === "bar" ? (
        <div className={fieldClass}>
          <Label htmlFor={`${id}-bar`}>Partnered venue</Label>
          <Select
            value={details.selectedBarId ? String(details.selectedBarId) : ""}
            onValueChange={(value) => {
              const bar = bars.find((b) => String(b.id) === value);
              if (bar) onChooseBar(bar);
            }}
            disabled={barsState === "loading" || bars.length === 0}
          >
            <SelectTrigger id={`${id}-bar`} aria-label="Partnered venue">
              <SelectValue placeholder={barPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {bars.map((bar) => (
                <SelectItem key={bar.id} value={String(bar.id)}>
                  {bar.barName}
                  {bar.barCity ? ` — ${bar.barCity}` : ""}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {details.selectedBarId && details.eventAddress && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPinIcon className="size-4 text-primary" aria-hidden="true" /> {details.eventAddress}
            </p>
          )}
        </div>
      ) : (
        <>
          <div className={fieldClass}>
            <Label htmlFor={`${id}-venue`}>Venue name (optional)</Label>
            <Input
              id={`${id}-venue`}
              value={details.eventLocation}
              onChange={(e) => patch({ eventLocation: e.target.value })}
              placeholder="e.g. The Grand Hotel, or Home"
              autoComplete="organization"
            />
          </div>
          <div className={fieldClass}>
            <Label htmlFor={`${id}-address`}>Event address</Label>
            <AddressField
              id={`${id}-address`}
              value={details.eventAddress}
              onChange={(address) => patch({ eventAddress: address })}
              onPlaceSelected={(_address, source) => onPlaceSelected(source)}
              placeholder="Search for the address of your event"
              mapClassName="h-64"
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Is parking available at the venue?</legend>
            <RadioGroup
              value={details.parkingAvailable === undefined ? "unsure" : details.parkingAvailable ? "yes" : "no"}
              onValueChange={(v) => patch({ parkingAvailable: v === "yes" ? true : v === "no" ? false : undefined })}
              className="flex flex-wrap gap-5"
            >
              {(
                [
                  ["yes", "Yes"],
                  ["no", "No"],
                  ["unsure", "Unsure"],
                ] as const
              ).map(([value, label]) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-parking-${value}`} value={value} />
                  <Label htmlFor={`${id}-parking-${value}`} className="font-normal">
                    {label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- step 1

export function EventDetailsStep({
  details,
  patch,
  month,
  onMonthChange,
  todayIso,
  maxIso,
  getDayState,
  onDisabledDayClick,
  calendarState,
  times,
  timesState,
}: {
  details: WizardDetails;
  patch: Patch;
  month: Date;
  onMonthChange: (month: Date) => void;
  todayIso: string;
  maxIso: string;
  getDayState: (iso: string) => DayState;
  onDisabledDayClick: (iso: string, state: DayState) => void;
  calendarState: "loading" | "error" | "ready";
  times: string[];
  timesState: "idle" | "loading" | "error" | "ready";
}) {
  const id = useId();
  const timePlaceholder = !details.eventDate
    ? "Choose a date first"
    : timesState === "loading"
      ? "Loading available times..."
      : times.length === 0
        ? "No arrival times available on this date"
        : "Select your arrival time";
  return (
    <div className="grid gap-5">
      <div className={fieldClass}>
        <Label htmlFor={`${id}-type`}>Event type</Label>
        <Select value={details.eventType} onValueChange={(value) => patch({ eventType: value })}>
          <SelectTrigger id={`${id}-type`}>
            <SelectValue placeholder="Select an event type" />
          </SelectTrigger>
          <SelectContent>
            {EVENT_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid gap-2">
        <span id={`${id}-date-label`} className="text-sm leading-none font-medium">
          Event date
        </span>
        <Calendar
          aria-label="Event date"
          aria-describedby={`${id}-date-help`}
          month={month}
          onMonthChange={onMonthChange}
          selected={details.eventDate || null}
          onSelect={(iso) => patch({ eventDate: iso })}
          getDayState={getDayState}
          onDisabledDayClick={onDisabledDayClick}
          minMonth={fromIsoDate(todayIso)}
          maxMonth={fromIsoDate(maxIso)}
          today={fromIsoDate(todayIso)}
          className="mx-auto w-full max-w-sm sm:mx-0"
        />
        <CalendarLegend />
        <p id={`${id}-date-help`} className="text-xs text-muted-foreground">
          {calendarState === "loading"
            ? "Checking availability..."
            : calendarState === "error"
              ? "Availability could not be loaded; the date will be checked when you continue."
              : "Use the arrow keys to move between days and Enter to choose."}
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className={fieldClass}>
          <Label htmlFor={`${id}-time`}>Arrival time</Label>
          <Select
            value={details.startTime && times.includes(details.startTime) ? details.startTime : ""}
            onValueChange={(value) => patch({ startTime: value })}
            disabled={!details.eventDate || times.length === 0}
          >
            <SelectTrigger id={`${id}-time`} aria-describedby={`${id}-time-hint`}>
              <SelectValue placeholder={timePlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {times.map((time) => (
                <SelectItem key={time} value={time}>
                  {time}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id={`${id}-time-hint`} className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <Clock3Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {ARRIVAL_TIMES_HINT}
          </p>
        </div>
        <div className={fieldClass}>
          <Label htmlFor={`${id}-guests`}>Number of guests</Label>
          <Input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={details.guestCount}
            onChange={(e) => patch({ guestCount: e.target.value })}
            placeholder="e.g. 60"
          />
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- step 2

export function ServicesStep({
  details,
  patch,
  services,
  todayIso,
  quote,
  isPartner,
  durationAllowed,
}: {
  details: WizardDetails;
  patch: Patch;
  services: PublicService[];
  todayIso: string;
  quote: BookingQuote;
  isPartner: boolean;
  durationAllowed: (minutes: number) => boolean;
}) {
  const id = useId();
  const hasDuration = Boolean(details.duration);
  function toggle(serviceId: number, checked: boolean) {
    const set = new Set(details.selectedServiceIds);
    if (checked) set.add(serviceId);
    else set.delete(serviceId);
    patch({ selectedServiceIds: [...set] });
  }
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Choose your performance</legend>
        <ul className="grid gap-2">
          {services.map((service) => {
            const available = isServiceAvailableForDate(service.title, details.eventDate, todayIso);
            const checked = details.selectedServiceIds.includes(service.id);
            // Ticked or not, the price this service has (or would add) for the chosen duration and venue.
            const line = quote.lines.find((l) => l.id === service.id);
            const price = hasDuration
              ? formatGBP(line?.pricePence ?? servicePricePence(service.basePrice, Number(details.duration), isPartner))
              : `from ${formatWholePounds(cardFromPrice(service.basePrice))}`;
            const notice = advanceNoticeLabel(service.title);
            return (
              <li key={service.id}>
                <Label
                  htmlFor={`${id}-service-${service.id}`}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 font-normal transition-colors hover:border-primary/60",
                    checked && "border-primary bg-primary/10",
                    !available && "cursor-not-allowed opacity-70 hover:border-input",
                  )}
                >
                  <Checkbox
                    id={`${id}-service-${service.id}`}
                    checked={checked}
                    disabled={!available}
                    onCheckedChange={(value) => toggle(service.id, value === true)}
                    className="mt-0.5"
                  />
                  <span className="grid flex-1 gap-0.5">
                    <span className="font-semibold">
                      {service.title}
                      {notice && <span className="ml-1 text-xs font-normal text-warning"> {notice}</span>}
                    </span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{service.description}</span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-primary tabular-nums">
                    {hasDuration && line && isPartner && line.listPricePence !== line.pricePence && (
                      <span className="mr-1 text-xs text-muted-foreground line-through">
                        {formatGBP(line.listPricePence)}
                      </span>
                    )}
                    {price}
                  </span>
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className={fieldClass}>
        <Label htmlFor={`${id}-duration`}>Performance duration</Label>
        <Select value={details.duration} onValueChange={(value) => patch({ duration: value })}>
          <SelectTrigger id={`${id}-duration`}>
            <SelectValue placeholder="Select a performance duration" />
          </SelectTrigger>
          <SelectContent>
            {DURATIONS.map((minutes) => {
              const allowed = durationAllowed(minutes);
              return (
                <SelectItem key={minutes} value={String(minutes)} disabled={!allowed}>
                  {minutes} minutes{allowed ? "" : " (not available at your arrival time)"}
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
      </div>

      <div className={fieldClass}>
        <Label htmlFor={`${id}-info`}>Additional information (optional)</Label>
        <Textarea
          id={`${id}-info`}
          rows={3}
          value={details.additionalInfo}
          onChange={(e) => patch({ additionalInfo: e.target.value })}
          placeholder="Anything the magician should know: theme, special guests, surprises..."
        />
      </div>

      <PriceBox quote={quote} hasDuration={hasDuration} />
    </div>
  );
}

function PriceBox({ quote, hasDuration }: { quote: BookingQuote; hasDuration: boolean }) {
  if (quote.lines.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-input p-3 text-sm text-muted-foreground">
        <InfoIcon className="size-4" aria-hidden="true" /> Select a service to see your price.
      </p>
    );
  }
  return (
    <div aria-live="polite" className="rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
      {hasDuration ? (
        <dl className="grid gap-1">
          <div className="flex justify-between">
            <dt>Services</dt>
            <dd className="tabular-nums">{formatGBP(quote.servicesPence)}</dd>
          </div>
          {quote.discountPence > 0 && (
            <div className="flex justify-between text-success">
              <dt>Partner venue discount (10%)</dt>
              <dd className="tabular-nums">-{formatGBP(quote.discountPence)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Travel fee</dt>
            <dd className="tabular-nums">{quote.travelFeePence === 0 ? "Free" : formatGBP(quote.travelFeePence)}</dd>
          </div>
          <div className="mt-1 flex justify-between border-t border-border pt-2 font-semibold text-primary">
            <dt>Estimated total</dt>
            <dd className="tabular-nums" data-testid="live-total">
              {formatGBP(quote.totalPence)}
            </dd>
          </div>
        </dl>
      ) : (
        <p>Choose a duration to see your exact price.</p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- step 3

export function ContactStep({
  details,
  patch,
  quote,
  onPaymentType,
}: {
  details: WizardDetails;
  patch: Patch;
  quote: BookingQuote;
  onPaymentType: (type: "one-time" | "deposit") => void;
}) {
  const id = useId();
  const depositNow = Math.round(quote.totalPence / 2);
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={fieldClass}>
          <Label htmlFor={`${id}-first`}>First name</Label>
          <Input
            id={`${id}-first`}
            autoComplete="given-name"
            value={details.firstName}
            onChange={(e) => patch({ firstName: e.target.value })}
          />
        </div>
        <div className={fieldClass}>
          <Label htmlFor={`${id}-last`}>Last name</Label>
          <Input
            id={`${id}-last`}
            autoComplete="family-name"
            value={details.lastName}
            onChange={(e) => patch({ lastName: e.target.value })}
          />
        </div>
        <div className={fieldClass}>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={details.clientEmail}
            onChange={(e) => patch({ clientEmail: e.target.value })}
          />
        </div>
        <div className={fieldClass}>
          <Label htmlFor={`${id}-phone`}>Phone</Label>
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={details.clientPhone}
            onChange={(e) => patch({ clientPhone: e.target.value })}
          />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Payment option</legend>
        <RadioGroup
          value={details.paymentType}
          onValueChange={(v) => onPaymentType(v as "one-time" | "deposit")}
          className="grid gap-3 sm:grid-cols-2"
        >
          <Label
            htmlFor={`${id}-pay-full`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border border-input p-4 font-normal",
              details.paymentType === "one-time" && "border-primary bg-primary/10",
            )}
          >
            <RadioGroupItem id={`${id}-pay-full`} value="one-time" className="mt-1" />
            <span className="grid gap-1">
              <span className="font-semibold">Pay in full</span>
              <span className="text-sm text-muted-foreground">{formatGBP(quote.totalPence)} today</span>
            </span>
          </Label>
          <Label
            htmlFor={`${id}-pay-deposit`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border border-input p-4 font-normal",
              details.paymentType === "deposit" && "border-primary bg-primary/10",
            )}
          >
            <RadioGroupItem id={`${id}-pay-deposit`} value="deposit" className="mt-1" />
            <span className="grid gap-1">
              <span className="font-semibold">Pay a 50% deposit</span>
              <span className="text-sm text-muted-foreground">
                {formatGBP(depositNow)} today, the rest on the event day (events at least 3 weeks away)
              </span>
            </span>
          </Label>
        </RadioGroup>
      </fieldset>

      {details.paymentType === "deposit" && (
        <div className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3">
          <Checkbox
            id={`${id}-deposit-agree`}
            checked={details.depositAgreement}
            onCheckedChange={(v) => patch({ depositAgreement: v === true })}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-deposit-agree`} className="leading-snug font-normal">
            {DEPOSIT_AGREEMENT_TEXT}
          </Label>
        </div>
      )}

      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-terms`}
          checked={details.termsAccepted}
          onCheckedChange={(v) => patch({ termsAccepted: v === true })}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-terms`} className="leading-snug font-normal">
          <span>
            I accept the{" "}
            <Link
              href="/legal/terms"
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-4"
            >
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            , including the cancellation policy.
          </span>
        </Label>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- step 4

export function OrderSummary({
  details,
  quote,
  locationLabel,
}: {
  details: WizardDetails;
  quote: BookingQuote;
  locationLabel: string;
}) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg border border-border bg-card/60 p-4 text-sm">
      <h3
        id="order-summary-title"
        className="mb-3 flex items-center gap-2 font-sans text-base font-semibold tracking-normal"
      >
        <PartyPopperIcon className="size-4 text-primary" aria-hidden="true" /> Order summary
      </h3>
      <p className="mb-3 text-muted-foreground">
        {eventTypeLabel(details.eventType)} · {details.eventDate} at {details.startTime} · {details.duration} minutes ·{" "}
        {details.guestCount} guests
        <br />
        {locationLabel}
      </p>
      <dl className="grid gap-1">
        {quote.lines.map((line) => (
          <div key={line.id} className="flex justify-between gap-3">
            <dt>{line.title}</dt>
            <dd className="tabular-nums">{formatGBP(line.listPricePence)}</dd>
          </div>
        ))}
        {quote.discountPence > 0 && (
          <div className="flex justify-between gap-3 text-success">
            <dt>Partner venue discount (10%)</dt>
            <dd className="tabular-nums">-{formatGBP(quote.discountPence)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>Travel fee</dt>
          <dd className="tabular-nums">{quote.travelFeePence === 0 ? "Free" : formatGBP(quote.travelFeePence)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatGBP(quote.totalPence)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-semibold text-primary">
          <dt>{details.paymentType === "deposit" ? "Deposit due now (50%)" : "Amount due now"}</dt>
          <dd className="tabular-nums" data-testid="summary-due-now">
            {formatGBP(quote.amountDueNowPence)}
          </dd>
        </div>
        {quote.balanceDueOnDayPence > 0 && (
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>Balance due on the event day</dt>
            <dd className="tabular-nums">{formatGBP(quote.balanceDueOnDayPence)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
