/**
 * Public arrival times and buffer conflicts.
 *
 * Definitions (all in London wall-clock minutes):
 * - Arrival times run every 30 minutes from 09:00 to 23:00 inclusive.
 * - A candidate performance starting at S with duration D occupies
 *   [S, S + D + 60): the show plus 60 minutes ("duration plus 60 minutes").
 * - An existing active booking [B, E) blocks [B − 60, E + 60) (padded by 60 minutes on each side).
 * - The candidate is excluded when those two half-open intervals overlap.
 *   Example: with 14:00–16:00 booked and D = 60, the last free slot before
 *   is 11:00 and the first after is 17:00.
 * - The 23:00 rule: S + D must be ≤ 23:00. The trailing 60-minute buffer does
 *   NOT count for this rule (it is travel/pack-down time, which may run past
 *   23:00), so 22:00 + 60 min and 22:30 + 30 min are valid, 23:00 never is.
 * - Today only times at least 60 minutes after the current London time appear
 *   (S ≥ now + 60). Past dates have no times.
 * - Travel: when the venues' postcodes and a drive between them are known (`SlotTravel`), each of
 *   the 60-minute buffers above, for that pair of bookings, becomes max(60, the drive) (lib/domain/travel).
 * - Bookings crossing midnight (e.g. a bar booking 23:00–01:00) are handled:
 *   an end time not after its start time is on the next day, and bookings of
 *   the previous and next day are taken into account.
 */
import {
  ARRIVAL_STEP_MINUTES,
  BUFFER_MINUTES,
  FIRST_ARRIVAL_TIME,
  LAST_ARRIVAL_TIME,
  LATEST_END_TIME,
  TODAY_MIN_LEAD_MINUTES,
} from "./constants";
import { isActiveBooking, type AvailabilityBooking } from "./calendar";
import {
  daysBetween,
  isValidIsoDate,
  isValidTime,
  londonParts,
  minutesToTime,
  timeToMinutes,
  type IsoDate,
} from "./dates";
import { bufferMinutes, type DriveMinutes } from "./travel";

/** Assumed length of an existing booking that has neither a valid endTime nor a duration. */
export const FALLBACK_BOOKING_MINUTES = 60;

const ARRIVAL_TIMES: readonly string[] = (() => {
  const times: string[] = [];
  for (let m = timeToMinutes(FIRST_ARRIVAL_TIME); m <= timeToMinutes(LAST_ARRIVAL_TIME); m += ARRIVAL_STEP_MINUTES) {
    times.push(minutesToTime(m));
  }
  return times;
})();
const ARRIVAL_TIME_SET: ReadonlySet<string> = new Set(ARRIVAL_TIMES);

/** All arrival times 09:00, 09:30, …, 23:00. */
export function arrivalTimes(): string[] {
  return [...ARRIVAL_TIMES];
}

/** End time 'HH:mm' of a performance; wraps past midnight (23:00 + 120 -> '01:00'). */
export function computeEndTime(startTime: string, durationMinutes: number): string {
  return minutesToTime(timeToMinutes(startTime) + durationMinutes);
}

function parseDuration(duration: string | number | null | undefined): number | null {
  const n = typeof duration === "string" ? Number(duration.trim()) : duration;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Interval [start, end) of an existing booking in minutes relative to midnight
 * of `relativeTo` (so a booking of the previous day has negative minutes).
 * Returns null when the booking cannot be placed (no valid start time) or is more than a day away.
 */
export function bookingInterval(
  booking: AvailabilityBooking,
  relativeTo: IsoDate,
): { start: number; end: number } | null {
  if (!isValidIsoDate(booking.eventDate) || !booking.startTime || !isValidTime(booking.startTime)) return null;
  const dayOffset = daysBetween(relativeTo, booking.eventDate);
  if (Math.abs(dayOffset) > 1) return null;
  const start = timeToMinutes(booking.startTime) + dayOffset * 1440;
  let end: number | null = null;
  if (booking.endTime && isValidTime(booking.endTime)) {
    end = timeToMinutes(booking.endTime) + dayOffset * 1440;
    if (end < start) end += 1440; // crosses midnight
    if (end === start) end = null;
  }
  if (end === null) end = start + (parseDuration(booking.duration) ?? FALLBACK_BOOKING_MINUTES);
  return { start, end };
}

export interface SlotCandidate {
  eventDate: IsoDate;
  startTime: string;
  durationMinutes: number;
}

/**
 * Where the candidate is and how long the drives are: with both, the buffer against each existing
 * booking is max(60, the drive between the two venues); without, the specification's 60 minutes.
 */
export interface SlotTravel {
  /** the candidate venue's postcode (null when unknown) */
  postcode: string | null | undefined;
  /** drive minutes between two postcodes, null when unknown */
  driveMinutes: DriveMinutes;
}

/** The buffer between the candidate and one existing booking. */
export function pairBufferMinutes(travel: SlotTravel | undefined, existing: AvailabilityBooking): number {
  if (!travel || !travel.postcode || !existing.eventPostcode) return BUFFER_MINUTES;
  return bufferMinutes(travel.driveMinutes(travel.postcode, existing.eventPostcode));
}

/** The buffer rule for one candidate against one interval (see module comment). */
function overlapsPadded(
  candStart: number,
  candDuration: number,
  existing: { start: number; end: number },
  buffer: number = BUFFER_MINUTES,
): boolean {
  const candEnd = candStart + candDuration + buffer;
  const padStart = existing.start - buffer;
  const padEnd = existing.end + buffer;
  return candStart < padEnd && padStart < candEnd;
}

/**
 * The first active existing booking that the candidate conflicts with under
 * the 60-minute buffer rule, or null. Used by the server when saving.
 * Cancelled / refunded bookings are ignored.
 */
export function findConflict<T extends AvailabilityBooking>(
  candidate: SlotCandidate,
  existing: readonly T[],
  travel?: SlotTravel,
): T | null {
  const start = timeToMinutes(candidate.startTime);
  for (const b of existing) {
    if (!isActiveBooking(b)) continue;
    const interval = bookingInterval(b, candidate.eventDate);
    if (interval && overlapsPadded(start, candidate.durationMinutes, interval, pairBufferMinutes(travel, b))) return b;
  }
  return null;
}

export function conflictsWithExisting(
  candidate: SlotCandidate,
  existing: readonly AvailabilityBooking[],
  travel?: SlotTravel,
): boolean {
  return findConflict(candidate, existing, travel) !== null;
}

/** The 23:00 rule: start + duration ≤ 23:00 (buffer not included). */
export function endsByCutoff(startTime: string, durationMinutes: number): boolean {
  return timeToMinutes(startTime) + durationMinutes <= timeToMinutes(LATEST_END_TIME);
}

export type SlotRejection =
  "invalid-date" | "invalid-time" | "not-a-slot" | "past" | "too-soon" | "too-late" | "conflict";

/**
 * Why a public arrival time cannot be booked, or null when it can.
 * `now` is the current instant; London date and time are derived from it.
 */
export function arrivalTimeRejection(input: {
  eventDate: IsoDate;
  startTime: string;
  durationMinutes: number;
  bookings: readonly AvailabilityBooking[];
  now: Date;
  travel?: SlotTravel;
}): SlotRejection | null {
  const { eventDate, startTime, durationMinutes, bookings, now, travel } = input;
  if (!isValidIsoDate(eventDate)) return "invalid-date";
  if (!isValidTime(startTime)) return "invalid-time";
  if (!ARRIVAL_TIME_SET.has(startTime)) return "not-a-slot";
  const london = londonParts(now);
  if (eventDate < london.date) return "past";
  if (eventDate === london.date && timeToMinutes(startTime) < london.minutes + TODAY_MIN_LEAD_MINUTES)
    return "too-soon";
  if (!endsByCutoff(startTime, durationMinutes)) return "too-late";
  if (conflictsWithExisting({ eventDate, startTime, durationMinutes }, bookings, travel)) return "conflict";
  return null;
}

/**
 * Whether an arrival time on a date has come already (London time): the magician's own bookings
 * (a converted lead) may start at any time, but not one that has passed.
 */
export function arrivalHasPassed(eventDate: IsoDate, startTime: string, now: Date): boolean {
  const london = londonParts(now);
  return eventDate < london.date || (eventDate === london.date && timeToMinutes(startTime) <= london.minutes);
}

/** Arrival times offered in the wizard for a date and duration. */
export function availableArrivalTimes(input: {
  eventDate: IsoDate;
  durationMinutes: number;
  bookings: readonly AvailabilityBooking[];
  now: Date;
  travel?: SlotTravel;
}): string[] {
  // Same rules as arrivalTimeRejection for each time, with the clock read and the existing
  // bookings placed (and their buffers resolved) once: this runs on every availability request.
  const { eventDate, durationMinutes, bookings, now, travel } = input;
  if (!isValidIsoDate(eventDate)) return [];
  const london = londonParts(now);
  if (eventDate < london.date) return [];
  const intervals: { start: number; end: number; buffer: number }[] = [];
  for (const b of bookings) {
    if (!isActiveBooking(b)) continue;
    const interval = bookingInterval(b, eventDate);
    if (interval) intervals.push({ ...interval, buffer: pairBufferMinutes(travel, b) });
  }
  return ARRIVAL_TIMES.filter((startTime) => {
    const start = timeToMinutes(startTime);
    if (eventDate === london.date && start < london.minutes + TODAY_MIN_LEAD_MINUTES) return false;
    if (!endsByCutoff(startTime, durationMinutes)) return false;
    return !intervals.some((interval) => overlapsPadded(start, durationMinutes, interval, interval.buffer));
  });
}
