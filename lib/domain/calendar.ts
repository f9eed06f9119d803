/**
 * Calendar day status, on the public calendar and the magician's Bookings tab.
 * Which bookings count is decided by isActive() of ./booking-status.
 */
import { isActive } from "./booking-status";
import { MAX_ACTIVE_BOOKINGS_PER_DAY } from "./constants";
import { isBeyondHorizon, isPastDate, isValidIsoDate, type IsoDate } from "./dates";

/** The booking fields availability needs (GET /api/bookings-public). */
export interface AvailabilityBooking {
  eventDate: string;
  startTime?: string | null;
  endTime?: string | null;
  /** minutes (number or numeric string); used when endTime is missing */
  duration?: string | number | null;
  paymentStatus?: string | null;
  status?: string | null;
  holdExpiresAt?: Date | string | null;
  /** the venue's UK postcode (null when unknown: older bookings, blocked hours, no postcode given) */
  eventPostcode?: string | null;
}

export type LoadLevel = "available" | "light" | "busy" | "full";
export type DayStatus = LoadLevel | "blocked" | "past" | "beyond-horizon";

export interface DayAvailability {
  date: IsoDate;
  status: DayStatus;
  /** load of the day regardless of past / blocked (admin calendars colour past days too) */
  load: LoadLevel;
  selectable: boolean;
  activeCount: number;
  blocked: boolean;
}

/** Cancelled (payment or status), refunded and expired bookings, and ended holds, do not count (one rule: booking-status). */
export const isActiveBooking = (b: Parameters<typeof isActive>[0]): boolean => isActive(b);

export function countActiveBookings(bookings: readonly AvailabilityBooking[], date: IsoDate): number {
  let n = 0;
  for (const b of bookings) if (b.eventDate === date && isActiveBooking(b)) n++;
  return n;
}

/** 0 available, 1–2 light (green), 3–4 busy (orange), 5 or more full (red). */
export function loadLevel(activeCount: number): LoadLevel {
  if (activeCount <= 0) return "available";
  if (activeCount <= 2) return "light";
  if (activeCount < MAX_ACTIVE_BOOKINGS_PER_DAY) return "busy";
  return "full";
}

export function isFull(activeCount: number): boolean {
  return activeCount >= MAX_ACTIVE_BOOKINGS_PER_DAY;
}

/**
 * Status of one day. Precedence: past > beyond-horizon > blocked > load.
 * Selectable: not past, within the 1095-day horizon, not blocked and fewer than 5 active bookings.
 */
export function dayAvailability(input: {
  date: IsoDate;
  today: IsoDate;
  activeCount: number;
  blocked: boolean;
}): DayAvailability {
  const { date, today, activeCount, blocked } = input;
  const load = loadLevel(activeCount);
  let status: DayStatus = load;
  if (isPastDate(date, today)) status = "past";
  else if (isBeyondHorizon(date, today)) status = "beyond-horizon";
  else if (blocked) status = "blocked";
  return {
    date,
    status,
    load,
    activeCount,
    blocked,
    selectable: status === "available" || status === "light" || status === "busy",
  };
}

/** Status of a day computed from all bookings and blocked dates. */
export function dayStatus(
  date: IsoDate,
  ctx: { today: IsoDate; bookings: readonly AvailabilityBooking[]; blockedDates: readonly string[] },
): DayAvailability {
  return dayAvailability({
    date,
    today: ctx.today,
    activeCount: countActiveBookings(ctx.bookings, date),
    blocked: ctx.blockedDates.includes(date),
  });
}

/**
 * Map of every date that has at least one booking (active or not) or is
 * blocked. Dates missing from the map are plain available days: use
 * `lookupDay` to read it with that default.
 */
export function buildCalendarMap(input: {
  today: IsoDate;
  bookings: readonly AvailabilityBooking[];
  blockedDates: readonly string[];
}): Record<IsoDate, DayAvailability> {
  const counts = new Map<string, number>();
  for (const b of input.bookings) {
    counts.set(b.eventDate, (counts.get(b.eventDate) ?? 0) + (isActiveBooking(b) ? 1 : 0));
  }
  const blocked = new Set(input.blockedDates);
  const dates = new Set<string>([...counts.keys(), ...blocked]);
  const map: Record<IsoDate, DayAvailability> = {};
  for (const date of dates) {
    map[date] = dayAvailability({
      date,
      today: input.today,
      activeCount: counts.get(date) ?? 0,
      blocked: blocked.has(date),
    });
  }
  return map;
}

export function lookupDay(map: Record<IsoDate, DayAvailability>, date: IsoDate, today: IsoDate): DayAvailability {
  return map[date] ?? dayAvailability({ date, today, activeCount: 0, blocked: false });
}

/** Calendar legend entries of the wizard. */
export const CALENDAR_LEGEND = [
  { key: "available", label: "Available" },
  { key: "busy", label: "Busy" },
  { key: "full", label: "Full" },
  { key: "unavailable", label: "Not Available" },
] as const;

/** Why a date after the booking horizon (1095 days, 3 years) offers no times. */
export const BEYOND_HORIZON_MESSAGE = "Bookings can only be made up to 3 years ahead. Please choose an earlier date.";

export type DateRejection = "invalid" | "past" | "beyond-horizon" | "blocked" | "full";

/** Server-side check used when saving a booking on `date`. */
export function checkDateBookable(
  date: IsoDate,
  ctx: { today: IsoDate; bookings: readonly AvailabilityBooking[]; blockedDates: readonly string[] },
): { ok: true; day: DayAvailability } | { ok: false; reason: DateRejection; day?: DayAvailability } {
  if (!isValidIsoDate(date)) return { ok: false, reason: "invalid" };
  const day = dayStatus(date, ctx);
  if (day.selectable) return { ok: true, day };
  const reason: DateRejection =
    day.status === "past" || day.status === "beyond-horizon" || day.status === "blocked" ? day.status : "full";
  return { ok: false, reason, day };
}
