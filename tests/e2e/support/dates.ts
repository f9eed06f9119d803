// Event dates for e2e bookings, in the business's time zone.
import type { TestInfo } from "@playwright/test";

/** London date `days` from today as yyyy-MM-dd. */
export function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const [y = NaN, m = NaN, d = NaN] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Distinct dates per project so desktop and phone runs never share a day, and a retry moves one day
 * on (the failed attempt may have booked its slot). The specs' bases (40, 45, 60, 80, 90, 100, 120,
 * 150, 160) stay apart with both shifts.
 */
export function dayFor(testInfo: TestInfo, base: number): string {
  return londonDate(base + (testInfo.project.name === "mobile" ? 7 : 0) + testInfo.retry);
}
