import "server-only";
import { BAR_BOOKING_DURATION_MINUTES } from "@/lib/domain/constants";
import { isValidIsoDate, type IsoDate } from "@/lib/domain/dates";
import { getAvailability } from "@/lib/server/availability";

export interface BarServiceAvailability {
  date: IsoDate;
  /** Start times the server would accept now (hourly 12:00–23:00 + 00:00, today's rule, buffers, holds). */
  times: string[];
  /** Why the whole day is closed, when it is. */
  reason?: "invalid" | "past" | "beyond-horizon" | "blocked" | "full";
}

/**
 * Bar-service start times on `date` at `now`, by the same rules the server applies when the
 * payment intent is created and the booking saved (lib/server/availability, kind "bar").
 */
export async function barServiceAvailability(date: string, now: Date = new Date()): Promise<BarServiceAvailability> {
  if (!isValidIsoDate(date)) return { date, times: [], reason: "invalid" };
  const answer = await getAvailability({ date, durationMinutes: BAR_BOOKING_DURATION_MINUTES, kind: "bar", now });
  if (answer.selectable) return { date, times: answer.times };
  const reason =
    answer.status === "past" || answer.status === "beyond-horizon" || answer.status === "blocked"
      ? answer.status
      : "full";
  return { date, times: [], reason };
}
