"use client";

import * as React from "react";
import { addDays, addMonths, addYears, endOfWeek, format, startOfWeek } from "date-fns";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ChevronProps, ClassNames, CustomComponents, DayButtonProps } from "react-day-picker";

import { cn } from "@/lib/utils";
import { DAY_STATUS_CLASSES, DAY_STATUS_LABELS, toIsoDate, type DayState } from "./calendar-days";

// The pieces <Calendar> gives react-day-picker: its own day button, grid, headers and navigation.

/** What the custom day button needs from the Calendar that renders it. */
export type CalendarContextValue = {
  resolveState: (iso: string) => DayState;
  selected: string | null | undefined;
  todayIso: string;
  tabStopIso: string;
  /** False when a key press would move focus out of minMonth..maxMonth. */
  allowsMove: (from: Date, event: React.KeyboardEvent) => boolean;
};

export const CalendarContext = React.createContext<CalendarContextValue | null>(null);

function useCalendarContext(): CalendarContextValue {
  const value = React.useContext(CalendarContext);
  if (!value) throw new Error("Calendar parts must be rendered inside <Calendar>");
  return value;
}

/** The date react-day-picker moves focus to for a key (its own key map), or null for other keys. */
export function keyTarget(from: Date, event: React.KeyboardEvent): Date | null {
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

export const WEEK = { weekStartsOn: 1 } as const;

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
          "bg-primary font-semibold text-primary-foreground no-underline ring-2 ring-foreground ring-offset-2 ring-offset-popover hover:bg-primary hover:text-primary-foreground after:bg-primary-foreground",
      )}
    />
  );
}

/** The grid carries the date field's description and invalid state, as an input would. */
function CalendarMonthGrid(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const { describedBy, invalid } = React.useContext(GridFieldContext);
  return <table {...props} aria-describedby={describedBy} aria-invalid={invalid || undefined} />;
}

export const GridFieldContext = React.createContext<{ describedBy?: string; invalid?: boolean }>({});

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

export const COMPONENTS: Partial<CustomComponents> = {
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

export const CLASS_NAMES: Partial<ClassNames> = {
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
