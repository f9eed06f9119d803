import "server-only";
import { LISTED_STATUSES, UNPAID_STATUSES } from "@/lib/domain/booking-status";
import {
  bookingListQuerySchema,
  containsPattern,
  searchTerms,
  type BookingListQuery,
  type BookingSort,
} from "@/lib/validation/booking-list";
import { Prisma, db } from "@/lib/server/db";
import { badRequest, parseWith } from "@/lib/server/http";
import { PAGING_MESSAGES, pageLimit, pageOf, readCursor, type Page } from "@/lib/server/paging";
import { BAR_VISIBLE_BOOKING_FIELDS, bookingJson } from "./booking-json";

/**
 * The magician's bookings table, or a bar client's events at its own venue.
 *
 * Search, filters, sort and paging all run in one SQL query that selects the page's ids (keyset
 * on the sort key and the id, LIMIT page size + 1); the rows are then read by id. Nothing is read
 * beyond the page.
 *  - q: the client's name or e-mail (case-insensitive, every character literal: LIKE wildcards
 *    are escaped), the phone by its digits whatever the spacing, or the booking number (#30 or
 *    30, as the mails show it). A bar client, which never sees e-mails or phones, searches names
 *    and booking numbers only (so it cannot probe for a customer's contact details).
 *  - status: one state of lib/domain/booking-status. Without it, the listed states (what the
 *    dashboards show); `awaiting_payment` lists the unpaid checkouts, those whose hold ended
 *    (expired) included, as the "Awaiting payment" card always has. A bar client sees listed
 *    states only, whatever it asks.
 *  - paymentStatus, source, venue (partner: barId set; own: not), from/to on the event date.
 *  - updatedSince: rows changed at or after that instant (the bar dashboard's poll).
 *  - sort: eventDate | createdAt, '-' for descending; default newest first for the magician,
 *    soonest first for a bar client. Ties fall back to startTime (event date) and the id.
 */

export interface ListUser {
  id: number;
  role: string;
}

type Key = "eventDate" | "createdAt";

interface IdRow {
  id: number;
  eventDate: string;
  startTime: string;
  createdAt: Date;
}

function statusesFor(user: ListUser, status: BookingListQuery["status"]): readonly string[] {
  const asked = status === undefined ? LISTED_STATUSES : status === "awaiting_payment" ? UNPAID_STATUSES : [status];
  return user.role === "magician" ? asked : asked.filter((s) => (LISTED_STATUSES as readonly string[]).includes(s));
}

function searchSql(user: ListUser, q: string): Prisma.Sql {
  const terms = searchTerms(q);
  const pattern = containsPattern(terms.text);
  const parts: Prisma.Sql[] = [Prisma.sql`"clientName" ILIKE ${pattern} ESCAPE '\\'`];
  if (user.role === "magician") {
    parts.push(Prisma.sql`"clientEmail" ILIKE ${pattern} ESCAPE '\\'`);
    const digitsOf = (column: Prisma.Sql) => Prisma.sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
    const national = Prisma.sql`regexp_replace("clientPhone", '^\\s*(\\+|00)\\s*44\\s*(\\(0\\))?', '0')`;
    if (terms.digits) {
      parts.push(Prisma.sql`${digitsOf(Prisma.sql`"clientPhone"`)} LIKE ${containsPattern(terms.digits)}`);
      parts.push(Prisma.sql`${digitsOf(national)} LIKE ${containsPattern(terms.digits)}`);
    }
    if (terms.ukDigits) parts.push(Prisma.sql`${digitsOf(national)} LIKE ${containsPattern(terms.ukDigits)}`);
  }
  if (terms.id !== null) parts.push(Prisma.sql`id = ${terms.id}`);
  return Prisma.sql`(${Prisma.join(parts, " OR ")})`;
}

/** The keyset condition: rows strictly after the cursor's row in the sort order. */
function afterCursorSql(key: Key, descending: boolean, url: URL): Prisma.Sql | null {
  const op = Prisma.raw(descending ? "<" : ">");
  if (key === "eventDate") {
    const cursor = readCursor(url, ["string", "string", "int"] as const);
    if (!cursor) return null;
    const [date, time, id] = cursor;
    return Prisma.sql`("eventDate", "startTime", id) ${op} (${date}, ${time}, ${id}::int)`;
  }
  const cursor = readCursor(url, ["string", "int"] as const);
  if (!cursor) return null;
  const [at, id] = cursor;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) || Number.isNaN(Date.parse(at))) {
    throw badRequest(PAGING_MESSAGES.cursor, { cursor: PAGING_MESSAGES.cursor });
  }
  return Prisma.sql`("createdAt", id) ${op} (${at}::timestamp, ${id}::int)`;
}

function orderSql(key: Key, descending: boolean): Prisma.Sql {
  const dir = descending ? "DESC" : "ASC";
  return key === "eventDate"
    ? Prisma.raw(`"eventDate" ${dir}, "startTime" ${dir}, id ${dir}`)
    : Prisma.raw(`"createdAt" ${dir}, id ${dir}`);
}

/** The page's ids in order (limit + 1 rows: the extra one only proves there is more), by one SQL query. */
export async function selectBookingPage(user: ListUser, url: URL) {
  const query = parseWith(bookingListQuerySchema, Object.fromEntries(url.searchParams));
  const limit = pageLimit(url);
  const sort: BookingSort = query.sort ?? (user.role === "magician" ? "-createdAt" : "eventDate");
  const descending = sort.startsWith("-");
  const key = sort.replace("-", "") as Key;

  const where: Prisma.Sql[] = [Prisma.sql`status = ANY(${[...statusesFor(user, query.status)]}::text[])`];
  if (user.role !== "magician") where.push(Prisma.sql`"barId" = ${user.id}`);
  if (query.q) where.push(searchSql(user, query.q));
  if (query.paymentStatus) where.push(Prisma.sql`"paymentStatus" = ${query.paymentStatus}`);
  if (query.source) where.push(Prisma.sql`source = ${query.source}`);
  if (query.venue === "partner") where.push(Prisma.sql`"barId" IS NOT NULL`);
  if (query.venue === "own") where.push(Prisma.sql`"barId" IS NULL`);
  if (query.from) where.push(Prisma.sql`"eventDate" >= ${query.from}`);
  if (query.to) where.push(Prisma.sql`"eventDate" <= ${query.to}`);
  if (query.updatedSince) where.push(Prisma.sql`"updatedAt" >= ${query.updatedSince}`);
  const after = afterCursorSql(key, descending, url);
  if (after) where.push(after);

  const rows = await db.$queryRaw<IdRow[]>`
    SELECT id, "eventDate", "startTime", "createdAt" FROM bookings
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY ${orderSql(key, descending)}
     LIMIT ${limit + 1}`;
  return { rows, limit, shownIds: rows.slice(0, limit).map((row) => row.id), key };
}

/**
 * Reads the page's rows by id (`read`) and cuts the page with its next link. A row deleted between
 * the two reads is left out; the cursor still names the page's last row.
 */
export async function readBookingPage<R extends { id: number }, T>(
  user: ListUser,
  url: URL,
  read: (ids: number[]) => Promise<R[]>,
  map: (row: R) => T,
): Promise<Page<T>> {
  const { rows, limit, shownIds, key } = await selectBookingPage(user, url);
  const byId = new Map<number, R>((await read(shownIds)).map((row) => [row.id, row]));
  const page = pageOf(
    rows,
    limit,
    url,
    (row) => (key === "eventDate" ? [row.eventDate, row.startTime, row.id] : [row.createdAt.toISOString(), row.id]),
    (row) => byId.get(row.id),
  );
  return { ...page, items: page.items.filter((row) => row !== undefined).map(map) };
}

export async function listBookingsPage(user: ListUser, url: URL): Promise<Page<Record<string, unknown>>> {
  if (user.role === "magician") {
    return readBookingPage(
      user,
      url,
      (ids) => db.booking.findMany({ where: { id: { in: ids } }, omit: { anonymisedAt: true } }),
      (row) => bookingJson(row) as Record<string, unknown>,
    );
  }
  return readBookingPage(
    user,
    url,
    (ids) => db.booking.findMany({ where: { id: { in: ids } }, select: BAR_VISIBLE_BOOKING_FIELDS }),
    (row) => bookingJson(row) as Record<string, unknown>,
  );
}
