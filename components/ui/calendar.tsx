"use client";

import * as React from "react";
import { endOfMonth, format, isBefore, isSameMonth, startOfDay, startOfMonth } from "date-fns";
import { DayPicker, type Labels } from "react-day-picker";

import { cn } from "@/lib/utils";
import { fromIsoDate, toIsoDate, type DayState } from "./calendar-days";
import { CLASS_NAMES, COMPONENTS, CalendarContext, GridFieldContext, keyTarget } from "./calendar-parts";

export {
  DAY_STATUS_CLASSES,
  DAY_STATUS_LABELS,
  fromIsoDate,
  toIsoDate,
  type DayState,
  type DayStatus,
} from "./calendar-days";
export { CalendarLegend } from "./calendar-legend";

/*
 * Accessible single-date month grid on react-day-picker (the one shadcn/ui's Calendar uses).
 * UK weeks start on Monday. react-day-picker gives the WAI-ARIA date grid: arrow keys move by
 * day/week, Home/End to the start/end of the week, PageUp/PageDown by month (Shift by year),
 * Enter/Space select. On top of it:
 * - days are never react-day-picker "disabled" (that would make them unfocusable and deaf to clicks):
 *   a day our getDayState calls disabled is aria-disabled, still focusable and announced, and a click
 *   on it reaches `onDisabledDayClick` (the wizard shows 'This date is fully booked. Please select a
 *   different date.');
 * - the single tab stop is the last focused day shown, else the selected day, else today, else the 1st;
 * - keyboard moves that would leave minMonth..maxMonth do nothing (react-day-picker would clamp them
 *   to the first / last day of the range);
 * - each day button carries its status (data-status, and in its label for screen readers).
 */

export type CalendarProps = {
  /** Any date inside the month to display. */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** Selected day as yyyy-MM-dd. */
  selected?: string | null;
  onSelect: (iso: string) => void;
  /** Status of a day. Default: past days disabled, other days available. */
  getDayState?: (iso: string) => DayState;
  /** Called instead of onSelect when a disabled day is clicked / activated. */
  onDisabledDayClick?: (iso: string, state: DayState) => void;
  /** Earliest / latest month that can be shown (inclusive). */
  minMonth?: Date;
  maxMonth?: Date;
  /** "Today" (for tests / server-provided time). Default: new Date(). */
  today?: Date;
  className?: string;
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

export function Calendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  getDayState,
  onDisabledDayClick,
  minMonth,
  maxMonth,
  today: todayProp,
  className,
  id,
  "aria-label": ariaLabel,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
}: CalendarProps) {
  const reactId = React.useId();
  const baseId = id ?? `calendar-${reactId}`;
  // The last day that had focus (the roving tab stop while it is shown).
  const [focusedIso, setFocusedIso] = React.useState<string | null>(null);

  const monthStart = startOfMonth(month);
  const today = startOfDay(todayProp ?? new Date());
  const todayIso = toIsoDate(today);
  const minStart = minMonth ? startOfMonth(minMonth) : undefined;
  const maxStart = maxMonth ? startOfMonth(maxMonth) : undefined;

  const resolveState = (iso: string): DayState => {
    if (getDayState) return getDayState(iso);
    return isBefore(fromIsoDate(iso), today)
      ? { status: "past", disabled: true }
      : { status: "available", disabled: false };
  };

  const inMonth = (iso: string | null | undefined): iso is string => !!iso && isSameMonth(fromIsoDate(iso), monthStart);
  const tabStopIso = inMonth(focusedIso)
    ? focusedIso
    : inMonth(selected)
      ? selected
      : inMonth(todayIso)
        ? todayIso
        : toIsoDate(monthStart);

  const allowsMove = (from: Date, event: React.KeyboardEvent) => {
    const to = keyTarget(from, event);
    if (!to) return true;
    return !(minStart && isBefore(to, minStart)) && !(maxStart && isBefore(endOfMonth(maxStart), to));
  };

  const labels = React.useMemo<Partial<Labels>>(
    () => ({
      labelPrevious: () => "Previous month",
      labelNext: () => "Next month",
      labelGrid: (date: Date) => (ariaLabel ? `${ariaLabel}, ${format(date, "MMMM yyyy")}` : format(date, "MMMM yyyy")),
    }),
    [ariaLabel],
  );
  const classNames = React.useMemo(() => ({ ...CLASS_NAMES, root: cn(CLASS_NAMES.root, className) }), [className]);
  const selectedMatcher = React.useCallback((date: Date) => !!selected && toIsoDate(date) === selected, [selected]);

  function handleDayClick(date: Date) {
    const iso = toIsoDate(date);
    setFocusedIso(iso);
    const state = resolveState(iso);
    if (state.disabled) {
      onDisabledDayClick?.(iso, state);
      return;
    }
    onSelect(iso);
  }

  return (
    <CalendarContext.Provider value={{ resolveState, selected, todayIso, tabStopIso, allowsMove }}>
      <GridFieldContext.Provider value={{ describedBy: ariaDescribedBy, invalid: ariaInvalid }}>
        <DayPicker
          id={baseId}
          data-slot="calendar"
          month={monthStart}
          onMonthChange={(next) => onMonthChange(startOfMonth(next))}
          startMonth={minStart}
          endMonth={maxStart}
          weekStartsOn={1}
          today={today}
          navLayout="around"
          // Selection stays ours (the `selected` modifier only marks the cell aria-selected), so a
          // click on a day we call disabled never becomes a selection inside react-day-picker.
          modifiers={{ selected: selectedMatcher }}
          onDayClick={handleDayClick}
          onDayFocus={(date) => setFocusedIso(toIsoDate(date))}
          components={COMPONENTS}
          labels={labels}
          classNames={classNames}
        />
      </GridFieldContext.Provider>
    </CalendarContext.Provider>
  );
}
