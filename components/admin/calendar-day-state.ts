import type { DayState } from "@/components/ui/calendar";
import { dayAvailability } from "@/lib/domain/calendar";

/**
 * A day's look in the magician's calendar: blocked, or its load (1–2 events green, 3–4 orange, 5 or
 * more full); a past day is plain "elapsed", never a colour that reads as free. Every day can still
 * be opened, past ones included, to see its bookings.
 */
export function adminDayState(
  iso: string,
  {
    today,
    counts,
    blockedDates,
  }: { today: string; counts: ReadonlyMap<string, number>; blockedDates: ReadonlySet<string> },
): DayState {
  const day = dayAvailability({ date: iso, today, activeCount: counts.get(iso) ?? 0, blocked: blockedDates.has(iso) });
  if (day.status === "past") return { status: "elapsed", disabled: false };
  return { status: day.blocked ? "blocked" : day.load, disabled: false };
}
