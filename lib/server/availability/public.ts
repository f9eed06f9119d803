import "server-only";
import { BOOKING_HORIZON_DAYS, DURATIONS, addDays, daysBetween, isValidIsoDate, londonToday } from "@/lib/domain";
import { activeBookingWhere } from "@/lib/domain/booking-status";
import { parseUkPostcode } from "@/lib/domain/travel";
import { POSTCODE_MESSAGE } from "@/lib/validation/travel";
import { db } from "@/lib/server/db";
import { badRequest } from "@/lib/server/http";
import { listBusyPieces, pieceEndTime } from "./busy-events";
import { heldTimes } from "./held-times";

/** The fields of a partner bar anyone may read (name, address, location); never e-mail, phone, username or password. */
export const PUBLIC_BAR_FIELDS = {
  id: true,
  barName: true,
  barAddress: true,
  barCity: true,
  barPostcode: true,
  barLatitude: true,
  barLongitude: true,
  registrationPaid: true,
} as const;

export async function listRegisteredBars() {
  return db.user.findMany({
    where: { role: "bar-client", registrationPaid: true },
    select: PUBLIC_BAR_FIELDS,
    orderBy: [{ barName: "asc" }, { id: "asc" }],
  });
}

function dateParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return undefined;
  if (!isValidIsoDate(value))
    throw badRequest(`${name} must be a date (yyyy-MM-dd).`, { [name]: "Please enter a valid date." });
  return value;
}

/**
 * The date window of a public read: from today (London) by default, never before today, at most
 * the booking horizon (+1 day for bookings crossing midnight) after `from`.
 */
export function publicRange(url: URL, now = new Date()): { from: string; to: string } {
  const today = londonToday(now);
  const requestedFrom = dateParam(url, "from");
  const from = requestedFrom && requestedFrom > today ? requestedFrom : addDays(today, -1);
  const max = addDays(from, BOOKING_HORIZON_DAYS + 2);
  const requestedTo = dateParam(url, "to");
  const to = requestedTo && requestedTo < max ? requestedTo : max;
  if (daysBetween(from, to) < 0) throw badRequest("to must not be before from.", { to: "to must not be before from." });
  return { from, to };
}

/**
 * What the public calendar may know of bookings: eventDate, startTime, endTime, paymentStatus of every active booking
 * in the window (from yesterday, so late bookings crossing midnight are seen). Bookings awaiting
 * payment count while their hold lasts (as 'pending'), so the calendar agrees with the server.
 * Nothing personal. Cancelled, refunded and expired bookings are left out. The magician's blocked
 * hours and the busy events of the magician's own calendars are among them as paid bookings of their
 * time, so the wizard's calendar agrees with the server.
 */
export async function listPublicBookings(url: URL, now = new Date()) {
  const { from, to } = publicRange(url, now);
  const [bookings, hours, pieces] = await Promise.all([
    db.booking.findMany({
      where: { eventDate: { gte: from, lte: to }, ...activeBookingWhere(now) },
      select: { eventDate: true, startTime: true, endTime: true, paymentStatus: true },
      orderBy: [{ eventDate: "asc" }, { startTime: "asc" }],
    }),
    db.blockedHours.findMany({
      where: { date: { gte: from, lte: to } },
      select: { date: true, startTime: true, endTime: true },
    }),
    listBusyPieces(from, to),
  ]);
  // Blocked hours read as a paid booking of that time (nothing about the gig itself is shown); so do
  // quotes' held times and opened waiting-list offers (nobody's details either), and the busy events of
  // the magician's own calendars (their times only, never their titles).
  const held = await heldTimes(db, datesBetween(from, to), { now });
  const busy = [
    ...hours.map((h) => ({
      eventDate: h.date,
      startTime: h.startTime,
      endTime: h.endTime,
      paymentStatus: "completed",
    })),
    ...held.map((h) => ({
      eventDate: h.eventDate,
      startTime: h.startTime ?? "",
      endTime: h.endTime ?? "",
      paymentStatus: "completed",
    })),
    ...pieces.map((piece) => ({
      eventDate: piece.eventDate,
      startTime: piece.startTime,
      endTime: pieceEndTime(piece),
      paymentStatus: "completed",
    })),
  ];
  return [...bookings, ...busy].sort((a, b) =>
    a.eventDate === b.eventDate ? a.startTime.localeCompare(b.startTime) : a.eventDate.localeCompare(b.eventDate),
  );
}

function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 800; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The magician's blocked days as the public calendar sees them: [{ date }] from today (London) on. */
export async function listPublicBlockedDays(url: URL, now = new Date()) {
  const { from, to } = publicRange(url, now);
  return db.blockedDay.findMany({
    where: { date: { gte: from < londonToday(now) ? londonToday(now) : from, lte: to } },
    select: { date: true },
    orderBy: { date: "asc" },
  });
}

/**
 * The question asked of a day's availability: date (required), duration (30/60/90/120/180, default 60), kind, and the
 * venue's postcode (optional; times then allow for the drives between bookings).
 */
export function availabilityQuery(url: URL): {
  date: string;
  durationMinutes: number;
  kind: "public" | "bar";
  postcode: string | null;
  waitlistToken: string | null;
} {
  const date = url.searchParams.get("date") ?? "";
  if (!isValidIsoDate(date)) throw badRequest("Please select a valid date.", { date: "Please select a valid date." });
  const rawDuration = url.searchParams.get("duration");
  const durationMinutes = rawDuration === null || rawDuration === "" ? 60 : Number(rawDuration);
  if (!(DURATIONS as readonly number[]).includes(durationMinutes)) {
    throw badRequest("Please select a performance duration", { duration: "Please select a performance duration" });
  }
  const kind = url.searchParams.get("kind") === "bar" ? "bar" : "public";
  const rawPostcode = url.searchParams.get("postcode")?.trim() ?? "";
  const postcode = rawPostcode === "" ? null : (parseUkPostcode(rawPostcode)?.postcode ?? null);
  if (rawPostcode !== "" && postcode === null) throw badRequest(POSTCODE_MESSAGE, { postcode: POSTCODE_MESSAGE });
  // The owner of a waiting-list offer sees its held time as free (checked again, claimed, at checkout).
  const waitlistToken = url.searchParams.get("waitlistToken")?.slice(0, 100) || null;
  return { date, durationMinutes, kind, postcode, waitlistToken };
}
