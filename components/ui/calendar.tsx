"use client";

import * as React from "react";
import {
  addDays,
  addMonths,
  addYears,
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
import {
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type CustomComponents,
  type DayButtonProps,
  type Labels,
} from "react-day-picker";

import { cn } from "@/lib/utils";

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

/**
 * Each status's look. The tints are solid enough to reach 3:1 against the calendar's surface
 * (--popover, and --card around it; WCAG 1.4.11) with the foreground text on them at 4.5:1 or more
 * (tests/unit/ui/calendar-contrast.test.ts computes both from app/globals.css).
 */
export const DAY_STATUS_CLASSES: Record<DayStatus, string> = {
  available: "bg-day-available/55 text-foreground hover:bg-day-available/70",
  light: "bg-day-light/42 font-medium text-foreground hover:bg-day-light/55",
  busy: "bg-day-busy/55 font-medium text-foreground hover:bg-day-busy/70",
  full: "bg-day-full/75 font-medium text-foreground cursor-not-allowed",
  blocked: "bg-day-blocked/75 text-foreground line-through decoration-2 cursor-not-allowed",
  past: "text-muted-foreground/45 cursor-not-allowed",
  unavailable: "text-day-blocked cursor-not-allowed",
};

/** What the custom day button needs from the Calendar that renders it. */
type CalendarContextValue = {
  resolveState: (iso: string) => DayState;
  selected: string | null | undefined;
  todayIso: string;
  tabStopIso: string;
  /** False when a key press would move focus out of minMonth..maxMonth. */
  allowsMove: (from: Date, event: React.KeyboardEvent) => boolean;
};

const CalendarContext = React.createContext<CalendarContextValue | null>(null);

function useCalendarContext(): CalendarContextValue {
  const value = React.useContext(CalendarContext);
  if (!value) throw new Error("Calendar parts must be rendered inside <Calendar>");
  return value;
}

/** The date react-day-picker moves focus to for a key (its own key map), or null for other keys. */
function keyTarget(from: Date, event: React.KeyboardEvent): Date | null {
  const step = (by: "day" | "week" | "month" | "year", sign: 1 | -1) =>
    by === "day"
      ? addDays(from, sign)
      : by === "week"
        ? addDays(from, 7 * sign)
        : by === "month"
          ? addMonths(from, sign)
          : addYears(from, sign);
  switch (event.key) {
    case "ArrowLeft":
      return step(event.shiftKey ? "month" : "day", -1);
    case "ArrowRight":
      return step(event.shiftKey ? "month" : "day", 1);
    case "ArrowUp":
      return step(event.shiftKey ? "year" : "week", -1);
    case "ArrowDown":
      return step(event.shiftKey ? "year" : "week", 1);
    case "PageUp":
      return step(event.shiftKey ? "year" : "month", -1);
    case "PageDown":
      return step(event.shiftKey ? "year" : "month", 1);
    case "Home":
      return startOfWeek(from, WEEK);
    case "End":
      return endOfWeek(from, WEEK);
    default:
      return null;
  }
}

const WEEK = { weekStartsOn: 1 } as const;

function CalendarDayButton({ day, modifiers, onKeyDown, ...props }: DayButtonProps) {
  const { resolveState, selected, todayIso, tabStopIso, allowsMove } = useCalendarContext();
  const ref = React.useRef<HTMLButtonElement>(null);
  // react-day-picker moves focus by re-rendering with the new day marked focused.
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const iso = toIsoDate(day.date);
  const state = resolveState(iso);
  const isSelected = selected === iso;
  const isToday = iso === todayIso;
  const label = [
    format(day.date, "EEEE d MMMM yyyy"),
    isToday ? "today" : null,
    DAY_STATUS_LABELS[state.status],
    isSelected ? "selected" : null,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <button
      {...props}
      ref={ref}
      type="button"
      data-iso={iso}
      data-status={state.status}
      data-selected={isSelected || undefined}
      data-today={isToday || undefined}
      tabIndex={iso === tabStopIso ? 0 : -1}
      aria-label={label}
      aria-disabled={state.disabled || undefined}
      aria-current={isToday ? "date" : undefined}
      onKeyDown={(event) => {
        if (!allowsMove(day.date, event)) {
          event.preventDefault();
          return;
        }
        onKeyDown?.(event);
      }}
      className={cn(
        "relative mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none",
        "focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
        DAY_STATUS_CLASSES[state.status],
        isToday &&
          "after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-foreground",
        // Selected: gold with a light ring outside a gap of the surface, so it stands apart from any tint.
        isSelected &&
          "bg-primary font-semibold text-primary-foreground no-underline ring-2 ring-foreground ring-offset-2 ring-offset-popover hover:bg-primary after:bg-primary-foreground",
      )}
    />
  );
}

/** The grid carries the date field's description and invalid state, as an input would. */
function CalendarMonthGrid(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const { describedBy, invalid } = React.useContext(GridFieldContext);
  return <table {...props} aria-describedby={describedBy} aria-invalid={invalid || undefined} />;
}

const GridFieldContext = React.createContext<{ describedBy?: string; invalid?: boolean }>({});

/** Column headers stay in the accessibility tree (react-day-picker hides them): short text, full name for AT. */
function CalendarWeekdays(props: React.HTMLAttributes<HTMLTableRowElement>) {
  return (
    <thead>
      <tr {...props} />
    </thead>
  );
}

function CalendarWeekday({ "aria-label": long, children, ...props }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th {...props} abbr={long}>
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{long}</span>
    </th>
  );
}

/** react-day-picker only marks an unavailable month button aria-disabled; ours are really disabled. */
function NavButton({ "aria-disabled": ariaDisabled, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} type="button" disabled={ariaDisabled ? true : undefined} />;
}

function CalendarChevron({ orientation }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon className="size-4" aria-hidden="true" />;
}

const COMPONENTS: Partial<CustomComponents> = {
  DayButton: CalendarDayButton,
  MonthGrid: CalendarMonthGrid,
  Weekdays: CalendarWeekdays,
  Weekday: CalendarWeekday,
  PreviousMonthButton: NavButton,
  NextMonthButton: NavButton,
  Chevron: CalendarChevron,
};

const navButtonClass =
  "inline-flex size-8 items-center justify-center rounded-md border border-input text-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-40";

const CLASS_NAMES: Partial<ClassNames> = {
  root: "w-full max-w-[21rem] rounded-lg border bg-popover p-3 text-popover-foreground",
  months: "",
  // Previous button, caption, next button on one row; the grid below them.
  month: "grid grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-2",
  month_caption: "flex justify-center",
  caption_label: "font-display text-sm font-semibold tracking-wide",
  button_previous: navButtonClass,
  button_next: navButtonClass,
  month_grid: "col-span-3 w-full table-fixed border-collapse",
  weekdays: "",
  weekday: "h-8 p-0 text-xs font-medium text-muted-foreground",
  week: "",
  day: "p-0.5",
  hidden: "",
  outside: "",
  today: "",
  selected: "",
  disabled: "",
  focused: "",
  chevron: "",
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
