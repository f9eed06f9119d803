/**
 * Automatic balance: a client paying a deposit may let the balance be charged to the same card a
 * number of days before the event (the magician's `autoBalance` setting). Pure rules: when the
 * charge is due, what the tick says, and what the balance-charge job does next for a booking.
 */
import { addDays, formatIsoDateLong, type IsoDate } from "./dates";
import { formatGBP } from "./money";

export interface AutoBalanceSettings {
  enabled: boolean;
  /** days before the event the balance is charged (1 to 60) */
  daysBefore: number;
}

export const AUTO_BALANCE_DAYS = { min: 1, max: 60 } as const;

/** Off until the magician turns it on; a week before the event once on. */
export const DEFAULT_AUTO_BALANCE: AutoBalanceSettings = { enabled: false, daysBefore: 7 };

/** The London calendar day the balance is charged: the event day less `daysBefore`. */
export function balanceDueDate(eventDate: IsoDate, daysBefore: number): IsoDate {
  return addDays(eventDate, -daysBefore);
}

/**
 * The London day the balance is really charged: its due date, or today when that date has already
 * passed (days before larger than the days left): the job charges a past-due consent at its next run.
 */
export function balanceChargeDate(eventDate: IsoDate, daysBefore: number, today: IsoDate): IsoDate {
  const due = balanceDueDate(eventDate, daysBefore);
  return due > today ? due : today;
}

/** The tick is offered only when the magician has it on and the first payment leaves a balance. */
export function autoBalanceOffered(
  settings: AutoBalanceSettings,
  plan: { paymentType: string; balancePence: number },
): boolean {
  return settings.enabled && plan.paymentType === "deposit" && plan.balancePence > 0;
}

/** The tick's words, with the amount and the London date of the charge. */
export function autoBalanceConsentText(balancePence: number, dueDate: IsoDate): string {
  return `Charge the balance of ${formatGBP(balancePence)} to this card on ${formatIsoDateLong(dueDate)}`;
}

/** What the client is told of a balance their card will be charged (booking e-mails; the booking page says "here"). */
export function autoBalanceChargeNote(
  balancePence: number,
  chargeDate: IsoDate,
  payEarlier = "from your booking page",
): string {
  return `The balance of ${formatGBP(balancePence)} will be charged to your card on ${formatIsoDateLong(chargeDate)}, as you agreed. You can still pay it earlier ${payEarlier}.`;
}

/** Attempts in all: the first on the due date, then two retries a day apart (48 hours). */
export const BALANCE_CHARGE_ATTEMPTS = 3;
export const BALANCE_RETRY_HOURS = 24;
/** A claimed attempt younger than this is another run's call in flight; older, a crashed one to resume. */
export const BALANCE_ATTEMPT_LEASE_MS = 10 * 60_000;

export interface BalanceAttempt {
  attempt: number;
  /** pending: claimed, its outcome unknown (in flight, crashed, or processing at the provider) */
  status: "pending" | "succeeded" | "declined";
  claimedAt: Date;
}

export type BalanceChargeStep =
  | { kind: "wait" }
  | { kind: "done" }
  /** a new attempt, with a new idempotency key */
  | { kind: "attempt"; attempt: number }
  /** an attempt whose outcome is unknown: called again with its own key, so it charges at most once */
  | { kind: "resume"; attempt: number }
  /** every attempt declined: the client gets the pay link, the magician is told */
  | { kind: "give-up" };

/**
 * What the job does for one booking and due date now. Consent given after the due date is charged
 * at the next run (the due date has passed, no attempt yet); retries count from the first attempt.
 * No new attempt is made on or after the event day (a retry would charge the card for an evening
 * already begun or over): the client gets the pay link instead.
 */
export function balanceChargeStep(input: {
  dueDate: IsoDate;
  eventDate: IsoDate;
  today: IsoDate;
  now: Date;
  attempts: readonly BalanceAttempt[];
}): BalanceChargeStep {
  const { dueDate, today, now } = input;
  if (dueDate > today) return { kind: "wait" };
  const attempts = [...input.attempts].sort((a, b) => a.attempt - b.attempt);
  if (attempts.some((a) => a.status === "succeeded")) return { kind: "done" };
  const last = attempts.at(-1);
  if (last?.status === "pending")
    return now.getTime() - last.claimedAt.getTime() < BALANCE_ATTEMPT_LEASE_MS
      ? { kind: "wait" }
      : { kind: "resume", attempt: last.attempt };
  if (attempts.length >= BALANCE_CHARGE_ATTEMPTS || today >= input.eventDate) return { kind: "give-up" };
  const first = attempts[0];
  if (!first) return { kind: "attempt", attempt: 1 };
  const nextAt = first.claimedAt.getTime() + attempts.length * BALANCE_RETRY_HOURS * 3_600_000;
  return now.getTime() >= nextAt ? { kind: "attempt", attempt: attempts.length + 1 } : { kind: "wait" };
}

/**
 * One key per booking, due date and attempt: a retry after a decline is a new charge, a resumed call
 * is the same one. The consent's instant keeps keys unique when a database is reset while the
 * provider's account is not (booking ids start again).
 */
export function balanceChargeKey(bookingId: number, dueDate: IsoDate, attempt: number, consentAt: Date): string {
  return `balance-charge:${bookingId}:${dueDate}:${attempt}:${consentAt.getTime()}`;
}
