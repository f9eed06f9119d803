import "server-only";
import { canTransition } from "@/lib/domain/booking-status";
import { londonToday } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";

/**
 * Marks confirmed bookings whose event day has passed (London) as completed: commission, reviews
 * and the customer's booking page read that state. Idempotent; returns how many moved.
 */
export async function completePastBookings(now = new Date()): Promise<number> {
  if (!canTransition("confirmed", "completed")) return 0;
  const result = await db.booking.updateMany({
    where: { status: "confirmed", eventDate: { lt: londonToday(now) } },
    data: { status: "completed" },
  });
  return result.count;
}
