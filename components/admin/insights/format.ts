/** Formatting shared by the Insights charts and tables. */
import { formatGBP } from "@/lib/domain/money";
import type { Venue } from "@/lib/domain/insights";

export { monthLabel } from "@/lib/domain/insights";
export { eventTypeLabel } from "@/lib/domain/event-types";

/** £1,234.50 for 1234.5 pounds. */
export const pounds = (value: number) => formatGBP(Math.round(value * 100));

export const VENUE_LABELS: Record<Venue, string> = { partner: "Partner bars", own: "Own events" };

/** Colours of the theme's chart palette (app/globals.css). */
export const COLOURS = {
  bookings: "var(--chart-2)",
  revenue: "var(--chart-1)",
  leads: "var(--chart-5)",
  converted: "var(--chart-3)",
  refunded: "var(--chart-4)",
} as const;
