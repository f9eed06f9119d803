/**
 * Bar-service booking times.
 * - Start times: hourly 12:00 through 23:00, plus 00:00 (listed last).
 *   '00:00' is midnight at the start of the chosen date (as stored with the
 *   date); for today it has therefore always passed and is never offered.
 * - Today: an hour H is offered when H > nowHour + 1, or H == nowHour + 1 and
 *   the current London minute is 0 (14:00 exactly offers 15:00; 14:01 does not).
 * - Past dates have no times; future dates have all of them.
 * - A bar booking lasts 2 hours; the default start is 19:00.
 */
import { BAR_BOOKING_DURATION_MINUTES, BAR_SERVICE_TIMES } from "./constants";
import { type AvailabilityBooking } from "./calendar";
import { isValidIsoDate, londonParts, type IsoDate } from "./dates";
import { computeEndTime, conflictsWithExisting, type SlotTravel } from "./time-slots";

export function barServiceTimes(): string[] {
  return [...BAR_SERVICE_TIMES];
}

/**
 * Bar-service start times available on `date` at instant `now`.
 * When `bookings` is given, times whose 2-hour booking would break the
 * 60-minute buffers of existing active bookings are left out as well.
 */
export function availableBarServiceTimes(
  date: IsoDate | null | undefined,
  now: Date,
  bookings?: readonly AvailabilityBooking[],
  travel?: SlotTravel,
): string[] {
  if (!date || !isValidIsoDate(date)) return [];
  const london = londonParts(now);
  if (date < london.date) return [];
  let times = barServiceTimes();
  if (date === london.date) {
    times = times.filter((t) => {
      const hour = Number(t.slice(0, 2));
      return hour > london.hour + 1 || (hour === london.hour + 1 && london.minute === 0);
    });
  }
  if (bookings && bookings.length > 0) {
    times = times.filter(
      (startTime) =>
        !conflictsWithExisting(
          { eventDate: date, startTime, durationMinutes: BAR_BOOKING_DURATION_MINUTES },
          bookings,
          travel,
        ),
    );
  }
  return times;
}

/** Keeps the current time when still available, else the first available time, else null. */
export function firstAvailableTime(current: string | null | undefined, available: readonly string[]): string | null {
  if (current && available.includes(current)) return current;
  return available[0] ?? null;
}

/** End time of a 2-hour bar booking (23:00 -> '01:00'). */
export function barBookingEndTime(startTime: string): string {
  return computeEndTime(startTime, BAR_BOOKING_DURATION_MINUTES);
}

export function isBarServiceTimeAllowed(date: IsoDate, startTime: string, now: Date): boolean {
  return availableBarServiceTimes(date, now).includes(startTime);
}
