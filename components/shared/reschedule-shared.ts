import { format, parseISO } from "date-fns";

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
