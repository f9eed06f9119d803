import "server-only";
import { countedBookingSql, listedBookingSql } from "@/lib/domain/booking-status";
import { londonDateTime, londonToday } from "@/lib/domain/dates";
import {
  fillMonths,
  fillVenues,
  requestedWindow,
  type Insights,
  type InsightsBarCommission,
  type InsightsEventType,
  type InsightsVenue,
  type Venue,
} from "@/lib/domain/insights";
import { penceToPounds } from "@/lib/domain/money";
import { db, Prisma } from "@/lib/server/db";
import type { InsightsQuery } from "@/lib/validation/admin";

/**
 * The figures of the magician's Insights tab (definitions and window: lib/domain/insights.ts).
 * Every figure is computed by the database with GROUP BY, one query per section, so the cost does
 * not grow with the rows held in JavaScript: one row per month of the window (18 by default), one per event type, two venues
 * and one per partner bar come back. Bookings are filtered on the indexed eventDate text column
 * (yyyy-MM-dd sorts as text) and grouped by its first 7 characters; leads on the indexed createdAt
 * (UTC instants of the London month starts) and grouped by their London month.
 */

const COUNTED = Prisma.raw(countedBookingSql("b"));
const LISTED = Prisma.raw(listedBookingSql("b"));

/** Money out of SQL, in pence: sums (bigint) are cast to text there, so no BigInt crosses the driver. */
type Money = string | null;

/** The insights answer in pounds, as it always has. */
const pounds = (pence: Money) => penceToPounds(Number(pence ?? 0)) || 0;

interface MonthRow {
  month: string;
  bookings: number | null;
  revenue: Money;
  refunded: Money;
  leads: number | null;
  converted: number | null;
}

/** 'yyyy-MM-dd HH:mm:ss.SSS' in UTC: how Prisma stores a DateTime (timestamp without time zone). */
const utcTimestamp = (instant: Date) => instant.toISOString().replace("T", " ").replace("Z", "");

/** The figures for the default window (the last 12 months and the next 6), or for the months asked. */
export async function insights(now: Date = new Date(), range: InsightsQuery = {}): Promise<Insights> {
  const window = requestedWindow(londonToday(now), range);
  const from = window.fromDate;
  const until = window.untilDate;
  // Leads: createdAt is a UTC timestamp without zone; the London month starts as UTC instants.
  // Passed as text and cast, so the session time zone never shifts them.
  const leadsFrom = utcTimestamp(londonDateTime(from));
  const leadsUntil = utcTimestamp(londonDateTime(until));
  const inWindow = Prisma.sql`b."eventDate" >= ${from} AND b."eventDate" < ${until}`;

  const [monthRows, eventTypeRows, venueRows, barRows] = await Promise.all([
    db.$queryRaw<MonthRow[]>`
      WITH booking_months AS (
        SELECT substring(b."eventDate", 1, 7) AS "month",
               COUNT(*) FILTER (WHERE ${COUNTED})::int AS "bookings",
               COALESCE(SUM(b."paidPence" - b."refundedPence"), 0)::text AS "revenue",
               COALESCE(SUM(b."refundedPence"), 0)::text AS "refunded"
        FROM "bookings" b
        WHERE ${inWindow} AND ${LISTED}
        GROUP BY 1
      ),
      lead_months AS (
        SELECT to_char((l."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London', 'YYYY-MM') AS "month",
               COUNT(*)::int AS "leads",
               COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM "bookings" b WHERE b."leadId" = l."id" AND ${LISTED}))::int AS "converted"
        FROM "leads" l
        WHERE l."createdAt" >= ${leadsFrom}::timestamp AND l."createdAt" < ${leadsUntil}::timestamp
        GROUP BY 1
      )
      SELECT COALESCE(bm."month", lm."month") AS "month", bm."bookings", bm."revenue", bm."refunded", lm."leads", lm."converted"
      FROM booking_months bm FULL JOIN lead_months lm ON lm."month" = bm."month"`,
    db.$queryRaw<{ eventType: string; bookings: number; revenue: Money }[]>`
      SELECT b."eventType" AS "eventType",
             COUNT(*) FILTER (WHERE ${COUNTED})::int AS "bookings",
             COALESCE(SUM(b."paidPence" - b."refundedPence"), 0)::text AS "revenue"
      FROM "bookings" b
      WHERE ${inWindow} AND ${LISTED}
      GROUP BY b."eventType"
      HAVING COUNT(*) FILTER (WHERE ${COUNTED}) > 0 OR SUM(b."paidPence" - b."refundedPence") <> 0
      ORDER BY SUM(b."paidPence" - b."refundedPence") DESC, COUNT(*) FILTER (WHERE ${COUNTED}) DESC, b."eventType"`,
    db.$queryRaw<{ venue: Venue; bookings: number; revenue: Money }[]>`
      SELECT CASE WHEN b."barId" IS NULL THEN 'own' ELSE 'partner' END AS "venue",
             COUNT(*) FILTER (WHERE ${COUNTED})::int AS "bookings",
             COALESCE(SUM(b."paidPence" - b."refundedPence"), 0)::text AS "revenue"
      FROM "bookings" b
      WHERE ${inWindow} AND ${LISTED}
      GROUP BY 1`,
    db.$queryRaw<{ barId: number; barName: string | null; bookings: number; commission: Money }[]>`
      SELECT b."barId" AS "barId", u."barName" AS "barName",
             COUNT(*)::int AS "bookings",
             COALESCE(SUM(b."barCommissionPence"), 0)::text AS "commission"
      FROM "bookings" b
      JOIN "users" u ON u."id" = b."barId"
      WHERE ${inWindow} AND ${COUNTED}
      GROUP BY b."barId", u."barName"
      ORDER BY SUM(b."barCommissionPence") DESC, u."barName", b."barId"`,
  ]);

  return {
    months: fillMonths(
      window.months,
      monthRows.map((r) => ({
        month: r.month,
        bookings: r.bookings ?? 0,
        revenue: pounds(r.revenue),
        refunded: pounds(r.refunded),
        leads: r.leads ?? 0,
        converted: r.converted ?? 0,
      })),
    ),
    byEventType: eventTypeRows.map((r): InsightsEventType => ({
      eventType: r.eventType,
      bookings: r.bookings,
      revenue: pounds(r.revenue),
    })),
    byVenue: fillVenues(
      venueRows.map((r): InsightsVenue => ({ venue: r.venue, bookings: r.bookings, revenue: pounds(r.revenue) })),
    ),
    commissionByBar: barRows.map((r): InsightsBarCommission => ({
      barId: r.barId,
      barName: r.barName ?? `Bar #${r.barId}`,
      bookings: r.bookings,
      commission: pounds(r.commission),
    })),
  };
}
