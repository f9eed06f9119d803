import { stateOf } from "./booking-status";

/** How a booking's state is shown: its badge's text and colour, its dot, how it is paid. */

/** Badge text: AWAITING PAYMENT, EXPIRED, CONFIRMED, COMPLETED, PENDING, CANCELLED, REFUNDED. */
export function statusBadgeLabel(status: string | null | undefined): string {
  return stateOf(status).replace("_", " ").toUpperCase();
}

export type StatusColour = "green" | "yellow" | "red" | "blue" | "grey";

/** Badge colour: confirmed green, completed blue, pending and awaiting yellow, cancelled red, refunded and expired grey. */
export function statusBadgeColour(status: string | null | undefined): StatusColour {
  switch (status) {
    case "confirmed":
      return "green";
    case "completed":
      return "blue";
    case "cancelled":
      return "red";
    case "refunded":
    case "expired":
      return "grey";
    default:
      return "yellow";
  }
}

/** Status dot in the day list: green confirmed (and completed), yellow pending, red cancelled/refunded/expired. */
export function statusDotColour(status: string | null | undefined): "green" | "yellow" | "red" {
  if (status === "confirmed" || status === "completed") return "green";
  if (status === "cancelled" || status === "refunded" || status === "expired") return "red";
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
