import "server-only";
import { countedBookingWhere } from "@/lib/domain/booking-status";
import { addDays, horizonEnd, londonToday } from "@/lib/domain/dates";
import { readBookingPage } from "@/lib/server/bookings/shared/list";
import { db } from "@/lib/server/db";
import type { Page } from "@/lib/server/paging";
import { ADMIN_BOOKING_SELECT } from "@/lib/server/ledger/booking-row";
import { failedRefundsOf, serviceCatalogue, toAdminBooking, type AdminBooking } from "./bookings";

/**
 * GET /api/admin/bookings: the same search, filters, sort and pages as GET /api/bookings (one SQL
 * query, lib/server/bookings/shared/list), in the shape the magician's screens use (AdminBooking: money in
 * pence, services resolved, refund suggestions). The Bookings tab's table and day list read it.
 */
export async function adminBookingsPage(user: { id: number; role: string }, url: URL): Promise<Page<AdminBooking>> {
  const [catalogue, today] = [await serviceCatalogue(), londonToday()];
  return readBookingPage(
    user,
    url,
    async (ids) => {
      const rows = await db.booking.findMany({ where: { id: { in: ids } }, select: ADMIN_BOOKING_SELECT });
      const failed = await failedRefundsOf(rows);
      return rows.map((row) => ({ ...row, failedRefunds: failed.get(row.id) }));
    },
    (row) => toAdminBooking(row, catalogue, today, row.failedRefunds),
  );
}

export interface CalendarDayCount {
  date: string;
  /** bookings that count for the colour (listed and active), plus blocked hours (a gig elsewhere) */
  count: number;
}

/**
 * The magician's calendar colours: per day, the counted bookings (listed and active: not cancelled,
 * refunded or awaiting payment) and the blocked hours, by GROUP BY in the database, from a year ago
 * to the end of the booking horizon. Days with nothing are left out.
 */
export async function calendarDayCounts(now = new Date()): Promise<CalendarDayCount[]> {
  const today = londonToday(now);
  const range = { gte: addDays(today, -366), lte: horizonEnd(today) };
  const [bookings, hours] = await Promise.all([
    db.booking.groupBy({
      by: ["eventDate"],
      where: { eventDate: range, ...countedBookingWhere() },
      _count: { _all: true },
    }),
    db.blockedHours.groupBy({ by: ["date"], where: { date: range }, _count: { _all: true } }),
  ]);
  const counts = new Map<string, number>();
  for (const b of bookings) counts.set(b.eventDate, (counts.get(b.eventDate) ?? 0) + b._count._all);
  for (const h of hours) counts.set(h.date, (counts.get(h.date) ?? 0) + h._count._all);
  return [...counts].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date));
}
