import "server-only";
import { countedBookingWhere } from "@/lib/domain/booking-status";
import { planDay, type DayGig, type PlannedGig, type SourcedDrive } from "@/lib/domain/day-plan";
import { parseUkPostcode } from "@/lib/domain/travel";
import { db, type Prisma } from "@/lib/server/db";
import { quoteTravelTo, resolveDrives } from "./index";

/**
 * The plan of a London date for the magician (lib/domain/day-plan): the day's bookings in start
 * order, each with the drive to it and the time to leave by. The drive from home is the travel fee's
 * (quoteTravelTo: the maps service's, cached, else the travel table's home row); between two venues
 * the same lookup the availability rules use. May call the maps service: never inside a transaction.
 */

/** What the screens and the run sheet read of each gig. */
export const DAY_GIG_SELECT = {
  id: true,
  clientName: true,
  clientPhone: true,
  eventLocation: true,
  eventAddress: true,
  eventPostcode: true,
  parkingAvailable: true,
  eventType: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  duration: true,
  guestCount: true,
  selectedServices: true,
  additionalInfo: true,
  totalPence: true,
  paidPence: true,
  paymentType: true,
  paymentStatus: true,
  status: true,
  source: true,
} as const satisfies Prisma.BookingSelect;

export type DayGigRow = Prisma.BookingGetPayload<{ select: typeof DAY_GIG_SELECT }>;
export type PlannedDayGig = PlannedGig<DayGigRow & DayGig>;

/** The counted bookings (listed, not cancelled) of a date, planned in start order. */
export async function dayPlan(date: string): Promise<PlannedDayGig[]> {
  const rows = await db.booking.findMany({
    where: { eventDate: date, ...countedBookingWhere() },
    select: DAY_GIG_SELECT,
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
  });
  const gigs = rows.map((row) => ({ ...row, postcode: parseUkPostcode(row.eventPostcode)?.postcode ?? null }));
  const postcodes = [...new Set(gigs.map((gig) => gig.postcode).filter((p): p is string => !!p))];
  const fromHome = new Map<string, SourcedDrive | null>();
  await Promise.all(
    postcodes.map(async (postcode) => {
      const quote = await quoteTravelTo(postcode);
      fromHome.set(
        postcode,
        quote.minutes !== null && quote.miles !== null
          ? { minutes: quote.minutes, miles: quote.miles, source: quote.source }
          : null,
      );
    }),
  );
  const pairs = gigs.slice(1).map((gig, i) => [gigs[i]!.postcode, gig.postcode] as [string | null, string | null]);
  const between = await resolveDrives(pairs);
  return planDay({
    gigs,
    driveFromHome: (postcode) => (postcode ? (fromHome.get(postcode) ?? null) : null),
    driveBetween: (a, b) => between(a, b),
  });
}

/** One booking's place in its day's plan (the drive to it and its leave-by time), null when it is not on it. */
export async function plannedGig(date: string, bookingId: number): Promise<PlannedDayGig | null> {
  return (await dayPlan(date)).find((planned) => planned.gig.id === bookingId) ?? null;
}
