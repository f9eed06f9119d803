import "server-only";
import { LISTED_STATUSES, owedPence } from "@/lib/domain/booking-status";
import { CSV_BOM, csvHeader, csvRecord, type CsvColumn, type CsvKind, type CsvValue } from "@/lib/domain/csv";
import { londonToday } from "@/lib/domain/dates";
import { parseSelectedServices, type ServiceCatalogue } from "@/lib/domain/selected-services";
import type { ExportBookingsQuery } from "@/lib/validation/admin";
import { db, type Prisma } from "@/lib/server/db";
import { privateDownload } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { serviceCatalogue } from "./bookings";

/**
 * The accountant's exports (GET /api/admin/export/bookings.csv and leads.csv): CSV files streamed
 * a page at a time, so a large export never sits in memory. The CSV rules (quoting, formula
 * neutralising, money) are lib/domain/csv.ts.
 *
 * Pages are read with a keyset cursor (`id > last id`, ordered by id, EXPORT_PAGE_SIZE rows),
 * which costs the same on page 1 and page 100 (OFFSET would rescan every earlier row) and never
 * repeats or skips a row when rows are added or changed during the download. Each page is its own
 * short query rather than one long transaction, so a slow download never holds a database
 * connection: a row changed meanwhile appears as it is when its page is read.
 */
export const EXPORT_PAGE_SIZE = 500;

/** `download` names and headers for a CSV answer. */
export function csvResponse(body: ReadableStream<Uint8Array>, filename: string): Response {
  // Client names, e-mails and phone numbers: no cache of any kind may keep them.
  return privateDownload(body, { contentType: "text/csv; charset=utf-8", filename });
}

/**
 * A CSV (BOM, header, then the rows of every page) as a byte stream. The first page is read before
 * the answer starts, so a database failure there is still an ordinary 500; after the 200 has gone
 * out a failure can only abort the download (logged), which the browser shows as a failed download
 * rather than a silently short file. The stream is pulled: the next page is read only when the
 * client has taken the previous one, so a slow client never makes the server buffer the table.
 */
export async function pagedCsv<Row extends { id: number }>(
  name: string,
  columns: readonly CsvColumn<Row>[],
  fetchPage: (afterId: number) => Promise<Row[]>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let prefetched: Row[] | null = await fetchPage(0);
  let afterId = 0;
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = prefetched ?? (await fetchPage(afterId));
        prefetched = null;
        // The client went away while the page was being read: nothing more to send.
        if (cancelled) return;
        let text = started ? "" : CSV_BOM + csvHeader(columns);
        started = true;
        for (const row of rows) text += csvRecord(columns, row);
        if (text) controller.enqueue(encoder.encode(text));
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_PAGE_SIZE) controller.close();
        else afterId = last.id;
      } catch (error) {
        log("error", "export_failed", { export: name, afterId, ...errorFields(error) });
        controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
}

/** A column whose header is the row's field of the same name. */
function column<Row>(key: keyof Row & string, kind: CsvKind): CsvColumn<Row> {
  return { header: key, kind, value: (row) => row[key] as CsvValue };
}

// ---------------------------------------------------------------- bookings

const BOOKING_EXPORT_SELECT = {
  id: true,
  createdAt: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  status: true,
  paymentStatus: true,
  paymentType: true,
  source: true,
  barId: true,
  bar: { select: { barName: true } },
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  eventType: true,
  eventLocation: true,
  eventAddress: true,
  guestCount: true,
  selectedServices: true,
  duration: true,
  totalPence: true,
  paidPence: true,
  refundedPence: true,
  barCommissionPence: true,
} as const satisfies Prisma.BookingSelect;

type BookingExportRow = Prisma.BookingGetPayload<{ select: typeof BOOKING_EXPORT_SELECT }>;

/** One line of the bookings export; the money fields are in pence (the money kind writes pounds). */
export interface BookingLine {
  id: number;
  createdAt: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  status: string;
  paymentStatus: string;
  paymentType: string;
  source: string;
  venue: "partner" | "own";
  barName: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  eventType: string;
  eventLocation: string;
  eventAddress: string | null;
  guestCount: number;
  services: string;
  /** minutes, stored as text */
  duration: string;
  totalAmount: number;
  paidAmount: number;
  refundedAmount: number;
  balanceDue: number;
  barCommission: number;
}

export const BOOKING_COLUMNS: readonly CsvColumn<BookingLine>[] = [
  column("id", "integer"),
  column("createdAt", "date"),
  column("eventDate", "date"),
  column("startTime", "text"),
  column("endTime", "text"),
  column("status", "text"),
  column("paymentStatus", "text"),
  column("paymentType", "text"),
  column("source", "text"),
  column("venue", "text"),
  column("barName", "text"),
  column("clientName", "text"),
  column("clientEmail", "text"),
  // A phone number is text like the rest: one starting with + is neutralised (lib/domain/csv neutralise says why).
  column("clientPhone", "text"),
  column("eventType", "text"),
  column("eventLocation", "text"),
  column("eventAddress", "text"),
  column("guestCount", "integer"),
  column("services", "text"),
  column("duration", "integer"),
  column("totalAmount", "money"),
  column("paidAmount", "money"),
  column("refundedAmount", "money"),
  column("balanceDue", "money"),
  column("barCommission", "money"),
];

export function toBookingLine(row: BookingExportRow, catalogue: ServiceCatalogue): BookingLine {
  const { totalPence, paidPence } = row;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentType: row.paymentType,
    source: row.source,
    venue: row.barId !== null ? "partner" : "own",
    barName: row.bar?.barName ?? null,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    eventType: row.eventType,
    eventLocation: row.eventLocation,
    eventAddress: row.eventAddress,
    guestCount: row.guestCount,
    services: parseSelectedServices(row.selectedServices, catalogue)
      .map((s) => s.title)
      .join("; "),
    duration: row.duration,
    totalAmount: totalPence,
    paidAmount: paidPence,
    refundedAmount: row.refundedPence,
    // The dashboard's rule: a cancelled or refunded booking owes nothing, whatever is unpaid.
    balanceDue: owedPence({ status: row.status, paymentStatus: row.paymentStatus, totalPence, paidPence }),
    barCommission: row.barCommissionPence,
  };
}

/**
 * The listed bookings (as the dashboards show them: no unpaid holds, no expired checkouts) whose
 * event date is within from..to (inclusive, either may be absent), oldest id first. Anonymised
 * bookings are included: their money still counts for the accounts.
 */
export async function bookingsCsv(query: ExportBookingsQuery): Promise<ReadableStream<Uint8Array>> {
  const catalogue = await serviceCatalogue();
  const eventDate =
    query.from || query.to
      ? { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lte: query.to } : {}) }
      : undefined;
  return pagedCsv("bookings", BOOKING_COLUMNS, async (afterId) => {
    const rows = await db.booking.findMany({
      select: BOOKING_EXPORT_SELECT,
      where: { id: { gt: afterId }, status: { in: [...LISTED_STATUSES] }, ...(eventDate ? { eventDate } : {}) },
      orderBy: { id: "asc" },
      take: EXPORT_PAGE_SIZE,
    });
    return rows.map((row) => toBookingLine(row, catalogue));
  });
}

/** bookings-2026-01-01-to-2026-03-31.csv; an open end reads "start" or "end"; no range at all: bookings-all.csv. */
export function bookingsCsvFilename(query: ExportBookingsQuery): string {
  if (!query.from && !query.to) return "bookings-all.csv";
  return `bookings-${query.from ?? "start"}-to-${query.to ?? "end"}.csv`;
}

// ---------------------------------------------------------------- leads

export interface LeadLine {
  id: number;
  createdAt: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  location: string | null;
  message: string;
  bookingId: number | null;
}

export const LEAD_COLUMNS: readonly CsvColumn<LeadLine>[] = [
  column("id", "integer"),
  column("createdAt", "date"),
  column("status", "text"),
  column("name", "text"),
  column("email", "text"),
  column("phone", "text"),
  column("eventType", "text"),
  column("location", "text"),
  column("message", "text"),
  column("bookingId", "integer"),
];

/** Every lead, oldest id first, with the booking it was converted into (if any). */
export async function leadsCsv(): Promise<ReadableStream<Uint8Array>> {
  return pagedCsv("leads", LEAD_COLUMNS, async (afterId) => {
    const rows = await db.lead.findMany({
      select: {
        id: true,
        createdAt: true,
        status: true,
        name: true,
        email: true,
        phone: true,
        eventType: true,
        location: true,
        message: true,
        booking: { select: { id: true } },
      },
      where: { id: { gt: afterId } },
      orderBy: { id: "asc" },
      take: EXPORT_PAGE_SIZE,
    });
    return rows.map(({ booking, createdAt, ...lead }) => ({
      ...lead,
      createdAt: createdAt.toISOString(),
      bookingId: booking?.id ?? null,
    }));
  });
}

/** leads-<today in London>.csv: the date tells the accountant which copy is newest. */
export function leadsCsvFilename(today = londonToday()): string {
  return `leads-${today}.csv`;
}
