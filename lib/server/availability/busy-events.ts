import "server-only";
import { addDays, londonDateTime, minutesToTime, timeToMinutes } from "@/lib/domain/dates";
import { Prisma, db } from "@/lib/server/db";

/**
 * The magician's own calendars' busy events (calendar_busy_events, written by the calendar sync from
 * ICS feeds and Google) as availability reads them: like blocked hours, each is a confirmed booking
 * of its time with its venue's postcode, so the buffers, the drives, the day's capacity and every
 * server-side check treat it as they treat a booking. An event is cut into London days (an all-day
 * event is the whole day, a late party runs into the next one), and all-day events count only while
 * the magician's setting says they block the day (lib/server/settings/calendars, default on).
 * Titles never leave here except through listBusyEventsForMagician.
 */

type Client = typeof db | Prisma.TransactionClient;

/** SQL: whether all-day events block the day (the setting on the magician's row; unset means yes). */
const ALL_DAY_BLOCKS_SQL = Prisma.sql`(
  SELECT "calendarSettings"->>'allDayEventsBlock' FROM users WHERE role = 'magician' ORDER BY id LIMIT 1
) IS DISTINCT FROM 'false'`;

/**
 * SQL rows (eventDate, startTime, duration in minutes, postcode) of the busy events' parts on each of
 * `dates`: one row a day an event touches, clipped to that London day. Timestamps are stored as UTC
 * wall-clock time without a zone (Prisma's DateTime), hence the two AT TIME ZONE steps.
 */
export function busyPiecesSql(dates: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT d.day AS "eventDate",
           to_char((GREATEST(e.starts_at, d.day_start) AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London', 'HH24:MI') AS "startTime",
           GREATEST(1, CEIL(EXTRACT(EPOCH FROM (LEAST(e.ends_at, d.day_end) - GREATEST(e.starts_at, d.day_start))) / 60))::int AS minutes,
           e.postcode
      FROM calendar_busy_events e
      JOIN (SELECT x::text AS day,
                   (x::timestamp AT TIME ZONE 'Europe/London') AT TIME ZONE 'UTC' AS day_start,
                   ((x + 1)::timestamp AT TIME ZONE 'Europe/London') AT TIME ZONE 'UTC' AS day_end
              FROM unnest(${dates}::date[]) AS x) d
        ON e.starts_at < d.day_end AND e.ends_at > d.day_start
     WHERE (NOT e.all_day OR ${ALL_DAY_BLOCKS_SQL})`;
}

export interface BusyPiece {
  eventDate: string;
  startTime: string;
  minutes: number;
  postcode: string | null;
}

/** The end time of a piece as a booking's endTime ("00:00" past midnight; a whole day ends 23:59). */
export function pieceEndTime(piece: { startTime: string; minutes: number }): string {
  const end = timeToMinutes(piece.startTime) + piece.minutes;
  return end >= 1440 && piece.startTime === "00:00" ? "23:59" : minutesToTime(end);
}

/** Busy parts of the days from `from` to `to` (inclusive), for the wizard's calendar: times only. */
export async function listBusyPieces(from: string, to: string, client: Client = db): Promise<BusyPiece[]> {
  const dates: string[] = [];
  for (let day = from; day <= to && dates.length < 800; day = addDays(day, 1)) dates.push(day);
  if (dates.length === 0) return [];
  return client.$queryRaw<BusyPiece[]>(busyPiecesSql(dates));
}

/** The postcodes of busy events around a date (the day before to the day after), for the drives. */
export async function busyPostcodesAround(date: string, client: Client = db): Promise<string[]> {
  const rows = await client.$queryRaw<{ postcode: string | null }[]>`
    SELECT DISTINCT p.postcode FROM (${busyPiecesSql([addDays(date, -1), date, addDays(date, 1)])}) p
     WHERE p.postcode IS NOT NULL`;
  return rows.map((row) => row.postcode!).filter(Boolean);
}

export interface MagicianBusyEvent {
  id: number;
  source: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  postcode: string | null;
}

/** The outside events from `from` to `to` (London dates, inclusive) with their titles: the magician's own calendar only. */
export async function listBusyEventsForMagician(from: string, to: string): Promise<MagicianBusyEvent[]> {
  const rows = await db.calendarBusyEvent.findMany({
    where: { startsAt: { lt: londonDateTime(addDays(to, 1)) }, endsAt: { gt: londonDateTime(from) } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: 2000,
  });
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    allDay: row.allDay,
    location: row.location,
    postcode: row.postcode,
  }));
}
