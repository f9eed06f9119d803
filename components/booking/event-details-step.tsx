"use client";

import { Clock3Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";

import { Calendar, CalendarLegend, fromIsoDate, type DayState } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EVENT_TYPES, EVENT_TYPE_LABELS } from "@/lib/domain/constants";
import { ARRIVAL_TIMES_HINT, ARRIVAL_TIMES_TRAVEL_HINT } from "@/lib/validation/wizard-texts";

import type { WizardDetails } from "./booking-payload";
import { WaitlistJoin } from "./waitlist-join";
import { fieldClass, type WizardForm } from "./wizard-form";

/** Step 2: event type, date (calendar with day states), arrival time and guest count. */
export function EventDetailsStep({
  form,
  details,
  month,
  onMonthChange,
  todayIso,
  maxIso,
  getDayState,
  onDisabledDayClick,
  calendarState,
  times,
  timesState,
  travelAware = false,
}: {
  /** the venue is known: the times allow for the drives between bookings */
  travelAware?: boolean;
  form: WizardForm;
  details: WizardDetails;
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
  const calendarBox = useRef<HTMLDivElement>(null);
  // A full day clicked, or the chosen day with no time left: its waiting list is offered.
  const [fullDay, setFullDay] = useState<string | null>(null);
  const noTimes = Boolean(details.eventDate) && timesState === "ready" && times.length === 0;
  const waitlistDate = noTimes ? details.eventDate : fullDay;
  const invalid = (name: keyof WizardDetails) => Boolean(form.formState.errors[name]) || undefined;
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
        <Controller
          control={form.control}
          name="eventType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} id={`${id}-type`} aria-invalid={invalid("eventType")}>
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
          )}
        />
      </div>

      <div className="grid gap-2" ref={calendarBox}>
        <span id={`${id}-date-label`} className="text-sm leading-none font-medium">
          Event date
        </span>
        <Controller
          control={form.control}
          name="eventDate"
          render={({ field }) => {
            // the focus goes to the calendar's focusable day (the chosen one, or today)
            field.ref({
              focus: () => calendarBox.current?.querySelector<HTMLElement>('button[data-iso][tabindex="0"]')?.focus(),
            });
            return (
              <Calendar
                aria-label="Event date"
                aria-describedby={`${id}-date-help`}
                month={month}
                onMonthChange={onMonthChange}
                selected={field.value || null}
                onSelect={(iso) => field.onChange(iso)}
                getDayState={getDayState}
                onDisabledDayClick={(iso, state) => {
                  setFullDay(state.status === "full" ? iso : null);
                  onDisabledDayClick(iso, state);
                }}
                minMonth={fromIsoDate(todayIso)}
                maxMonth={fromIsoDate(maxIso)}
                today={fromIsoDate(todayIso)}
                className="mx-auto w-full max-w-sm sm:mx-0"
              />
            );
          }}
        />
        <CalendarLegend />
        {waitlistDate && <WaitlistJoin date={waitlistDate} />}
        <p id={`${id}-date-help`} className="text-xs text-muted-foreground">
          {calendarState === "loading"
            ? "Checking availability..."
            : calendarState === "error"
              ? "Availability could not be loaded; the date will be checked when you continue."
              : "Use the arrow keys to move between days and Enter to choose."}
        </p>
      </div>

      {/* items-start: the time's hint makes its cell taller; stretched, the guests cell would spread its rows and sink */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className={fieldClass}>
          <Label htmlFor={`${id}-time`}>Arrival time</Label>
          <Controller
            control={form.control}
            name="startTime"
            render={({ field }) => (
              <Select
                value={field.value && times.includes(field.value) ? field.value : ""}
                onValueChange={field.onChange}
                disabled={!details.eventDate || times.length === 0}
              >
                <SelectTrigger
                  ref={field.ref}
                  id={`${id}-time`}
                  aria-describedby={`${id}-time-hint`}
                  aria-invalid={invalid("startTime")}
                >
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
            )}
          />
          <p id={`${id}-time-hint`} className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <Clock3Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {travelAware ? ARRIVAL_TIMES_TRAVEL_HINT : ARRIVAL_TIMES_HINT}
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
            {...form.register("guestCount")}
            aria-invalid={invalid("guestCount")}
            placeholder="e.g. 60"
          />
        </div>
      </div>
    </div>
  );
}
