// Event dates for e2e bookings, in the business's time zone.
import type { TestInfo } from "@playwright/test";
import { addDays } from "@/lib/domain/dates";
import { sql } from "./db";

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

/**
 * `dayFor`'s day, or the first one after it that nothing has touched yet: no booking in any state
 * (a hold is one too), not blocked, no blocked hours. The run shares one database, so a test that
 * books runs again (`--repeat-each`, a retry) on a clean day instead of finding its own booking
 * of the previous run in the slot it wants. `taken` are days the caller already chose.
 */
export async function freeDay(testInfo: TestInfo, base: number, taken: string[] = []): Promise<string> {
  const first = dayFor(testInfo, base);
  const candidates = Array.from({ length: 60 }, (_, i) => addDays(first, i)).filter((d) => !taken.includes(d));
  const used = await sql<{ day: string }>(
    `SELECT "eventDate" AS day FROM bookings WHERE "eventDate" = ANY($1)
     UNION SELECT date FROM blocked_days WHERE date = ANY($1)
     UNION SELECT date FROM blocked_hours WHERE date = ANY($1)`,
    [candidates],
  );
  const usedDays = new Set(used.map((row) => row.day));
  const free = candidates.find((day) => !usedDays.has(day));
  if (!free) throw new Error(`No untouched day in the 60 from ${first}`);
  return free;
}
