import { format, parseISO } from "date-fns";

/** What the booking page's view says about moving the booking. */
export interface RescheduleState {
  allowed: boolean;
  /** moves left now (before this one) */
  remaining: number;
  /** why it cannot be moved here, when it cannot */
  reason?: string;
}

/** The new slot, in the shape both reschedule endpoints take. */
export interface NewTime {
  eventDate: string;
  /** 'HH:mm', London */
  startTime: string;
}

/**
 * A refusal from the server, as `loadTimes` and `submit` throw it: `message` is shown inline and
 * toasted under `title` (or the picker's own failure title). Anything else thrown counts as offline.
 */
export class MoveRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string | null = null,
  ) {
    super(message);
    this.name = "MoveRefused";
  }
}

/** The words that differ between the customer's page and the magician's dashboard. */
export interface RescheduleTexts {
  /** the confirmation's title; `when` is e.g. 'Saturday 14 March 2027 at 19:30', absent while closing */
  confirmTitle: (when?: string) => string;
  /** the confirmation's description */
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** the success toast's title (its description is the new date and time) */
  movedTitle: string;
  /** the failure toast's title when the server gave none */
  failedTitle: string;
}

export const OFFLINE = "Please check your connection and try again.";
export const NO_TIMES = "No times are free on that date. Please choose another.";

/** 'Saturday 14 March 2027' */
export function longDate(iso: string): string {
  return format(parseISO(iso), "EEEE d MMMM yyyy");
}

/** What is left after this move, as the confirmation spells it out. */
export function movesLeftSentence(remaining: number): string {
  const after = Math.max(0, remaining - 1);
  if (after === 0) return "After this you cannot move it again.";
  return `You can move it ${after} more ${after === 1 ? "time" : "times"}.`;
}
