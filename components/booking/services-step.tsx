"use client";

import { useId } from "react";
import { Controller } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { DURATIONS } from "@/lib/domain/constants";
import { formatGBP, formatWholePounds } from "@/lib/domain/money";
import { advanceNoticeLabel, isServiceAvailableForDate } from "@/lib/domain/notice";
import { cardFromPrice, quoteBooking, type BookingQuote, type QuoteLine } from "@/lib/domain/pricing";
import type { PublicService } from "@/lib/domain/services";
import { cn } from "@/lib/utils";

import type { WizardDetails } from "./booking-payload";
import { PriceBox } from "./price-box";
import { fieldClass, type WizardForm } from "./wizard-form";

/**
 * A service's line for the chosen duration and venue: its line in the quote when ticked, otherwise
 * what ticking it would add, priced by the same quoteBooking() rule (never £0.00).
 */
export function serviceLine(
  service: PublicService,
  quote: BookingQuote,
  durationMinutes: number,
  isPartner: boolean,
): QuoteLine {
  const ticked = quote.lines.find((l) => l.id === service.id);
  if (ticked) return ticked;
  const [line] = quoteBooking({
    services: [service],
    durationMinutes,
    isPartnerVenue: isPartner,
    paymentType: "one-time",
    travel: null, // a service's own price: travel is not part of it
  }).lines;
  if (!line) throw new Error(`No quote line for service ${service.id}.`);
  return line;
}

/** Step 3: services (ticked ones priced for the duration), duration, notes and the live price. */
export function ServicesStep({
  form,
  details,
  services,
  todayIso,
  quote,
  isPartner,
  durationAllowed,
}: {
  form: WizardForm;
  details: WizardDetails;
  services: PublicService[];
  todayIso: string;
  quote: BookingQuote;
  isPartner: boolean;
  durationAllowed: (minutes: number) => boolean;
}) {
  const id = useId();
  const hasDuration = Boolean(details.duration);
  const invalid = (name: keyof WizardDetails) => Boolean(form.formState.errors[name]) || undefined;
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2" aria-invalid={invalid("selectedServiceIds")}>
        <legend className="mb-2 text-sm font-medium">Choose your performance</legend>
        <Controller
          control={form.control}
          name="selectedServiceIds"
          render={({ field }) => (
            <ul className="grid gap-2">
              {services.map((service, index) => {
                const available = isServiceAvailableForDate(service.title, details.eventDate, todayIso);
                const checked = field.value.includes(service.id);
                const line = hasDuration ? serviceLine(service, quote, Number(details.duration), isPartner) : null;
                const notice = advanceNoticeLabel(service.title);
                const toggle = (on: boolean) => {
                  const set = new Set(field.value);
                  if (on) set.add(service.id);
                  else set.delete(service.id);
                  field.onChange([...set]);
                };
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
                        ref={index === 0 ? field.ref : undefined}
                        id={`${id}-service-${service.id}`}
                        checked={checked}
                        disabled={!available}
                        onCheckedChange={(value) => toggle(value === true)}
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
                        {line && line.listPricePence !== line.pricePence && (
                          <span className="mr-1 text-xs text-muted-foreground line-through">
                            {formatGBP(line.listPricePence)}
                          </span>
                        )}
                        {line
                          ? formatGBP(line.pricePence)
                          : `from ${formatWholePounds(cardFromPrice(service.basePrice))}`}
                      </span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      </fieldset>

      <div className={fieldClass}>
        <Label htmlFor={`${id}-duration`}>Performance duration</Label>
        <Controller
          control={form.control}
          name="duration"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} id={`${id}-duration`} aria-invalid={invalid("duration")}>
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
          )}
        />
      </div>

      <div className={fieldClass}>
        <Label htmlFor={`${id}-info`}>Additional information (optional)</Label>
        <Textarea
          id={`${id}-info`}
          rows={3}
          {...form.register("additionalInfo")}
          aria-invalid={invalid("additionalInfo")}
          placeholder="Anything the magician should know: theme, special guests, surprises..."
        />
      </div>

      <PriceBox quote={quote} hasDuration={hasDuration} />
    </div>
  );
}
