/**
 * The one model of a booking's states: which exist, which moves are allowed and who may make
 * them, and what each state means for capacity ("active"), the dashboards ("listed") and the
 * magician's buttons. The SQL and Prisma filters for active bookings are generated from the
 * same table, so the calendar, the capacity check and the stats cannot disagree.
 *
 *   awaiting_payment --pay--> confirmed          (the row is the slot hold until holdExpiresAt)
 *   awaiting_payment --processing--> pending     (a slow payment method: the place is kept;
 *                    <--it fails---              back to a short hold)
 *   awaiting_payment --hold ends--> expired --late payment, place still free--> confirmed
 *   pending   -> confirmed | cancelled
 *   confirmed -> completed | cancelled | refunded
 *   cancelled -> refunded           (only when something was paid)
 *   completed -> refunded
 *   refunded  -> (final)
 */

export const BOOKING_STATUSES = [
  "awaiting_payment",
  "expired",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "refunded",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

interface StateRule {
  /** counts against capacity and buffers: always, never, or while its hold lasts */
  active: boolean | "while-held";
  /** shown in the dashboards' lists, counts and revenue (otherwise only under "Awaiting payment") */
  listed: boolean;
  /** moves the magician may make from this state */
  magician: readonly BookingStatus[];
  /** moves the payment flow makes */
  payment: readonly BookingStatus[];
}

const RULES: Readonly<Record<BookingStatus, StateRule>> = {
  awaiting_payment: { active: "while-held", listed: false, magician: [], payment: ["confirmed", "pending", "expired"] },
  expired: { active: false, listed: false, magician: [], payment: ["confirmed", "pending"] },
  pending: {
    active: true,
    listed: true,
    magician: ["confirmed", "cancelled"],
    payment: ["confirmed", "awaiting_payment"],
  },
  confirmed: { active: true, listed: true, magician: ["completed", "cancelled", "refunded"], payment: ["refunded"] },
  completed: { active: true, listed: true, magician: ["refunded"], payment: ["refunded"] },
  cancelled: { active: false, listed: true, magician: ["refunded"], payment: ["refunded"] },
  refunded: { active: false, listed: true, magician: [], payment: [] },
};

/** What the magician's status control may name (the payment-only states are never set by hand). */
export const MAGICIAN_STATUSES = BOOKING_STATUSES.filter((s) => RULES[s].listed) as readonly BookingStatus[];
/** States shown by default in the dashboards. */
export const LISTED_STATUSES: readonly BookingStatus[] = MAGICIAN_STATUSES;
/** States shown under the "Awaiting payment" filter. */
export const UNPAID_STATUSES = BOOKING_STATUSES.filter((s) => !RULES[s].listed) as readonly BookingStatus[];
/** Always active. */
export const ACTIVE_STATUSES = BOOKING_STATUSES.filter((s) => RULES[s].active === true) as readonly BookingStatus[];
/** Active only until holdExpiresAt. */
export const HELD_STATUSES = BOOKING_STATUSES.filter(
  (s) => RULES[s].active === "while-held",
) as readonly BookingStatus[];

/** The magician's transitions, by state (for tests and documentation). */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = Object.fromEntries(
  BOOKING_STATUSES.map((s) => [s, RULES[s].magician]),
) as Record<BookingStatus, readonly BookingStatus[]>;

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function stateOf(status: string | null | undefined): BookingStatus {
  return isBookingStatus(status) ? status : "pending";
}

export interface StatusFields {
  status?: string | null;
  paymentStatus?: string | null;
  /** end of an unpaid booking's hold; unknown (undefined) means the caller already filtered live holds */
  holdExpiresAt?: Date | string | null;
}

function holdLive(b: StatusFields, now: Date): boolean {
  if (b.holdExpiresAt === undefined) return true;
  if (b.holdExpiresAt === null) return false;
  return new Date(b.holdExpiresAt).getTime() > now.getTime();
}

/**
 * Counts against capacity and buffers: not cancelled (payment or status), not refunded, not
 * expired, and an unpaid booking only while its hold lasts.
 */
export function isActive(b: StatusFields, now: Date = new Date()): boolean {
  if (b.paymentStatus && b.paymentStatus.toLowerCase() === "cancelled") return false;
  const rule = RULES[stateOf(b.status?.toLowerCase())];
  return rule.active === "while-held" ? holdLive(b, now) : rule.active;
}

/** Shown in the dashboards' lists, counts and revenue. */
export function isListed(status: string | null | undefined): boolean {
  return RULES[stateOf(status)].listed;
}

/** The state as of `now`: an unpaid booking whose hold has ended reads as expired before the clean-up runs. */
export function effectiveStatus(b: StatusFields, now: Date = new Date()): BookingStatus {
  const state = stateOf(b.status);
  return RULES[state].active === "while-held" && !holdLive(b, now) ? "expired" : state;
}

/** May the payment flow move the booking from `from` to `to`? */
export function canPaymentMove(from: string | null | undefined, to: BookingStatus): boolean {
  return RULES[stateOf(from)].payment.includes(to);
}

export type TransitionResult =
  | { ok: true }
  | {
      ok: false;
      code: "already-confirmed" | "invalid-transition" | "nothing-paid" | "not-yet-held";
      title: string;
      message: string;
    };

export const ALREADY_CONFIRMED = { title: "Already Confirmed", message: "This booking is already confirmed." } as const;

/** Checks a status change made by the magician; unknown current statuses are treated as 'pending'. */
export function checkStatusTransition(
  from: string | null | undefined,
  to: BookingStatus,
  ctx: { paidPence: number; eventDate?: string; today?: string } = { paidPence: 0 },
): TransitionResult {
  const current = stateOf(from);
  if (current === "confirmed" && to === "confirmed") {
    return { ok: false, code: "already-confirmed", ...ALREADY_CONFIRMED };
  }
  if (!RULES[current].magician.includes(to)) {
    return {
      ok: false,
      code: "invalid-transition",
      title: "Update failed",
      message: `A ${current.replace("_", " ")} booking cannot be marked ${to}.`,
    };
  }
  // A performance is completed once it has been given: from its day (London), never months ahead,
  // which would also count a bar's commission early.
  if (to === "completed" && ctx.eventDate && ctx.today && ctx.eventDate > ctx.today) {
    return {
      ok: false,
      code: "not-yet-held",
      title: "Update failed",
      message: "A booking can be marked completed from the day of its event.",
    };
  }
  if (to === "refunded" && !(ctx.paidPence > 0)) {
    return {
      ok: false,
      code: "nothing-paid",
      title: "Refund Failed",
      message: "Nothing has been paid for this booking.",
    };
  }
  return { ok: true };
}

export function canTransition(from: string | null | undefined, to: BookingStatus, paidPence = 0): boolean {
  return checkStatusTransition(from, to, { paidPence }).ok;
}

type Buttons = { status?: string | null; paymentStatus?: string | null };

/** 'Confirm Booking' is offered only where the server accepts it (pending bookings). */
export function canConfirm(b: Buttons | string | null | undefined): boolean {
  const status = typeof b === "object" && b !== null ? b.status : b;
  return canTransition(status, "confirmed");
}

/** 'Cancel Booking' is offered only where the server accepts it, and not once the payment was cancelled. */
export function canCancel(b: Buttons): boolean {
  if (b.paymentStatus === "cancelled") return false;
  return canTransition(b.status, "cancelled");
}

/** 'Mark Completed', from the event's day (`today` in London). */
export function canComplete(b: Buttons & { eventDate: string }, today: string): boolean {
  return checkStatusTransition(b.status, "completed", { paidPence: 0, eventDate: b.eventDate, today }).ok;
}

/** Refund is offered for a card payment with something left to refund, where the server accepts it. */
export function canRefund(b: Buttons & { hasCardPayment?: boolean; refundablePence: number }): boolean {
  return b.hasCardPayment !== false && b.refundablePence > 0 && canTransition(b.status, "refunded", b.refundablePence);
}

/** Customer-side moves (the booking page of the lifecycle work builds on these). */
export function canReschedule(b: StatusFields): boolean {
  const state = stateOf(b.status);
  return state === "pending" || state === "confirmed";
}

/**
 * SQL condition for an active booking, generated from the table above. `now` is a SQL
 * expression for the current instant as a UTC timestamp without zone (how Prisma stores
 * DateTime); `alias` qualifies the columns.
 */
export function activeBookingSql(now: string, alias?: string): string {
  const col = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  const list = (states: readonly string[]) => states.map((s) => `'${s}'`).join(", ");
  return (
    `(${col("paymentStatus")} <> 'cancelled' AND (${col("status")} IN (${list(ACTIVE_STATUSES)})` +
    ` OR (${col("status")} IN (${list(HELD_STATUSES)}) AND ${col("holdExpiresAt")} > ${now})))`
  );
}

/** The same condition as a Prisma where object. */
export function activeBookingWhere(now: Date) {
  return {
    paymentStatus: { not: "cancelled" },
    OR: [{ status: { in: [...ACTIVE_STATUSES] } }, { status: { in: [...HELD_STATUSES] }, holdExpiresAt: { gt: now } }],
  };
}

/** Active and listed: the bookings the dashboards count (holds awaiting payment are not bookings yet). */
export function countedBookingWhere() {
  return { paymentStatus: { not: "cancelled" }, status: { in: ACTIVE_STATUSES.filter((s) => RULES[s].listed) } };
}

/**
 * SQL condition for a counted booking (the same as countedBookingWhere): listed, active and the
 * payment not cancelled. `alias` qualifies the columns.
 */
export function countedBookingSql(alias?: string): string {
  const col = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  const states = ACTIVE_STATUSES.filter((s) => RULES[s].listed)
    .map((s) => `'${s}'`)
    .join(", ");
  return `(${col("paymentStatus")} <> 'cancelled' AND ${col("status")} IN (${states}))`;
}

/** SQL condition for a listed booking (shown in the dashboards: not a hold awaiting payment or expired). */
export function listedBookingSql(alias?: string): string {
  const col = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return `(${col("status")} IN (${LISTED_STATUSES.map((s) => `'${s}'`).join(", ")}))`;
}

/** Balance still due (never negative). */
export function balanceDuePence(totalPence: number, paidPence: number): number {
  return Math.max(0, totalPence - paidPence);
}

/** Cancelled or refunded (by status or by payment status): the booking no longer takes money. */
export function isWithdrawn(b: { status?: string | null; paymentStatus?: string | null }): boolean {
  const state = stateOf(b.status);
  return state === "cancelled" || state === "refunded" || b.paymentStatus === "cancelled";
}

/** What the customer still owes: nothing once the booking is withdrawn (or was never booked). */
export function owedPence(b: {
  status?: string | null;
  paymentStatus?: string | null;
  totalPence: number;
  paidPence: number;
}): number {
  if (isWithdrawn(b) || stateOf(b.status) === "expired") return 0;
  return balanceDuePence(b.totalPence, b.paidPence);
}

/**
 * Everything paid has gone back: succeeded refunds (and disputes lost) cover what was paid. A
 * refund still pending at the card network is not money returned yet.
 */
export function isFullyRefunded(money: { paidPence: number; refundedPence: number }): boolean {
  return money.paidPence > 0 && money.refundedPence >= money.paidPence;
}

/**
 * The one rule for the `refunded` status: a booking becomes refunded once its money has all gone
 * back, whether that is known when a verb finishes or later, when a pending refund succeeds (a
 * cancelled booking whose refund was pending, a confirmed one the magician refunded in full).
 * null when the status stays as it is.
 */
export function statusOnceRefunded(
  status: string | null | undefined,
  money: { paidPence: number; refundedPence: number },
): "refunded" | null {
  return isFullyRefunded(money) && canPaymentMove(status, "refunded") ? "refunded" : null;
}
