import "server-only";
import { UPCOMING_BOOKINGS_WINDOW_DAYS } from "@/lib/domain/constants";
import { addDays, londonToday } from "@/lib/domain/dates";
import { db } from "@/lib/server/db";
import { countedBookingWhere } from "@/lib/domain/booking-status";

export interface DashboardStats {
  upcomingBookings: number;
  totalRevenuePence: number;
}

/**
 * The two stat cards, computed by the database, never by loading bookings.
 * Upcoming Bookings: event date from today (London) to today + 30 days ('Next 30 days'),
 * active and listed (lib/domain/booking-status: not cancelled, refunded, awaiting payment or expired).
 * Total Revenue: sum of totalPence of confirmed bookings, read from the running total that triggers
 * on bookings keep (booking_totals), so it costs one row however long the history.
 */
export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const today = londonToday(now);
  const [upcomingBookings, revenue] = await Promise.all([
    db.booking.count({
      where: {
        eventDate: { gte: today, lte: addDays(today, UPCOMING_BOOKINGS_WINDOW_DAYS) },
        ...countedBookingWhere(),
      },
    }),
    db.bookingTotals.findUnique({ where: { id: 1 }, select: { confirmedTotalPence: true } }),
  ]);
  return { upcomingBookings, totalRevenuePence: Number(revenue?.confirmedTotalPence ?? 0) };
}
