/**
 * The rules every change to a booking's date passes, whoever makes it: a new booking (the wizard's
 * checkout, a bar's booking), a converted enquiry, a paid quote, and a move by the customer or the
 * magician. The slot itself (capacity, buffers, blocked days and hours) is judged against the day's
 * bookings on the server (lib/server/bookings/check-change.ts); these are the rules that need no
 * database: notice for the services, and the 3-week deposit rule.
 *
 * The deposit rule reads differently for a move: a deposit is only offered 3 weeks ahead because the
 * balance is meant to be settled by then, so a deposit booking that still owes its balance may not
 * move inside 3 weeks until the balance is paid.
 */
import { isDepositAllowed, isServiceAvailableForDate } from "./notice";
import type { IsoDate } from "./dates";

export const BOOKING_RULE_MESSAGES = {
  /** a move: the booking's services need 3 weeks' notice */
  serviceNotice: "This booking's services need at least 3 weeks' notice, so it cannot move to that date.",
  /** a move: a deposit booking still owing its balance, to a date inside 3 weeks */
  depositBalance: "Please pay the balance before moving this booking to within 3 weeks of the event.",
} as const;

export type BookingRuleProblem =
  /** services needing 3 weeks' notice, on a date less than 3 weeks away (their titles) */
  | { rule: "service-notice"; services: string[] }
  /** a new booking paid by deposit, on a date less than 3 weeks away */
  | { rule: "deposit-notice" }
  /** a move of a deposit booking that still owes its balance, to a date less than 3 weeks away */
  | { rule: "deposit-balance" };

export interface BookingChange {
  /** "new": a booking being made; "move": an existing booking to another date or time */
  change: "new" | "move";
  /** the date the booking would be on */
  eventDate: IsoDate;
  /** a move: the date it is on now (a new time on the same day asks nothing of the notice rules) */
  fromDate?: IsoDate;
  /** the titles of its services, as booked */
  serviceTitles: readonly string[];
  /** full | deposit | card | one-time */
  paymentType: string;
  /** what the customer still owes, in pence (0 for a new booking) */
  owedPence: number;
}

/** The first rule the change breaks, judged on London's `today`, or null when it breaks none. */
export function bookingRuleProblem(c: BookingChange, today: IsoDate): BookingRuleProblem | null {
  if (c.change === "move" && c.fromDate === c.eventDate) return null;
  const needNotice = c.serviceTitles.filter((title) => !isServiceAvailableForDate(title, c.eventDate, today));
  if (needNotice.length > 0) return { rule: "service-notice", services: needNotice };
  if (c.paymentType !== "deposit" || isDepositAllowed(c.eventDate, today)) return null;
  if (c.change === "new") return { rule: "deposit-notice" };
  return c.owedPence > 0 ? { rule: "deposit-balance" } : null;
}
