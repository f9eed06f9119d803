import { format, parseISO } from "date-fns";

export type DayStatus = "available" | "light" | "busy" | "full" | "blocked" | "past" | "elapsed" | "unavailable";

export type DayState = { status: DayStatus; disabled: boolean };

/** Screen-reader wording appended to each day's aria-label. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  available: "Available",
  light: "Available, partly booked",
  busy: "Busy",
  full: "Fully booked",
  blocked: "Not available",
  past: "Past date",
  elapsed: "Past date",
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

/**
 * Each status's look. The tints are solid enough to reach 3:1 against the calendar's surface
 * (--popover, and --card around it; WCAG 1.4.11) with the foreground text on them at 4.5:1 or more
 * (tests/unit/ui/calendar-contrast.test.ts computes both from app/globals.css). The light text has
 * no room for a stronger tint, so a hovered day turns solid with its dark foreground instead.
 */
export const DAY_STATUS_CLASSES: Record<DayStatus, string> = {
  available: "bg-day-available/55 text-foreground hover:bg-day-available hover:text-day-available-foreground",
  light: "bg-day-light/42 font-medium text-foreground hover:bg-day-light hover:text-day-light-foreground",
  busy: "bg-day-busy/55 font-medium text-foreground hover:bg-day-busy hover:text-day-busy-foreground",
  full: "bg-day-full/75 font-medium text-foreground cursor-not-allowed",
  blocked: "bg-day-blocked/75 text-foreground line-through decoration-2 cursor-not-allowed",
  past: "text-muted-foreground/45 cursor-not-allowed",
  // a past day the viewer may still open (the magician's calendar, for its bookings): untinted, so it
  // never reads as free, yet legible, as it is not disabled
  elapsed: "text-muted-foreground hover:bg-muted hover:text-foreground",
  unavailable: "text-muted-foreground cursor-not-allowed",
};
