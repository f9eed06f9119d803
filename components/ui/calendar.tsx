"use client";

import * as React from "react";
import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isBefore,
  isSameMonth,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/*
 * Accessible single-date month grid (no react-day-picker). UK weeks start on
 * Monday. Follows the WAI-ARIA APG date-grid pattern: one tab stop in the grid
 * (roving tabindex), arrow keys move by day/week, Home/End to the start/end of
 * the week, PageUp/PageDown by month (Shift+PageUp/PageDown by year),
 * Enter/Space select. Disabled days stay focusable (aria-disabled) so they are
 * announced and a click on them reaches `onDisabledDayClick` (the wizard shows
 * 'This date is fully booked. Please select a different date.').
 */

export type DayStatus = "available" | "light" | "busy" | "full" | "blocked" | "past" | "unavailable";

export type DayState = { status: DayStatus; disabled: boolean };

/** Screen-reader wording appended to each day's aria-label. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  available: "Available",
  light: "Available, partly booked",
  busy: "Busy",
  full: "Fully booked",
  blocked: "Not available",
  past: "Past date",
  unavailable: "Not available",
};

const WEEKDAYS = [
  { short: "Mo", long: "Monday" },
  { short: "Tu", long: "Tuesday" },
  { short: "We", long: "Wednesday" },
  { short: "Th", long: "Thursday" },
  { short: "Fr", long: "Friday" },
  { short: "Sa", long: "Saturday" },
  { short: "Su", long: "Sunday" },
] as const;

const WEEK = { weekStartsOn: 1 } as const;

/** Local calendar date as yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** Parse yyyy-MM-dd as a local date (midnight). */
export function fromIsoDate(iso: string): Date {
  return parseISO(iso);
}

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

const statusClass: Record<DayStatus, string> = {
  available: "bg-day-available/10 text-foreground hover:bg-day-available/25",
  light: "bg-day-light/20 font-medium text-day-light hover:bg-day-light/30",
  busy: "bg-day-busy/20 font-medium text-day-busy hover:bg-day-busy/30",
  full: "bg-day-full/20 font-medium text-day-full cursor-not-allowed",
  blocked: "bg-day-blocked/10 text-day-blocked line-through decoration-2 cursor-not-allowed",
  past: "text-muted-foreground/45 cursor-not-allowed",
  unavailable: "text-day-blocked cursor-not-allowed",
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
  const captionId = `${baseId}-caption`;
  const gridRef = React.useRef<HTMLTableElement>(null);
  const shouldFocusRef = React.useRef(false);
  const [focusedIso, setFocusedIso] = React.useState<string | null>(null);

  const monthStart = startOfMonth(month);
  const today = startOfDay(todayProp ?? new Date());
  const todayIso = toIsoDate(today);
  const minStart = minMonth ? startOfMonth(minMonth) : null;
  const maxStart = maxMonth ? startOfMonth(maxMonth) : null;

  const resolveState = (iso: string): DayState => {
    if (getDayState) return getDayState(iso);
    return isBefore(fromIsoDate(iso), today)
      ? { status: "past", disabled: true }
      : { status: "available", disabled: false };
  };

  const days = eachDayOfInterval({
    start: startOfWeek(monthStart, WEEK),
    end: endOfWeek(endOfMonth(monthStart), WEEK),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));

  // The single tab stop: focused day if shown, else selected, else today, else the 1st.
  const inMonth = (iso: string | null | undefined): iso is string => !!iso && isSameMonth(fromIsoDate(iso), monthStart);
  const tabStopIso = inMonth(focusedIso)
    ? focusedIso
    : inMonth(selected)
      ? selected
      : inMonth(todayIso)
        ? todayIso
        : toIsoDate(monthStart);

  // After a keyboard move (possibly into another month), focus the new tab stop.
  React.useEffect(() => {
    if (!shouldFocusRef.current) return;
    shouldFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-iso="${tabStopIso}"]`)?.focus();
  });

  const canShow = (date: Date) => {
    const m = startOfMonth(date);
    return !(minStart && isBefore(m, minStart)) && !(maxStart && isBefore(maxStart, m));
  };

  const prevMonth = addMonths(monthStart, -1);
  const nextMonth = addMonths(monthStart, 1);

  function moveFocus(from: Date, to: Date) {
    if (!canShow(to) || toIsoDate(to) === toIsoDate(from)) return;
    shouldFocusRef.current = true;
    setFocusedIso(toIsoDate(to));
    if (!isSameMonth(from, to)) onMonthChange(startOfMonth(to));
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const iso = (event.target as HTMLElement).closest<HTMLElement>("[data-iso]")?.dataset.iso;
    if (!iso) return;
    const current = fromIsoDate(iso);
    let next: Date | null = null;
    switch (event.key) {
      case "ArrowLeft":
        next = addDays(current, -1);
        break;
      case "ArrowRight":
        next = addDays(current, 1);
        break;
      case "ArrowUp":
        next = addDays(current, -7);
        break;
      case "ArrowDown":
        next = addDays(current, 7);
        break;
      case "Home":
        next = startOfWeek(current, WEEK);
        break;
      case "End":
        next = endOfWeek(current, WEEK);
        break;
      case "PageUp":
        next = event.shiftKey ? addYears(current, -1) : addMonths(current, -1);
        break;
      case "PageDown":
        next = event.shiftKey ? addYears(current, 1) : addMonths(current, 1);
        break;
      default:
        return; // Enter / Space activate the focused <button> natively.
    }
    event.preventDefault();
    moveFocus(current, next);
  }

  function handleDayClick(iso: string) {
    setFocusedIso(iso);
    const state = resolveState(iso);
    if (state.disabled) {
      onDisabledDayClick?.(iso, state);
      return;
    }
    onSelect(iso);
  }

  return (
    <div
      data-slot="calendar"
      id={baseId}
      className={cn("w-fit rounded-lg border bg-popover p-3 text-popover-foreground", className)}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={!canShow(prevMonth)}
          onClick={() => onMonthChange(prevMonth)}
          className={navButtonClass}
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </button>
        <div id={captionId} aria-live="polite" className="font-display text-sm font-semibold tracking-wide">
          {format(monthStart, "MMMM yyyy")}
        </div>
        <button
          type="button"
          aria-label="Next month"
          disabled={!canShow(nextMonth)}
          onClick={() => onMonthChange(nextMonth)}
          className={navButtonClass}
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </button>
      </div>

      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the grid is the date field, so it carries the field's invalid state as an input would */}
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={ariaLabel ? undefined : captionId}
        aria-label={ariaLabel ? `${ariaLabel}, ${format(monthStart, "MMMM yyyy")}` : undefined}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid || undefined}
        onKeyDown={handleKeyDown}
        className="border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th
                key={d.short}
                scope="col"
                abbr={d.long}
                className="size-10 p-0 text-xs font-medium text-muted-foreground"
              >
                <span aria-hidden="true">{d.short}</span>
                <span className="sr-only">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDate(week[0])}>
              {week.map((day) => {
                const iso = toIsoDate(day);
                if (!isSameMonth(day, monthStart)) {
                  return <td key={iso} role="gridcell" className="size-10 p-0.5" />;
                }
                const state = resolveState(iso);
                const isSelected = selected === iso;
                const isToday = iso === todayIso;
                const label = [
                  format(day, "EEEE d MMMM yyyy"),
                  isToday ? "today" : null,
                  DAY_STATUS_LABELS[state.status],
                  isSelected ? "selected" : null,
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-iso={iso}
                      data-status={state.status}
                      data-selected={isSelected || undefined}
                      data-today={isToday || undefined}
                      tabIndex={iso === tabStopIso ? 0 : -1}
                      aria-label={label}
                      aria-disabled={state.disabled || undefined}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => handleDayClick(iso)}
                      className={cn(
                        "relative flex size-9 items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none sm:size-10",
                        "focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
                        statusClass[state.status],
                        isToday &&
                          "after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-primary",
                        isSelected &&
                          "bg-primary font-semibold text-primary-foreground no-underline hover:bg-primary after:bg-primary-foreground",
                      )}
                    >
                      {format(day, "d")}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const navButtonClass =
  "inline-flex size-8 items-center justify-center rounded-md border border-input text-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-40";

type LegendItem = { label: string; swatch: string; struck?: boolean };

const LEGEND: LegendItem[] = [
  { label: "Available", swatch: "bg-day-available" },
  { label: "Busy", swatch: "bg-day-busy" },
  { label: "Full", swatch: "bg-day-full" },
  { label: "Not Available", swatch: "bg-day-blocked", struck: true },
];

/** Colour key shown under the calendar: Available, Busy, Full, Not Available. */
export function CalendarLegend({ className, ...props }: React.ComponentProps<"ul">) {
  return (
    <ul
      data-slot="calendar-legend"
      aria-label="Calendar legend"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground", className)}
      {...props}
    >
      {LEGEND.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("relative inline-block size-3 rounded-sm", item.swatch)}>
            {item.struck && <span className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-background" />}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
