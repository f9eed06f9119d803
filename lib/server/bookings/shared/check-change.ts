import "server-only";
import { ADVANCE_NOTICE_DAYS } from "@/lib/domain/constants";
import { checkDateBookable } from "@/lib/domain/calendar";
import { londonToday } from "@/lib/domain/dates";
import {
  BOOKING_RULE_MESSAGES,
  bookingRuleProblem,
  type BookingChange,
  type BookingRuleProblem,
} from "@/lib/domain/booking-rules";
import { findConflict, type SlotTravel } from "@/lib/domain/time-slots";
import {
  findSlotProblem,
  loadDaySnapshot,
  slotProblemIn,
  type DaySnapshot,
  type DbClient,
} from "@/lib/server/availability";
import { slotError } from "@/lib/server/availability/slot-errors";
import { AppError } from "@/lib/server/http";

/**
 * Who is asking, which decides only the words of a refusal (the rules are the same): the wizard's
 * and a bar's checkout keep the booking form's messages (on the field), a move is refused as a
 * conflict with the rule's sentence, an enquiry the magician converts (and a quote, made by the magician
 * alike) keeps the dialog's messages.
 */
export type ChangeSource = "checkout" | "move" | "lead" | "quote";

export const LEAD_DEPOSIT_NOT_AVAILABLE =
  "Deposits are only available for events at least 3 weeks away. Choose Full Payment.";
export const CHECKOUT_DEPOSIT_NOT_AVAILABLE = {
  title: "Deposit not available",
  error: "Deposit option is only available for events at least 3 weeks away",
} as const;

/** The AppError a broken booking rule becomes for `source`. */
export function ruleError(problem: BookingRuleProblem, source: ChangeSource): AppError {
  if (source === "move") {
    const message =
      problem.rule === "deposit-balance" ? BOOKING_RULE_MESSAGES.depositBalance : BOOKING_RULE_MESSAGES.serviceNotice;
    return new AppError("conflict", message, undefined, { code: problem.rule });
  }
  if (problem.rule === "service-notice") {
    const message = `${problem.services[0]} requires booking at least 3 weeks in advance.`;
    return new AppError(
      "bad_request",
      message,
      { selectedServices: message },
      { title: "Service unavailable", code: "advance-notice", days: ADVANCE_NOTICE_DAYS },
    );
  }
  if (source === "lead" || source === "quote")
    return new AppError("bad_request", LEAD_DEPOSIT_NOT_AVAILABLE, { paymentType: LEAD_DEPOSIT_NOT_AVAILABLE });
  const m = CHECKOUT_DEPOSIT_NOT_AVAILABLE;
  return new AppError(
    "bad_request",
    m.error,
    { paymentType: m.error },
    { title: m.title, code: "deposit-not-available" },
  );
}

/** Throws when the change breaks a rule that needs no database (notice, deposit); see lib/domain/booking-rules. */
export function assertBookingRules(change: BookingChange, source: ChangeSource, now = new Date()): void {
  const problem = bookingRuleProblem(change, londonToday(now));
  if (problem) throw ruleError(problem, source);
}

export interface ChangeCheck extends BookingChange {
  source: ChangeSource;
  /** HH:mm, London */
  startTime: string;
  durationMinutes: number;
  /** the public grid of arrival times, or the bar-service hours */
  slotKind: "public" | "bar";
  /**
   * "grid": only the times the wizard offers (every booking a customer makes or moves, and the
   * magician's moves). "any": the magician's own booking from an enquiry starts when agreed.
   */
  times?: "grid" | "any";
  /** the booking being moved: it does not count against itself */
  excludeBookingId?: number;
  now?: Date;
  /** the venue's travel rule, resolved before the lock (lib/server/travel): buffers of max(60, the drive) */
  travel?: SlotTravel;
}

/** A checkout's booking (the wizard's or a bar's), as checkBookingChange takes it. */
export function newBookingOf(draft: {
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  slotKind: "public" | "bar";
  paymentType: string;
  selectedServices: readonly { title: string }[];
}): Omit<ChangeCheck, "source"> {
  return {
    change: "new",
    eventDate: draft.eventDate,
    startTime: draft.startTime,
    durationMinutes: draft.durationMinutes,
    slotKind: draft.slotKind,
    serviceTitles: draft.selectedServices.map((s) => s.title),
    paymentType: draft.paymentType,
    owedPence: 0,
  };
}

/**
 * The one check every change to a booking's date or time passes (a new booking, a converted
 * enquiry, a paid quote, a move by either party): notice for its services and the deposit rule, then
 * the slot against the day as it is (capacity, buffers, blocked days and hours, the horizon). Throws
 * the refusal's AppError. To act on the answer, call it inside a transaction holding the dates'
 * locks (lockBookingDates), as the verbs do.
 */
export async function checkBookingChange(client: DbClient, check: ChangeCheck): Promise<void> {
  const now = check.now ?? new Date();
  assertBookingRules(check, check.source, now);
  if (check.times !== "any") {
    const problem = await findSlotProblem(client, {
      kind: check.slotKind,
      eventDate: check.eventDate,
      startTime: check.startTime,
      durationMinutes: check.durationMinutes,
      now,
      excludeBookingId: check.excludeBookingId,
      travel: check.travel,
    });
    if (problem) throw slotError(problem);
    return;
  }
  // Any arrival time: the day must be bookable and the time clear of the others with their buffers.
  const snapshot = await loadDaySnapshot(client, check.eventDate, { now, excludeBookingId: check.excludeBookingId });
  const date = checkDateBookable(check.eventDate, {
    today: londonToday(now),
    bookings: snapshot.bookings.filter((b) => b.eventDate === check.eventDate),
    blockedDates: snapshot.blocked ? [check.eventDate] : [],
  });
  if (!date.ok) throw slotError(date.reason);
  const slot = { eventDate: check.eventDate, startTime: check.startTime, durationMinutes: check.durationMinutes };
  if (findConflict(slot, snapshot.bookings)) throw slotError("conflict");
  if (check.travel && findConflict(slot, snapshot.bookings, check.travel)) throw slotError("travel");
}

/**
 * checkBookingChange for a change to the grid's times judged against a day already read
 * (loadDaySnapshot of its date, at `check.now`): no I/O, so a checkout reads the day once under its lock.
 */
export function checkBookingChangeIn(snapshot: DaySnapshot, check: ChangeCheck): void {
  const now = check.now ?? new Date();
  assertBookingRules(check, check.source, now);
  const problem = slotProblemIn(snapshot, {
    kind: check.slotKind,
    eventDate: check.eventDate,
    startTime: check.startTime,
    durationMinutes: check.durationMinutes,
    now,
    travel: check.travel,
  });
  if (problem) throw slotError(problem);
}
