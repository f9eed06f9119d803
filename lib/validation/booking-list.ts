/**
 * The query of GET /api/bookings (the magician's bookings table; a bar client's own venue): search,
 * filters and sort. Shared by the server (400 with field messages) and the Bookings tab (which
 * keeps the same values in its page URL). Paging (`limit`, `cursor`) is read by lib/server/paging.
 */
import { z } from "@/lib/validation/zod";
import { BOOKING_STATUSES } from "@/lib/domain/booking-status";
import { isValidIsoDate } from "@/lib/domain/dates";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./common";

/** Payment statuses as stored (schema: pending | completed | cancelled | refunded). */
export const PAYMENT_STATUSES = ["pending", "completed", "cancelled", "refunded"] as const;
/** Where a booking came from, as stored. */
export const BOOKING_SOURCES = ["public", "bar-service", "lead", "quote"] as const;
/** Each source as the magician's screens name it. */
export const BOOKING_SOURCE_LABELS: Record<(typeof BOOKING_SOURCES)[number], string> = {
  public: "Website",
  "bar-service": "Bar service",
  lead: "Enquiry",
  quote: "Quote",
};
/** partner: at a partner bar (barId set); own: the customer's own venue. */
export const BOOKING_VENUES = ["partner", "own"] as const;
/** Sort keys; a leading '-' sorts descending. Ties are broken by id in the same direction. */
export const BOOKING_SORTS = ["eventDate", "-eventDate", "createdAt", "-createdAt"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

export const MAX_SEARCH_LENGTH = 200;

export const BOOKING_LIST_MESSAGES = {
  q: `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`,
  status: `Status must be one of: ${BOOKING_STATUSES.join(", ")}.`,
  paymentStatus: `Payment status must be one of: ${PAYMENT_STATUSES.join(", ")}.`,
  source: `Source must be one of: ${BOOKING_SOURCES.join(", ")}.`,
  venue: "Venue must be partner or own.",
  date: "Please enter a date as YYYY-MM-DD.",
  order: "The end date must be on or after the start date.",
  sort: `Sort must be one of: ${BOOKING_SORTS.join(", ")}.`,
  updatedSince: "updatedSince must be a date and time (ISO 8601).",
} as const;

/** '' (an input left blank, a select on "All") means no filter. */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

const optionalDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: BOOKING_LIST_MESSAGES.date })
    .refine((v) => isValidIsoDate(v), BOOKING_LIST_MESSAGES.date)
    .optional(),
);

export const bookingListQuerySchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(MAX_SEARCH_LENGTH, BOOKING_LIST_MESSAGES.q)
        .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE)
        .optional(),
    ),
    status: oneOf(BOOKING_STATUSES, BOOKING_LIST_MESSAGES.status),
    paymentStatus: oneOf(PAYMENT_STATUSES, BOOKING_LIST_MESSAGES.paymentStatus),
    source: oneOf(BOOKING_SOURCES, BOOKING_LIST_MESSAGES.source),
    venue: oneOf(BOOKING_VENUES, BOOKING_LIST_MESSAGES.venue),
    from: optionalDate,
    to: optionalDate,
    sort: oneOf(BOOKING_SORTS, BOOKING_LIST_MESSAGES.sort),
    updatedSince: z.preprocess(
      blankToUndefined,
      z
        .string({ error: BOOKING_LIST_MESSAGES.updatedSince })
        .max(40, BOOKING_LIST_MESSAGES.updatedSince)
        .refine(
          (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
          BOOKING_LIST_MESSAGES.updatedSince,
        )
        .transform((v) => new Date(v))
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: BOOKING_LIST_MESSAGES.order });
  });
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** The filter keys the Bookings tab keeps in its URL (same names as the API's query). */
export const BOOKING_FILTER_KEYS = ["q", "status", "paymentStatus", "source", "venue", "from", "to", "sort"] as const;
export type BookingFilterKey = (typeof BOOKING_FILTER_KEYS)[number];

/**
 * The search text as the database compares it: the text itself (every character literal), the
 * phone by its digits whatever the spacing (07700 900 123 → 07700900123), and the booking number
 * of '#30' or '30' (as mails show it: #id). `ukDigits` is the national form of a +44 / 0044 number
 * (+44 7700… → 07700…), compared with stored numbers put in the same form.
 */
export function searchTerms(q: string): {
  text: string;
  digits: string | null;
  ukDigits: string | null;
  id: number | null;
} {
  const text = q.trim();
  const idMatch = /^#?\s*(\d{1,9})$/.exec(text);
  const id = idMatch ? Number(idMatch[1]) : null;
  // Only text that looks like a phone number (digits with spaces, dashes, dots, brackets, a leading +).
  if (!/^[\d\s().+-]+$/.test(text)) return { text, digits: null, ukDigits: null, id };
  const only = text.replace(/\D/g, "");
  const digits = only.length >= 3 ? only : null;
  const national = nationalUkNumber(text).replace(/\D/g, "");
  return { text, digits, ukDigits: national.length >= 3 && national !== only ? national : null, id };
}

/** +44 / 0044 at the start becomes 0 (the same rule as the SQL in lib/server/bookings/shared/list). */
export function nationalUkNumber(phone: string): string {
  return phone.replace(/^\s*(\+|00)\s*44\s*(\(0\))?/, "0");
}

/** A LIKE pattern matching `text` literally anywhere (backslash is the escape character). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const optionalText = z.string().optional();

/**
 * The keys of a bookings list's query as route() reads them: any text passes here, so each keeps its
 * own message from bookingListQuerySchema and lib/server/paging, checked where the list is read.
 */
export const bookingListAddressSchema = z.object({
  q: optionalText,
  status: optionalText,
  paymentStatus: optionalText,
  source: optionalText,
  venue: optionalText,
  from: optionalText,
  to: optionalText,
  sort: optionalText,
  updatedSince: optionalText,
  limit: optionalText,
  cursor: optionalText,
});

/** The audit log's query keys (paging, `before`, `entity`), each checked by the log's reader. */
export const auditLogAddressSchema = z.object({
  limit: optionalText,
  cursor: optionalText,
  before: optionalText,
  entity: optionalText,
});
