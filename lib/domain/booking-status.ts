/**
 * Booking status rules (spec 001 §3, §4) and colour helpers.
 *
 * Allowed transitions for the magician:
 *   pending   -> confirmed | cancelled
 *   confirmed -> completed | cancelled | refunded
 *   cancelled -> refunded           (only when something was paid)
 *   completed -> refunded
 *   refunded  -> (final)
 * Any move to 'refunded' requires paidPence > 0. Confirming a booking that is
 * already confirmed is the 'Already Confirmed' error.
 */
import { BOOKING_STATUSES, type BookingStatus } from "./constants";

export { BOOKING_STATUSES, type BookingStatus };

export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled", "refunded"],
  cancelled: ["refunded"],
  completed: ["refunded"],
  refunded: [],
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export type TransitionResult =
  | { ok: true }
  | { ok: false; code: "already-confirmed" | "invalid-transition" | "nothing-paid"; title: string; message: string };

export const ALREADY_CONFIRMED = { title: "Already Confirmed", message: "This booking is already confirmed." } as const;

/** Checks a status change; unknown current statuses are treated as 'pending'. */
export function checkStatusTransition(
  from: string | null | undefined,
  to: BookingStatus,
  ctx: { paidPence: number } = { paidPence: 0 },
): TransitionResult {
  const current: BookingStatus = isBookingStatus(from) ? from : "pending";
  if (current === "confirmed" && to === "confirmed") {
    return { ok: false, code: "already-confirmed", ...ALREADY_CONFIRMED };
  }
  if (!BOOKING_TRANSITIONS[current].includes(to)) {
    return {
      ok: false,
      code: "invalid-transition",
      title: "Update failed",
      message: `A ${current} booking cannot be marked ${to}.`,
    };
  }
  if (to === "refunded" && !(ctx.paidPence > 0)) {
    return { ok: false, code: "nothing-paid", title: "Refund Failed", message: "Nothing has been paid for this booking." };
  }
  return { ok: true };
}

export function canTransition(from: string | null | undefined, to: BookingStatus, paidPence = 0): boolean {
  return checkStatusTransition(from, to, { paidPence }).ok;
}

/** Details dialog: 'Confirm Booking' is shown unless already confirmed, completed, cancelled (or refunded). */
export function showConfirmButton(status: string | null | undefined): boolean {
  return !["confirmed", "completed", "cancelled", "refunded"].includes(status ?? "pending");
}

/** Details dialog: 'Cancel Booking' is shown unless payment status is cancelled (or the booking is cancelled/refunded). */
export function showCancelButton(booking: { paymentStatus?: string | null; status?: string | null }): boolean {
  if (booking.paymentStatus === "cancelled") return false;
  return !["cancelled", "refunded"].includes(booking.status ?? "pending");
}

/** Badge text: CONFIRMED, COMPLETED, PENDING, CANCELLED, REFUNDED. */
export function statusBadgeLabel(status: string | null | undefined): string {
  return (isBookingStatus(status) ? status : "pending").toUpperCase();
}

export type StatusColour = "green" | "yellow" | "red" | "blue" | "grey";

/** Badge colour: confirmed green, completed blue, pending yellow, cancelled red, refunded grey. */
export function statusBadgeColour(status: string | null | undefined): StatusColour {
  switch (status) {
    case "confirmed":
      return "green";
    case "completed":
      return "blue";
    case "cancelled":
      return "red";
    case "refunded":
      return "grey";
    default:
      return "yellow";
  }
}

/** Status dot in the day list: green confirmed (and completed), yellow pending, red cancelled/refunded. */
export function statusDotColour(status: string | null | undefined): "green" | "yellow" | "red" {
  if (status === "confirmed" || status === "completed") return "green";
  if (status === "cancelled" || status === "refunded") return "red";
  return "yellow";
}

/** Bar events list: green when confirmed or completed, yellow when pending, red otherwise. */
export function paymentStatusColour(paymentStatus: string | null | undefined): "green" | "yellow" | "red" {
  if (paymentStatus === "confirmed" || paymentStatus === "completed") return "green";
  if (paymentStatus === "pending") return "yellow";
  return "red";
}

/** 'Deposit (50%)' for deposits, 'Full Payment' otherwise. */
export function paymentTypeLabel(paymentType: string | null | undefined): string {
  return paymentType === "deposit" ? "Deposit (50%)" : "Full Payment";
}

/** Balance still due (never negative). */
export function balanceDuePence(totalPence: number, paidPence: number): number {
  return Math.max(0, totalPence - paidPence);
}
