import "server-only";
import { londonToday } from "@/lib/domain/dates";
import {
  allocateAllowance,
  bookingJourneyId,
  dayJourneys,
  manualJourneyId,
  orderRows,
  yearAllowance,
  type DriveMiles,
  type GigStop,
  type MileageRow,
} from "@/lib/domain/mileage";
import type { TaxYear } from "@/lib/domain/tax-year";
import { parseUkPostcode, tableDriveFromHome } from "@/lib/domain/travel";
import { db } from "@/lib/server/db";
import { getMagicianSettings } from "@/lib/server/settings";
import { getMagicianTravel } from "@/lib/server/settings/travel";
import { resolveDrives } from "@/lib/server/travel";

/**
 * The mileage log of a tax year: the journeys of the performed bookings (completed, or confirmed and
 * already past), their miles from the same drive data as the travel fee (the maps service's cached
 * drives when it is configured, else the magician's table), corrected where the magician corrected
 * them, and the journeys entered by hand; each with its share of the year's allowance. Maps lookups
 * may reach the network, so this is never called inside a transaction.
 */

export interface MileageLog {
  taxYear: TaxYear;
  rows: MileageRow[];
  totalMiles: number;
  allowancePence: number;
}

/** Bookings that were performed: completed, or confirmed with the day already gone. */
function performedWhere(year: TaxYear, today: string) {
  return {
    eventDate: { gte: year.from, lte: year.to },
    OR: [{ status: "completed" }, { status: "confirmed", eventDate: { lt: today } }],
  };
}

async function bookingRows(year: TaxYear, now: Date): Promise<Omit<MileageRow, "allowancePence">[]> {
  const bookings = await db.booking.findMany({
    where: performedWhere(year, londonToday(now)),
    select: {
      id: true,
      eventDate: true,
      eventLocation: true,
      eventPostcode: true,
      eventType: true,
      clientName: true,
    },
    orderBy: [{ eventDate: "asc" }, { startTime: "asc" }, { id: "asc" }],
  });
  if (bookings.length === 0) return [];
  const { homePostcode, travel } = await getMagicianTravel();
  const home = parseUkPostcode(homePostcode)?.postcode ?? null;
  const stops: GigStop[] = bookings.map((b) => ({
    bookingId: b.id,
    date: b.eventDate,
    venue: b.eventLocation,
    postcode: parseUkPostcode(b.eventPostcode)?.postcode ?? null,
    eventType: b.eventType,
    clientName: b.clientName,
  }));
  const days = new Map<string, GigStop[]>();
  for (const stop of stops) days.set(stop.date, [...(days.get(stop.date) ?? []), stop]);
  const pairs: [string | null, string | null][] = [];
  for (const gigs of days.values()) {
    gigs.forEach((gig, i) => {
      pairs.push([home, gig.postcode]);
      if (i > 0) pairs.push([gigs[i - 1]!.postcode, gig.postcode]);
    });
  }
  const lookup = await resolveDrives(pairs, travel);
  // From home the table's row for the venue is the drive, as the travel fee prices it; between two
  // venues the travel engine's own estimate.
  const fromHome = (stop: GigStop): DriveMiles | null => {
    const maps = home ? lookup(home, stop.postcode) : null;
    if (maps?.source === "maps") return { miles: maps.miles, source: "maps" };
    const table = tableDriveFromHome(travel.areas, stop.postcode);
    return table ? { miles: table.miles, source: "table" } : null;
  };
  const between = (a: GigStop, b: GigStop): DriveMiles | null => {
    const found = lookup(a.postcode, b.postcode);
    return found ? { miles: found.miles, source: found.source === "maps" ? "maps" : "table" } : null;
  };
  const corrections = new Map(
    (await db.mileageCorrection.findMany({ where: { bookingId: { in: bookings.map((b) => b.id) } } })).map((c) => [
      c.bookingId,
      c,
    ]),
  );
  return [...days.values()].flatMap((gigs) =>
    dayJourneys(gigs, home, fromHome, between).map((j) => {
      const correction = corrections.get(j.bookingId);
      return {
        id: bookingJourneyId(j.bookingId),
        date: j.date,
        bookingId: j.bookingId,
        from: j.from,
        to: j.to,
        miles: correction ? correction.miles : j.miles,
        purpose: correction?.purpose ?? j.purpose,
        source: "booking" as const,
        milesFrom: correction ? ("corrected" as const) : j.milesFrom,
      };
    }),
  );
}

async function manualRows(year: TaxYear): Promise<Omit<MileageRow, "allowancePence">[]> {
  const journeys = await db.mileageJourney.findMany({
    where: { date: { gte: year.from, lte: year.to } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return journeys.map((j) => ({
    id: manualJourneyId(j.id),
    date: j.date,
    from: j.fromPlace,
    to: j.toPlace,
    miles: j.miles,
    purpose: j.purpose,
    source: "manual" as const,
    milesFrom: "entered" as const,
  }));
}

/** The tax year's log in date order, each journey's allowance following the year's running total. */
export async function mileageLog(year: TaxYear, now: Date = new Date()): Promise<MileageLog> {
  const [fromBookings, byHand] = await Promise.all([bookingRows(year, now), manualRows(year)]);
  const rows = allocateAllowance(orderRows([...fromBookings, ...byHand]));
  const totals = yearAllowance(rows.map((r) => r.miles));
  return { taxYear: year, rows, ...totals };
}

/** Whose log it is, as the PDF heads it: the legal name the documents carry, else the display name. */
export async function mileageOwner(): Promise<string> {
  const settings = await getMagicianSettings();
  return settings.legalName || settings.displayName;
}
