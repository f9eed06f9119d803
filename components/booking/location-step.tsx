"use client";

import { BuildingIcon, MapPinIcon } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";

import { AddressField } from "@/components/shared/address-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FLAT_TRAVEL_FEE_TEXT } from "@/lib/domain/travel-fee";
import { cn } from "@/lib/utils";

import type { LocationType, WizardDetails } from "./booking-payload";
import { TravelNote } from "./travel-note";
import type { RegisteredBar } from "./use-booking-data";
import type { WizardTravel } from "./use-travel";
import { fieldClass, type WizardForm } from "./wizard-form";

const LOCATION_OPTIONS = [
  {
    value: "other",
    icon: MapPinIcon,
    title: "Your own venue",
    text: `Any address in the UK (${FLAT_TRAVEL_FEE_TEXT} travel fee).`,
  },
  { value: "bar", icon: BuildingIcon, title: "A partnered venue", text: "10% off every service and no travel fee." },
] as const;

/** The own-venue card's text when the magician charges travel by distance. */
const DISTANCE_OPTION_TEXT = "Any address in the UK (travel charged by distance)."; // (decided)

const PARKING_OPTIONS = [
  ["yes", "Yes"],
  ["no", "No"],
  ["unsure", "Unsure"],
] as const;

/** Step 1: a partnered venue from the list, or the visitor's own address (search or map) and parking. */
export function LocationStep({
  form,
  details,
  onLocationType,
  bars,
  barsState,
  onChooseBar,
  onPlaceSelected,
  travel,
  onEnquire,
}: {
  travel: WizardTravel;
  /** beyond the magician's travel: close the wizard for the enquiry form */
  onEnquire: () => void;
  form: WizardForm;
  details: WizardDetails;
  onLocationType: (type: LocationType) => void;
  bars: RegisteredBar[];
  barsState: "loading" | "error" | "ready";
  onChooseBar: (bar: RegisteredBar) => void;
  onPlaceSelected: (source: "autocomplete" | "map") => void;
}) {
  const id = useId();
  const { locationType } = details;
  const invalid = (name: keyof WizardDetails) => Boolean(form.formState.errors[name]);
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
        {LOCATION_OPTIONS.map((option) => (
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
              <span className="text-sm text-muted-foreground">
                {option.value === "other" && travel.terms?.mode === "distance" ? DISTANCE_OPTION_TEXT : option.text}
              </span>
            </span>
          </Label>
        ))}
      </RadioGroup>

      {locationType === "bar" ? (
        <div className={fieldClass}>
          <Label htmlFor={`${id}-bar`}>Partnered venue</Label>
          <Controller
            control={form.control}
            name="selectedBarId"
            render={({ field }) => (
              <Select
                value={field.value ? String(field.value) : ""}
                onValueChange={(value) => {
                  const bar = bars.find((b) => String(b.id) === value);
                  if (bar) onChooseBar(bar);
                }}
                disabled={barsState === "loading" || bars.length === 0}
              >
                <SelectTrigger
                  ref={field.ref}
                  id={`${id}-bar`}
                  aria-label="Partnered venue"
                  aria-invalid={invalid("selectedBarId") || undefined}
                >
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
            )}
          />
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
              {...form.register("eventLocation")}
              aria-invalid={invalid("eventLocation") || undefined}
              placeholder="e.g. The Grand Hotel, or Home"
              autoComplete="organization"
            />
          </div>
          <div className={fieldClass}>
            <Label htmlFor={`${id}-address`}>Event address</Label>
            <Controller
              control={form.control}
              name="eventAddress"
              render={({ field }) => (
                <AddressField
                  ref={field.ref}
                  id={`${id}-address`}
                  value={field.value}
                  onChange={(address) => field.onChange(address)}
                  onPlaceSelected={(_address, source) => onPlaceSelected(source)}
                  aria-invalid={invalid("eventAddress") || undefined}
                  placeholder="Search for the address of your event"
                  mapClassName="h-64"
                />
              )}
            />
            {!travel.postcodeRequired && <TravelNote travel={travel} onEnquire={onEnquire} />}
          </div>
          {travel.postcodeRequired && (
            <div className={fieldClass}>
              <Label htmlFor={`${id}-postcode`}>Venue postcode</Label>
              <Input
                id={`${id}-postcode`}
                {...form.register("eventPostcode")}
                aria-invalid={invalid("eventPostcode") || undefined}
                placeholder="e.g. G1 1AA"
                autoComplete="postal-code"
                autoCapitalize="characters"
                className="max-w-40"
              />
              <TravelNote travel={travel} onEnquire={onEnquire} />
            </div>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Is parking available at the venue?</legend>
            <Controller
              control={form.control}
              name="parkingAvailable"
              render={({ field }) => (
                <RadioGroup
                  value={field.value === undefined ? "unsure" : field.value ? "yes" : "no"}
                  onValueChange={(v) => field.onChange(v === "yes" ? true : v === "no" ? false : undefined)}
                  className="flex flex-wrap gap-5"
                >
                  {PARKING_OPTIONS.map(([value, label]) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-parking-${value}`} value={value} />
                      <Label htmlFor={`${id}-parking-${value}`} className="font-normal">
                        {label}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
        </>
      )}
    </div>
  );
}
