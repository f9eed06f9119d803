import { addDays, daysBetween } from "./dates";
import {
  instantOf,
  parseDuration,
  parseEvents,
  parseIcsTime,
  unescapeText,
  type IcsEvent,
  type IcsTime,
} from "./ics-parse";
import { parseRecurrenceRule, recurrenceDates } from "./ics-recurrence";
import { postcodeFromAddress } from "./travel";

/**
 * The busy occurrences of an iCalendar text: what the magician's own calendars (ICS feeds) add to
 * availability. Recurring events are expanded (RRULE, RDATE, EXDATE, moved instances by
 * RECURRENCE-ID) in their own zone's wall clock; "free" (TRANSP:TRANSPARENT) and cancelled events
 * are left out; an all-day event runs from London's midnight of its first day to that of the day
 * after its last. Only occurrences overlapping the window are kept.
 */

export interface BusyOccurrence {
  /** the event's UID, and for a recurring one its original start: stable across syncs */
  occurrenceKey: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string | null;
  /** the UK postcode in its location, for the drives to and from it */
  postcode: string | null;
}

/** How far ahead a calendar is read: beyond the booking horizon, and bounded so a daily rule stays small. */
export const CALENDAR_HORIZON_DAYS = 548;
/** How far back: the dashboard's calendar shows the last month's outside events too. */
export const CALENDAR_PAST_DAYS = 31;

export interface BusyWindow {
  from: Date;
  to: Date;
}

export function busyWindow(now: Date): BusyWindow {
  return {
    from: new Date(now.getTime() - CALENDAR_PAST_DAYS * 86_400_000),
    to: new Date(now.getTime() + CALENDAR_HORIZON_DAYS * 86_400_000),
  };
}

function first(event: IcsEvent, name: string) {
  return event.get(name)?.[0];
}

function timeOf(event: IcsEvent, name: string): IcsTime | null {
  const prop = first(event, name);
  return prop ? parseIcsTime(prop.value, prop.params) : null;
}

/** Every time listed by a repeatable date-list property (EXDATE, RDATE: comma lists, several lines). */
function timesOf(event: IcsEvent, name: string): IcsTime[] {
  return (event.get(name) ?? []).flatMap((prop) =>
    prop.value
      .split(",")
      .map((v) => parseIcsTime(v, prop.params))
      .filter((t): t is IcsTime => t !== null),
  );
}

/** Identifies an occurrence by its original start: the day for all-day events, else the instant. */
function originalKey(time: IcsTime): string {
  return time.allDay ? time.date : instantOf(time).toISOString();
}

function isIgnored(event: IcsEvent): boolean {
  const status = first(event, "STATUS")?.value.trim().toUpperCase();
  const transp = first(event, "TRANSP")?.value.trim().toUpperCase();
  return status === "CANCELLED" || transp === "TRANSPARENT";
}

/** Start and end of one event at `start` (its own start, or an occurrence's). */
function span(event: IcsEvent, dtStart: IcsTime, start: IcsTime): { startsAt: Date; endsAt: Date } {
  const dtEnd = timeOf(event, "DTEND");
  const duration = first(event, "DURATION");
  if (start.allDay) {
    let days = 1;
    if (dtEnd?.allDay) days = Math.max(1, daysBetween(dtStart.date, dtEnd.date));
    else if (duration) days = Math.max(1, Math.round((parseDuration(duration.value) ?? 86_400_000) / 86_400_000));
    return { startsAt: instantOf(start), endsAt: instantOf({ allDay: true, date: addDays(start.date, days) }) };
  }
  let ms = 0;
  if (dtEnd) ms = instantOf(dtEnd).getTime() - instantOf(dtStart).getTime();
  else if (duration) ms = parseDuration(duration.value) ?? 0;
  const startsAt = instantOf(start);
  return { startsAt, endsAt: new Date(startsAt.getTime() + ms) };
}

function occurrence(
  event: IcsEvent,
  key: string,
  times: { startsAt: Date; endsAt: Date },
  allDay: boolean,
): BusyOccurrence {
  const location = first(event, "LOCATION") ? unescapeText(first(event, "LOCATION")!.value).trim() : "";
  const title = first(event, "SUMMARY") ? unescapeText(first(event, "SUMMARY")!.value).trim() : "";
  return {
    occurrenceKey: key,
    title: title || "Busy",
    ...times,
    allDay,
    location: location || null,
    postcode: postcodeFromAddress(location),
  };
}

/** The occurrences of one recurring or single event (without its moved instances' replacements). */
function expand(event: IcsEvent, dtStart: IcsTime, window: BusyWindow): IcsTime[] {
  const rruleProp = first(event, "RRULE");
  const rule = rruleProp ? parseRecurrenceRule(rruleProp.value) : null;
  if (!rule) return [dtStart, ...timesOf(event, "RDATE")];
  // A floating UNTIL is in the start's zone.
  const startZone = first(event, "DTSTART")?.params.TZID;
  const until = rule.until ? parseIcsTime(rule.until, startZone ? { TZID: startZone } : {}) : null;
  const horizon = window.to.getTime();
  const at = (date: string): IcsTime => ({ ...dtStart, date });
  const keep = (date: string) => {
    const instant = instantOf(at(date)).getTime();
    if (instant >= horizon) return false;
    if (!until) return true;
    return until.allDay ? date <= until.date : instant <= instantOf(until).getTime();
  };
  return [...recurrenceDates(dtStart.date, rule, keep).map(at), ...timesOf(event, "RDATE")];
}

/** The busy occurrences of `text` overlapping the window, each key once. */
export function busyOccurrences(text: string, window: BusyWindow): BusyOccurrence[] {
  const events = parseEvents(text);
  const uidOf = (event: IcsEvent, index: number) => first(event, "UID")?.value.trim() || `event-${index}`;
  // Moved or changed instances: UID → original start → the replacing event.
  const moved = new Map<string, Map<string, IcsEvent>>();
  const masters: { uid: string; event: IcsEvent }[] = [];
  events.forEach((event, index) => {
    const uid = uidOf(event, index);
    const recurrenceId = timeOf(event, "RECURRENCE-ID");
    if (!recurrenceId) return masters.push({ uid, event });
    const byStart = moved.get(uid) ?? new Map<string, IcsEvent>();
    byStart.set(originalKey(recurrenceId), event);
    moved.set(uid, byStart);
  });
  const out = new Map<string, BusyOccurrence>();
  const add = (found: BusyOccurrence) => {
    if (found.endsAt <= found.startsAt) return;
    if (found.endsAt <= window.from || found.startsAt >= window.to) return;
    if (!out.has(found.occurrenceKey)) out.set(found.occurrenceKey, found);
  };
  const masterUids = new Set(masters.map((m) => m.uid));
  for (const { uid, event } of masters) {
    const dtStart = timeOf(event, "DTSTART");
    if (!dtStart || isIgnored(event)) continue;
    const recurring = !!first(event, "RRULE") || !!first(event, "RDATE");
    const excluded = new Set(timesOf(event, "EXDATE").map(originalKey));
    const replacements = moved.get(uid);
    for (const start of expand(event, dtStart, window)) {
      const key = originalKey(start);
      if (excluded.has(key)) continue;
      const occurrenceKey = recurring ? `${uid}#${key}` : uid;
      const replacement = replacements?.get(key);
      if (replacement) {
        const own = timeOf(replacement, "DTSTART");
        if (!own || isIgnored(replacement)) continue;
        add(occurrence(replacement, occurrenceKey, span(replacement, own, own), own.allDay));
        continue;
      }
      add(occurrence(event, occurrenceKey, span(event, dtStart, start), start.allDay));
    }
  }
  // A changed instance whose series is not in the feed stands alone.
  for (const [uid, byStart] of moved) {
    if (masterUids.has(uid)) continue;
    for (const [key, event] of byStart) {
      const own = timeOf(event, "DTSTART");
      if (own && !isIgnored(event)) add(occurrence(event, `${uid}#${key}`, span(event, own, own), own.allDay));
    }
  }
  return [...out.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
