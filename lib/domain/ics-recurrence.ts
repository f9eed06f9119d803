import { addDays } from "./dates";

/**
 * The dates an RRULE yields (RFC 5545 §3.3.10) for the rules calendars write: FREQ DAILY, WEEKLY,
 * MONTHLY or YEARLY with INTERVAL, COUNT, UNTIL, BYDAY (with ordinals: 2TU, -1FR), BYMONTHDAY,
 * BYMONTH, BYSETPOS and WKST. It works on the event's wall-clock DATES: the time of day stays the
 * start's in the event's own zone, so a weekly 19:00 stays 19:00 across a clock change.
 */

export interface RecurrenceRule {
  freq: "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
  interval: number;
  count: number | null;
  /** the last instant an occurrence may start at (UNTIL), checked by the caller with `untilPasses` */
  until: string | null;
  byDay: { weekday: number; ordinal: number }[];
  byMonthDay: number[];
  byMonth: number[];
  bySetPos: number[];
  /** 0 = Sunday … 6 = Saturday */
  weekStart: number;
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

function ints(value: string | undefined): number[] {
  return (value ?? "")
    .split(",")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n !== 0);
}

/** An RRULE value, or null for one this reader cannot expand (then only the first occurrence counts). */
export function parseRecurrenceRule(value: string): RecurrenceRule | null {
  const parts = Object.fromEntries(
    value
      .split(";")
      .map((p) => p.split("="))
      .filter((p) => p.length === 2)
      .map(([k, v]) => [k!.trim().toUpperCase(), v!.trim().toUpperCase()]),
  );
  const freq = parts.FREQ;
  if (freq !== "DAILY" && freq !== "WEEKLY" && freq !== "MONTHLY" && freq !== "YEARLY") return null;
  const byDay: RecurrenceRule["byDay"] = [];
  for (const item of (parts.BYDAY ?? "").split(",").filter(Boolean)) {
    const m = item.match(/^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/);
    if (!m) return null;
    byDay.push({ weekday: WEEKDAYS.indexOf(m[2]!), ordinal: m[1] ? Number(m[1]) : 0 });
  }
  const interval = Number(parts.INTERVAL ?? 1);
  const count = parts.COUNT ? Number(parts.COUNT) : null;
  return {
    freq,
    interval: Number.isInteger(interval) && interval > 0 ? interval : 1,
    count: count !== null && Number.isInteger(count) && count > 0 ? count : null,
    until: parts.UNTIL ?? null,
    byDay,
    byMonthDay: ints(parts.BYMONTHDAY),
    byMonth: ints(parts.BYMONTH).filter((m) => m > 0 && m <= 12),
    bySetPos: ints(parts.BYSETPOS),
    weekStart: parts.WKST && WEEKDAYS.includes(parts.WKST) ? WEEKDAYS.indexOf(parts.WKST) : 1,
  };
}

function ymd(date: string): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}

function weekday(date: string): number {
  const [y, m, d] = ymd(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The candidate days of one month under BYMONTHDAY / BYDAY (or the start's day of the month). */
function monthDays(y: number, m: number, rule: RecurrenceRule, startDay: number): string[] {
  const last = daysInMonth(y, m);
  let days: number[];
  if (rule.byMonthDay.length > 0) {
    days = rule.byMonthDay.map((d) => (d > 0 ? d : last + 1 + d)).filter((d) => d >= 1 && d <= last);
  } else if (rule.byDay.length === 0) {
    days = startDay <= last ? [startDay] : [];
  } else {
    days = Array.from({ length: last }, (_, i) => i + 1);
  }
  if (rule.byDay.length > 0) {
    days = days.filter((d) => {
      const wd = weekday(iso(y, m, d));
      return rule.byDay.some((b) => {
        if (b.weekday !== wd) return false;
        if (b.ordinal === 0) return true;
        const nth = b.ordinal > 0 ? Math.floor((d - 1) / 7) + 1 : -(Math.floor((last - d) / 7) + 1);
        return nth === b.ordinal;
      });
    });
  }
  return [...new Set(days)].sort((a, b) => a - b).map((d) => iso(y, m, d));
}

function applySetPos(days: string[], rule: RecurrenceRule): string[] {
  if (rule.bySetPos.length === 0) return days;
  const picked = rule.bySetPos
    .map((p) => (p > 0 ? days[p - 1] : days[days.length + p]))
    .filter((d): d is string => !!d);
  return [...new Set(picked)].sort();
}

/** The candidate dates of the period that starts at `period` (a day, a week's start, a month's 1st, a year's 1 Jan). */
function periodDates(period: string, rule: RecurrenceRule, start: string): string[] {
  const [y, m] = ymd(period);
  const [, startMonth, startDay] = ymd(start);
  let dates: string[];
  switch (rule.freq) {
    case "DAILY":
      dates = [period].filter((d) => rule.byDay.length === 0 || rule.byDay.some((b) => b.weekday === weekday(d)));
      if (rule.byMonthDay.length > 0) dates = dates.filter((d) => monthDays(y, m, rule, 0).includes(d));
      break;
    case "WEEKLY": {
      const wanted = rule.byDay.length > 0 ? rule.byDay.map((b) => b.weekday) : [weekday(start)];
      dates = Array.from({ length: 7 }, (_, i) => addDays(period, i)).filter((d) => wanted.includes(weekday(d)));
      break;
    }
    case "MONTHLY":
      dates = monthDays(y, m, rule, startDay);
      break;
    case "YEARLY": {
      const months = rule.byMonth.length > 0 ? rule.byMonth : [startMonth];
      dates = months.flatMap((month) => monthDays(y, month, rule, startDay));
      break;
    }
  }
  if (rule.byMonth.length > 0) dates = dates.filter((d) => rule.byMonth.includes(ymd(d)[1]));
  return applySetPos(dates, rule);
}

function nextPeriod(period: string, rule: RecurrenceRule): string {
  const [y, m] = ymd(period);
  switch (rule.freq) {
    case "DAILY":
      return addDays(period, rule.interval);
    case "WEEKLY":
      return addDays(period, 7 * rule.interval);
    case "MONTHLY": {
      const months = y * 12 + (m - 1) + rule.interval;
      return iso(Math.floor(months / 12), (months % 12) + 1, 1);
    }
    case "YEARLY":
      return iso(y + rule.interval, 1, 1);
  }
}

function firstPeriod(start: string, rule: RecurrenceRule): string {
  const [y, m] = ymd(start);
  switch (rule.freq) {
    case "DAILY":
      return start;
    case "WEEKLY":
      return addDays(start, -((weekday(start) - rule.weekStart + 7) % 7));
    case "MONTHLY":
      return iso(y, m, 1);
    case "YEARLY":
      return iso(y, 1, 1);
  }
}

/** Hard limits, whatever a feed says: no rule may make the sync loop for long. */
const MAX_PERIODS = 20_000;

/**
 * The occurrence dates from `start` (always the first) in order, while `keep(date)` says the date is
 * not past the caller's horizon or the rule's UNTIL, up to COUNT occurrences.
 */
export function recurrenceDates(start: string, rule: RecurrenceRule, keep: (date: string) => boolean): string[] {
  const out: string[] = [start];
  let period = firstPeriod(start, rule);
  for (let i = 0; i < MAX_PERIODS; i++) {
    // A rule whose periods yield nothing (BYMONTHDAY=30 in February) still ends at the horizon.
    if (period > start && !keep(period)) return out;
    for (const date of periodDates(period, rule, start)) {
      if (date <= start) continue;
      if (rule.count !== null && out.length >= rule.count) return out;
      if (!keep(date)) return out;
      out.push(date);
    }
    period = nextPeriod(period, rule);
  }
  return out;
}
