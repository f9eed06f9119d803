/**
 * Notice periods: deposits only for events at least 3 weeks
 * (21 days) after today in London; Parlor Magic and Stage Illusions only at
 * least 21 days ahead. "At least 21 days": daysBetween(today, eventDate) ≥ 21.
 */
import { ADVANCE_NOTICE_DAYS, ADVANCE_NOTICE_LABEL, DEPOSIT_NOTICE_DAYS } from "./constants";
import { daysBetween, isValidIsoDate, type IsoDate } from "./dates";

export { ADVANCE_NOTICE_LABEL };

/** Days from today to the event (negative for past events). */
export function daysUntil(eventDate: IsoDate, today: IsoDate): number {
  return daysBetween(today, eventDate);
}

export function isDepositAllowed(eventDate: IsoDate | null | undefined, today: IsoDate): boolean {
  if (!eventDate || !isValidIsoDate(eventDate)) return false;
  return daysUntil(eventDate, today) >= DEPOSIT_NOTICE_DAYS;
}

const ADVANCE_NOTICE_RE = /^(parlou?r magic|stage illusions?)$/;

/** Parlor (or Parlour) Magic and Stage Illusions need 3 weeks' notice (case-insensitive). */
export function requiresAdvanceNotice(title: string): boolean {
  return ADVANCE_NOTICE_RE.test(title.trim().toLowerCase().replace(/\s+/g, " "));
}

/**
 * Whether a service may be chosen for an event date. Services needing advance
 * notice are disabled until a date at least 21 days away is chosen.
 */
export function isServiceAvailableForDate(
  title: string,
  eventDate: IsoDate | null | undefined,
  today: IsoDate,
): boolean {
  if (!requiresAdvanceNotice(title)) return true;
  if (!eventDate || !isValidIsoDate(eventDate)) return false;
  return daysUntil(eventDate, today) >= ADVANCE_NOTICE_DAYS;
}

/** Label suffix shown next to services that need advance notice, else ''. */
export function advanceNoticeLabel(title: string): string {
  return requiresAdvanceNotice(title) ? ADVANCE_NOTICE_LABEL : "";
}
