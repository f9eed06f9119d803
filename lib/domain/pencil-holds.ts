/**
 * Pencil holds: a sent quote may hold its date and time until it expires. Holds whose times come
 * within a booking's buffer of each other are ranked by when they were placed (then by quote id):
 * the first keeps the time from the public, the others wait behind it and move up when it ends.
 */
import { BUFFER_MINUTES } from "./constants";
import { daysBetween, timeToMinutes } from "./dates";

export interface PencilHold {
  quoteId: number;
  eventDate: string;
  /** HH:mm */
  startTime: string;
  durationMinutes: number;
  /** when the hold was placed (ms since the epoch): earlier ranks first */
  placedAt: number;
}

/** Minutes of a hold's start and end on one time line (a hold can run past midnight). */
function span(h: Pick<PencilHold, "eventDate" | "startTime" | "durationMinutes">, origin: string) {
  const start = daysBetween(origin, h.eventDate) * 1440 + timeToMinutes(h.startTime);
  return { start, end: start + h.durationMinutes };
}

/** Whether two holds could not both become bookings: they overlap, or come closer than the buffer. */
export function holdsOverlap(
  a: Pick<PencilHold, "eventDate" | "startTime" | "durationMinutes">,
  b: Pick<PencilHold, "eventDate" | "startTime" | "durationMinutes">,
  bufferMinutes = BUFFER_MINUTES,
): boolean {
  const x = span(a, a.eventDate);
  const y = span(b, a.eventDate);
  return x.start < y.end + bufferMinutes && y.start < x.end + bufferMinutes;
}

function placedBefore(a: PencilHold, b: PencilHold): boolean {
  return a.placedAt < b.placedAt || (a.placedAt === b.placedAt && a.quoteId < b.quoteId);
}

/** Each hold's rank: 1 + the number of earlier holds it overlaps. */
export function rankHolds(holds: readonly PencilHold[]): Map<number, number> {
  const ranks = new Map<number, number>();
  for (const hold of holds) {
    const ahead = holds.filter((other) => other !== hold && placedBefore(other, hold) && holdsOverlap(hold, other));
    ranks.set(hold.quoteId, ahead.length + 1);
  }
  return ranks;
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** The quote list's label: "Held (1st)", "Held (2nd)". */
export function holdLabel(rank: number): string {
  return `Held (${ordinal(rank)})`;
}

/**
 * The holds that became first since they were last told (firstAt unset, placed, now rank 1): each
 * of these clients is e-mailed once that the date is now held for them. A hold first when placed is
 * marked first without an e-mail.
 */
export function newlyFirst(
  holds: readonly (PencilHold & { firstAt: number | null })[],
  ranks: ReadonlyMap<number, number>,
): number[] {
  return holds.filter((h) => h.firstAt === null && ranks.get(h.quoteId) === 1).map((h) => h.quoteId);
}
