/**
 * When a customer may move their own booking from its page. Decision: until 14 days before the
 * event, at most twice; after that the page offers to contact the magician instead. The price does
 * not change, and the new slot must be one the wizard would offer for the booking's duration.
 */
import { canReschedule } from "./booking-status";
import { RESCHEDULE_MIN_DAYS, MAX_CUSTOMER_RESCHEDULES } from "./constants";
import { daysBetween, type IsoDate } from "./dates";

export interface CustomerReschedule {
  allowed: boolean;
  /** moves the customer may still make, this one included (0 when not allowed) */
  remaining: number;
  reason?: string;
}

export const RESCHEDULE_MESSAGES = {
  notActive: "This booking can no longer be moved.",
  tooLate: `Bookings can be moved here until ${RESCHEDULE_MIN_DAYS} days before the event. Please contact the magician to change it.`,
  usedUp: `This booking has already been moved ${MAX_CUSTOMER_RESCHEDULES === 2 ? "twice" : `${MAX_CUSTOMER_RESCHEDULES} times`}. Please contact the magician to change it again.`,
  sameSlot: "Your booking is already at that date and time.",
} as const;

export function customerReschedule(
  b: { status: string; eventDate: IsoDate; rescheduleCount: number },
  today: IsoDate,
): CustomerReschedule {
  if (!canReschedule(b)) return { allowed: false, remaining: 0, reason: RESCHEDULE_MESSAGES.notActive };
  if (daysBetween(today, b.eventDate) < RESCHEDULE_MIN_DAYS)
    return { allowed: false, remaining: 0, reason: RESCHEDULE_MESSAGES.tooLate };
  const remaining = MAX_CUSTOMER_RESCHEDULES - b.rescheduleCount;
  if (remaining <= 0) return { allowed: false, remaining: 0, reason: RESCHEDULE_MESSAGES.usedUp };
  return { allowed: true, remaining };
}
