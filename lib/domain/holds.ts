/**
 * How long and when an unpaid checkout holds its place. A hold lasts at most HOLD_MINUTES and is
 * never renewed (the same details again get the same checkout; a replaced checkout for the same
 * slot keeps the old end). Unpaid holds never take a day's last free place or its last free start
 * time: such a checkout is issued without a hold, the place goes to whoever pays first, and a
 * payment for a place taken meanwhile is refunded automatically. So strangers' unpaid checkouts
 * can never make a date unbookable for a customer who pays.
 */
import { MAX_ACTIVE_BOOKINGS_PER_DAY } from "./constants";

export const HOLD_MINUTES = 10;
/** Live unpaid holds one client address may have at a time (HOLD_LIMIT_PER_ADDRESS overrides). */
export const HOLD_LIMIT_PER_ADDRESS = 3;
/** Live unpaid holds one e-mail address may have at a time (HOLD_LIMIT_PER_EMAIL overrides). */
export const HOLD_LIMIT_PER_EMAIL = 2;

export const HOLD_LIMIT_MESSAGES = {
  address:
    "You already have 3 unpaid checkouts in progress. Please pay for one, or wait up to 10 minutes for them to end, before starting another.",
  email:
    "This e-mail address already has 2 unpaid checkouts in progress. Please pay for one, or wait up to 10 minutes for them to end, before starting another.",
} as const;

export interface HoldDecision {
  /** active bookings of the day before this checkout (holds included) */
  activeCountBefore: number;
  /** start times still free on the day once this checkout's slot is taken (shortest duration) */
  freeStartTimesAfter: number;
  capacity?: number;
}

/** Whether this checkout may hold its place while it is paid. */
export function shouldHold(d: HoldDecision): boolean {
  const capacity = d.capacity ?? MAX_ACTIVE_BOOKINGS_PER_DAY;
  if (d.activeCountBefore + 1 >= capacity) return false;
  return d.freeStartTimesAfter > 0;
}

/** When a new hold ends: HOLD_MINUTES from now, but never later than the hold it replaces on the same slot. */
export function holdEnd(now: Date, replacedSameSlotEnd?: Date | null): Date {
  const fresh = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  return replacedSameSlotEnd && replacedSameSlotEnd < fresh ? replacedSameSlotEnd : fresh;
}
