/**
 * Payment-status colours of the bar's events list: green when confirmed or
 * completed, yellow when pending, red otherwise (cancelled, refunded, anything unknown).
 */
export type StatusColour = "green" | "yellow" | "red";

export function paymentStatusColour(status: string | null | undefined): StatusColour {
  const s = (status ?? "").toLowerCase();
  if (s === "confirmed" || s === "completed") return "green";
  if (s === "pending") return "yellow";
  return "red";
}

export const STATUS_COLOUR_CLASSES: Record<StatusColour, { dot: string; badge: string }> = {
  green: { dot: "bg-success", badge: "border-success/50 bg-success/15 text-success" },
  yellow: { dot: "bg-warning", badge: "border-warning/50 bg-warning/15 text-warning" },
  red: { dot: "bg-destructive", badge: "border-destructive/50 bg-destructive/15 text-destructive-text" },
};
