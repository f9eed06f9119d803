import "server-only";
import type { DateRejection, SlotRejection } from "@/lib/domain";
import type { SlotRefusalCode } from "@/lib/domain/error-codes";
import { AppError } from "@/lib/server/http";

/** What the server says when a date or time cannot be booked (wizard toasts: `title` / `error`). */
export const SLOT_MESSAGES = {
  dateUnavailable: {
    title: "Date unavailable",
    error: "This date is not available for bookings. Please select a different date.",
  },
  dateNoLongerAvailable: {
    title: "Date unavailable",
    error: "Unfortunately, this date is no longer available. Please select a different date.",
  },
  timeUnavailable: {
    title: "Time unavailable",
    error: "Unfortunately, this time is no longer available. Please select a different time.",
  },
  timeInvalid: { title: "Time unavailable", error: "Please select one of the available arrival times." },
  invalidDate: { title: "Date required", error: "Please select a valid date." },
  travel: {
    title: "Time unavailable",
    error: "The magician cannot reach this venue in time from another booking that day.",
  },
} as const;

/** "travel": the time is free under the 60-minute buffers but not with the drive from or to another booking. */
export type SlotProblem = DateRejection | SlotRejection | "bar-time" | "travel";

/** The AppError a slot problem becomes: bad_request for dates/times that were never bookable, conflict when it filled up. */
export function slotError(problem: SlotProblem): AppError {
  const make = (kind: "bad_request" | "conflict", m: { title: string; error: string }, code: SlotRefusalCode) =>
    new AppError(kind, m.error, undefined, { title: m.title, code });
  switch (problem) {
    case "invalid":
    case "invalid-date":
      return make("bad_request", SLOT_MESSAGES.invalidDate, "invalid-date");
    case "past":
    case "beyond-horizon":
    case "blocked":
      return make("bad_request", SLOT_MESSAGES.dateUnavailable, `date-${problem}`);
    case "full":
      return make("conflict", SLOT_MESSAGES.dateNoLongerAvailable, "date-full");
    case "conflict":
      return make("conflict", SLOT_MESSAGES.timeUnavailable, "time-conflict");
    case "travel":
      return make("conflict", SLOT_MESSAGES.travel, "time-travel");
    default:
      return make("bad_request", SLOT_MESSAGES.timeInvalid, `time-${problem}`);
  }
}
