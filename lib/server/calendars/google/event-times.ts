import "server-only";
import type { calendar_v3 } from "@googleapis/calendar";
import { addDays, isValidIsoDate, londonDateTime } from "@/lib/domain/dates";

/** An event's start and end instants and whether it is all-day (all-day dates are London days, end exclusive). */
export function eventTimes(event: calendar_v3.Schema$Event): { startsAt: Date; endsAt: Date; allDay: boolean } | null {
  const { start, end } = event;
  if (start?.dateTime && end?.dateTime) {
    const startsAt = new Date(start.dateTime);
    const endsAt = new Date(end.dateTime);
    if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) return null;
    return { startsAt, endsAt, allDay: false };
  }
  if (start?.date && isValidIsoDate(start.date)) {
    const endDate = end?.date && isValidIsoDate(end.date) ? end.date : addDays(start.date, 1);
    return { startsAt: londonDateTime(start.date), endsAt: londonDateTime(endDate), allDay: true };
  }
  return null;
}
