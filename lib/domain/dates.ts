/**
 * Dates and clock times. Every "today" / "now" is in Europe/London, whatever
 * the process time zone. Calendar dates are ISO strings 'yyyy-MM-dd' and are
 * manipulated as plain calendar dates (UTC arithmetic, no DST effects).
 * Clock times are 'HH:mm' strings or minutes since midnight.
 */
import { TZDate } from "@date-fns/tz";
import { BOOKING_HORIZON_DAYS, LONDON_TIME_ZONE } from "./constants";

export type IsoDate = string;

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The London wall-clock view of an instant. */
export function londonParts(now: Date): { date: IsoDate; hour: number; minute: number; minutes: number } {
  const tz = new TZDate(now.getTime(), LONDON_TIME_ZONE);
  const date = `${pad(tz.getFullYear(), 4)}-${pad(tz.getMonth() + 1)}-${pad(tz.getDate())}`;
  const hour = tz.getHours();
  const minute = tz.getMinutes();
  return { date, hour, minute, minutes: hour * 60 + minute };
}

/** Today's date in London as 'yyyy-MM-dd'. */
export function londonToday(now: Date = new Date()): IsoDate {
  return londonParts(now).date;
}

/** The instant at which a London wall-clock date and time occurs. */
export function londonDateTime(date: IsoDate, time = "00:00"): Date {
  const { y, m, d } = parseIsoDate(date);
  const minutes = timeToMinutes(time);
  const tz = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, LONDON_TIME_ZONE);
  return new Date(tz.getTime());
}

/** Strict 'yyyy-MM-dd' check that also rejects impossible dates such as 2026-02-30. */
export function isValidIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = ISO_DATE_RE.exec(value);
  if (!match) return false;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** Strict 'HH:mm' (00:00–23:59) check. */
export function isValidTime(value: unknown): value is string {
  return typeof value === "string" && TIME_RE.test(value);
}

function parseIsoDate(date: IsoDate): { y: number; m: number; d: number } {
  if (!isValidIsoDate(date)) throw new RangeError(`Invalid ISO date: ${date}`);
  // A valid ISO date always has its three parts; the defaults only satisfy the type checker.
  const [y = NaN, m = NaN, d = NaN] = date.split("-").map(Number);
  return { y, m, d };
}

function toUtcMs(date: IsoDate): number {
  const { y, m, d } = parseIsoDate(date);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): IsoDate {
  const dt = new Date(ms);
  return `${pad(dt.getUTCFullYear(), 4)}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
}

/** Adds (or subtracts) whole calendar days to an ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + Math.trunc(days) * DAY_MS);
}

/** Number of calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Every date from start to end inclusive (empty when end < start). */
export function eachDayInRange(start: IsoDate, end: IsoDate): IsoDate[] {
  const count = daysBetween(start, end);
  const days: IsoDate[] = [];
  for (let i = 0; i <= count; i++) days.push(addDays(start, i));
  return days;
}

export function isPastDate(date: IsoDate, today: IsoDate): boolean {
  return date < today;
}

/** Last selectable date: today + 1095 days (inclusive). */
export function horizonEnd(today: IsoDate): IsoDate {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/** True when the date lies after today + 1095 days. */
export function isBeyondHorizon(date: IsoDate, today: IsoDate): boolean {
  return daysBetween(today, date) > BOOKING_HORIZON_DAYS;
}

/** 'HH:mm' -> minutes since midnight. */
export function timeToMinutes(time: string): number {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes (any integer, wraps around midnight) -> 'HH:mm'. */
export function minutesToTime(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** Human date for display, e.g. '2026-07-04' -> 'Saturday, 4 July 2026'. */
export function formatIsoDateLong(date: IsoDate): string {
  const { y, m, d } = parseIsoDate(date);
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
