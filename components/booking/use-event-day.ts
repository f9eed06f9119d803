"use client";

import { useCallback, useMemo, useState } from "react";

import type { DayState } from "@/components/ui/calendar";
import { lookupDay, type DayAvailability } from "@/lib/domain/calendar";
import { horizonEnd } from "@/lib/domain/dates";
import { arrivalTimeRejection } from "@/lib/domain/time-slots";
import { calendarClickToast, unavailableDayToast } from "@/lib/validation/wizard";
import { WIZARD_TOASTS, type WizardToast } from "@/lib/validation/wizard-texts";

import type { WizardDetails } from "./booking-payload";
import { useAvailability, useCalendarData } from "./use-booking-data";
import type { StepContextCheck } from "./use-wizard-form";

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
 * The event-details step's calendar and arrival times: day states from the public bookings and
 * blocked days, the times the server accepts for the date and duration, and the checks on them.
 */
export function useEventDay(
  details: Pick<WizardDetails, "eventDate" | "startTime" | "duration">,
  /** the venue's postcode: the server's times then allow for the drives between bookings */
  postcode: string | null = null,
) {
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const calendar = useCalendarData();
  const todayIso = calendar.today;
  const maxIso = horizonEnd(todayIso);
  const { answer: availability, state: timesState } = useAvailability(
    details.eventDate,
    Number(details.duration) || 30,
    availabilityVersion,
    postcode,
  );
  const times = useMemo(
    () => (availability && availability.date === details.eventDate ? availability.times : []),
    [availability, details.eventDate],
  );

  const getDayState = useCallback(
    (iso: string): DayState => DAY_STATE[lookupDay(calendar.map, iso, todayIso).status],
    [calendar.map, todayIso],
  );

  /** Clicking a day that cannot be chosen: why (full, blocked, …). */
  const disabledDayToast = (iso: string): WizardToast | null =>
    calendarClickToast(lookupDay(calendar.map, iso, todayIso));

  /**
   * After the step's schema: the chosen day must be bookable (told after the type and date, before
   * the time), then the time one the server still offers.
   */
  const checkDay: StepContextCheck = (problem) => {
    if (problem && (problem.field === "eventType" || problem.field === "eventDate")) return problem;
    const serverDay =
      availability && availability.date === details.eventDate && availability.selectable === false
        ? { status: (availability.status as DayAvailability["status"]) ?? "blocked", selectable: false }
        : null;
    const day = serverDay ?? (details.eventDate ? lookupDay(calendar.map, details.eventDate, todayIso) : null);
    const dayToast = unavailableDayToast(day);
    if (dayToast) return { field: "eventDate", toast: dayToast };
    if (problem) return problem;
    if (timesState === "ready" && !times.includes(details.startTime))
      return { field: "startTime", toast: WIZARD_TOASTS.timeRequired };
    return null;
  };

  /** Whether a duration fits at the chosen arrival time (the duration list greys out the others). */
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

  /** The day or time was taken meanwhile: fresh availability. */
  const refresh = () => {
    calendar.refresh();
    setAvailabilityVersion((v) => v + 1);
  };

  return {
    todayIso,
    maxIso,
    calendarState: calendar.state,
    times,
    timesState,
    travelAware: Boolean(availability?.travelAware),
    getDayState,
    disabledDayToast,
    checkDay,
    durationAllowed,
    refresh,
  };
}
