import "server-only";
import { activeBookingWhere } from "@/lib/domain/booking-status";
import { bookingInterval } from "@/lib/domain/time-slots";
import { bufferMinutes } from "@/lib/domain/travel";
import { type TravelSource } from "@/lib/domain/travel-fee";
import { db } from "@/lib/server/db";
import { resolveDrives } from "@/lib/server/travel";

/** The drive between two consecutive gigs of a day, for the calendar's day view. */
export interface DayDrive {
  fromBookingId: number;
  toBookingId: number;
  /** null when either venue's postcode is unknown (older bookings, no postcode in the address) */
  minutes: number | null;
  miles: number | null;
  source: TravelSource;
  /** minutes between the end of one gig and the start of the next */
  gapMinutes: number;
  /** the gap the rule asks for: max(60, the drive) */
  neededMinutes: number;
}

/** The drives between each active booking of `date` and the next one, in start order. */
export async function dayDrives(date: string, now = new Date()): Promise<DayDrive[]> {
  const rows = await db.booking.findMany({
    where: { eventDate: date, ...activeBookingWhere(now) },
    select: { id: true, eventDate: true, startTime: true, endTime: true, duration: true, eventPostcode: true },
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
  });
  const pairs = rows.slice(1).map((row, i) => [rows[i]!, row] as const);
  const drive = await resolveDrives(pairs.map(([a, b]) => [a.eventPostcode, b.eventPostcode]));
  return pairs.map(([a, b]) => {
    const found = drive(a.eventPostcode, b.eventPostcode);
    const end = bookingInterval(a, date)?.end ?? 0;
    const start = bookingInterval(b, date)?.start ?? 0;
    return {
      fromBookingId: a.id,
      toBookingId: b.id,
      minutes: found?.minutes ?? null,
      miles: found?.miles ?? null,
      source: found?.source ?? "default",
      gapMinutes: start - end,
      neededMinutes: bufferMinutes(found?.minutes),
    };
  });
}
