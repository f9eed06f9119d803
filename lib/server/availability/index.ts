import "server-only";
import {
  BAR_BOOKING_DURATION_MINUTES,
  addDays,
  arrivalTimeRejection,
  availableArrivalTimes,
  availableBarServiceTimes,
  checkDateBookable,
  dayAvailability,
  findConflict,
  isActiveBooking,
  isBarServiceTimeAllowed,
  isValidIsoDate,
  londonToday,
  type AvailabilityBooking,
  type DateRejection,
  type DayAvailability,
  type SlotRejection,
} from "@/lib/domain";
import { db, type Prisma } from "@/lib/server/db";
import { HttpError } from "@/lib/server/http";

/** A Prisma client or an interactive transaction client. */
export type DbClient = typeof db | Prisma.TransactionClient;

/** What the server says when a date or time cannot be booked (wizard toasts: `title` / `error`). */
export const SLOT_MESSAGES = {
  dateUnavailable: { title: "Date unavailable", error: "This date is not available for bookings. Please select a different date." },
  dateNoLongerAvailable: {
    title: "Date unavailable",
    error: "Unfortunately, this date is no longer available. Please select a different date.",
  },
  timeUnavailable: {
    title: "Time unavailable",
    error: "Unfortunately, this time is no longer available. Please select a different time.",
  },
  timeInvalid: { title: "Time unavailable", error: "Please select one of the available arrival times." },
  invalidDate: { title: "Date required", error: "Please select a valid date." },
} as const;

export type SlotProblem = DateRejection | SlotRejection | "bar-time";

/** The HttpError a slot problem becomes: 400 for dates/times that were never bookable, 409 when it filled up. */
export function slotError(problem: SlotProblem): HttpError {
  const make = (status: number, m: { title: string; error: string }, code: string) =>
    new HttpError(status, m.error, undefined, { title: m.title, code });
  switch (problem) {
    case "invalid":
    case "invalid-date":
      return make(400, SLOT_MESSAGES.invalidDate, "invalid-date");
    case "past":
    case "beyond-horizon":
    case "blocked":
      return make(400, SLOT_MESSAGES.dateUnavailable, `date-${problem}`);
    case "full":
      return make(409, SLOT_MESSAGES.dateNoLongerAvailable, "date-full");
    case "conflict":
      return make(409, SLOT_MESSAGES.timeUnavailable, "time-conflict");
    default:
      return make(400, SLOT_MESSAGES.timeInvalid, `time-${problem}`);
  }
}

/**
 * Serialises every booking write for `eventDate` across transactions, connections and server
 * instances: a transaction-scoped advisory lock on the date and on the next day (a booking can
 * run past midnight, so neighbouring days interact). Locks are always taken in date order, so
 * two transactions never deadlock. Must be called inside an interactive transaction.
 */
export async function lockBookingDates(tx: Prisma.TransactionClient, eventDate: string): Promise<void> {
  for (const date of [eventDate, addDays(eventDate, 1)]) {
    await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", `booking-date:${date}`);
  }
}

/**
 * Live slot holds: booking payment intents not yet tied to a saved booking (nor refused and
 * refunded) whose 15-minute hold has not expired. A payment that succeeds is saved as a booking
 * in the same transaction that records the success, so paid intents need no longer hold.
 */
export function liveHoldWhere(dates: string[] | { gte: string; lte: string }, now: Date, excludeIntentId?: string): Prisma.PaymentIntentWhereInput {
  return {
    eventDate: Array.isArray(dates) ? { in: dates } : dates,
    bookingId: null,
    usedAt: null,
    status: { not: "canceled" },
    holdExpiresAt: { gt: now },
    ...(excludeIntentId ? { id: { not: excludeIntentId } } : {}),
  };
}

export interface DaySnapshot {
  date: string;
  blocked: boolean;
  /** active bookings and live holds of the day before, the day and the day after (for buffer checks) */
  bookings: AvailabilityBooking[];
  /** active bookings + live holds on `date` */
  activeCount: number;
}

interface SnapshotRow {
  kind: "booking" | "hold" | "blocked";
  eventDate: string;
  startTime: string | null;
  endTime: string | null;
  duration: string | null;
  paymentStatus: string | null;
  status: string | null;
}

/** Everything the availability rules need for one date: three days of bookings and holds, by index. */
export async function loadDaySnapshot(
  client: DbClient,
  date: string,
  opts: { now?: Date; excludeIntentId?: string; grantedBefore?: Date } = {},
): Promise<DaySnapshot> {
  const now = opts.now ?? new Date();
  const dates = [addDays(date, -1), date, addDays(date, 1)];
  // One round trip instead of three ORM queries (the availability route's main cost; see the README's
  // load benchmark). Same conditions as the active-booking filter and liveHoldWhere(), which
  // tests/integration/hardening/availability-snapshot.test.ts checks against the ORM queries.
  // Timestamps are stored as UTC wall-clock time without a zone, hence the ISO string cast.
  const exclude = opts.excludeIntentId ?? null;
  const before = opts.grantedBefore?.toISOString() ?? null;
  const rows = await client.$queryRaw<SnapshotRow[]>`
    SELECT 'booking' AS kind, "eventDate", "startTime", "endTime", duration, "paymentStatus", status FROM bookings
     WHERE "eventDate" = ANY(${dates}::text[]) AND "paymentStatus" <> 'cancelled' AND status NOT IN ('cancelled', 'refunded')
       AND (${before}::timestamp IS NULL OR "createdAt" < ${before}::timestamp)
    UNION ALL
    SELECT 'hold', "eventDate", "startTime", "endTime", NULL, NULL, NULL FROM payment_intents
     WHERE "eventDate" = ANY(${dates}::text[]) AND "bookingId" IS NULL AND "usedAt" IS NULL AND status <> 'canceled'
       AND "holdExpiresAt" > ${now.toISOString()}::timestamp AND (${exclude}::text IS NULL OR id <> ${exclude}::text)
       AND (${before}::timestamp IS NULL OR "createdAt" < ${before}::timestamp)
    UNION ALL
    SELECT 'blocked', date, NULL, NULL, NULL, NULL, NULL FROM blocked_days WHERE date = ${date}`;
  const blocked = rows.some((row) => row.kind === "blocked");
  const all: AvailabilityBooking[] = rows
    .filter((row) => row.kind !== "blocked")
    .map((row) =>
      row.kind === "booking"
        ? { eventDate: row.eventDate, startTime: row.startTime, endTime: row.endTime, duration: row.duration, paymentStatus: row.paymentStatus, status: row.status }
        : { eventDate: row.eventDate, startTime: row.startTime, endTime: row.endTime, paymentStatus: "pending" },
    );
  const activeCount = all.filter((b) => b.eventDate === date && isActiveBooking(b)).length;
  return { date, blocked: !!blocked, bookings: all, activeCount };
}

export function snapshotDay(snapshot: DaySnapshot, today: string): DayAvailability {
  return dayAvailability({ date: snapshot.date, today, activeCount: snapshot.activeCount, blocked: snapshot.blocked });
}

export interface SlotRequest {
  kind: "public" | "bar";
  eventDate: string;
  startTime: string;
  durationMinutes: number;
  /** the instant the rules are judged at (today, "at least an hour ahead") */
  now?: Date;
  /** a hold that must not count against itself */
  excludeIntentId?: string;
  /**
   * Count only bookings and holds created before this instant: used while a paid intent's own hold
   * is still live, because everything granted after it was checked against that hold already.
   * (The buffer rule is not symmetric, so checking the older hold against a younger neighbour
   * would wrongly refuse a slot that was validly held.)
   */
  grantedBefore?: Date;
}

/** Why the slot cannot be booked right now, or null. Read-only; call under lockBookingDates to act on it. */
export async function findSlotProblem(client: DbClient, req: SlotRequest): Promise<SlotProblem | null> {
  if (!isValidIsoDate(req.eventDate)) return "invalid";
  const now = req.now ?? new Date();
  const today = londonToday(now);
  const snapshot = await loadDaySnapshot(client, req.eventDate, {
    now: new Date(),
    excludeIntentId: req.excludeIntentId,
    grantedBefore: req.grantedBefore,
  });
  const onDay = snapshot.bookings.filter((b) => b.eventDate === req.eventDate);
  const date = checkDateBookable(req.eventDate, {
    today,
    bookings: onDay,
    blockedDates: snapshot.blocked ? [req.eventDate] : [],
  });
  if (!date.ok) return date.reason;
  if (req.kind === "public") {
    return arrivalTimeRejection({
      eventDate: req.eventDate,
      startTime: req.startTime,
      durationMinutes: req.durationMinutes,
      bookings: snapshot.bookings,
      now,
    });
  }
  if (!isBarServiceTimeAllowed(req.eventDate, req.startTime, now)) return "bar-time";
  const clash = findConflict(
    { eventDate: req.eventDate, startTime: req.startTime, durationMinutes: BAR_BOOKING_DURATION_MINUTES },
    snapshot.bookings,
  );
  return clash ? "conflict" : null;
}

/** Throws the slot's HttpError when it cannot be booked. */
export async function assertSlotFree(client: DbClient, req: SlotRequest): Promise<void> {
  const problem = await findSlotProblem(client, req);
  if (problem) throw slotError(problem);
}

export interface AvailabilityAnswer {
  date: string;
  status: DayAvailability["status"];
  load: DayAvailability["load"];
  selectable: boolean;
  activeCount: number;
  blocked: boolean;
  durationMinutes: number;
  /** free arrival times (public: 30-minute steps; bar: the bar-service hours) */
  times: string[];
}

/** GET /api/availability: the day's status and the arrival times the server would accept now. */
export async function getAvailability(input: { date: string; durationMinutes: number; kind: "public" | "bar"; now?: Date }) {
  const now = input.now ?? new Date();
  const snapshot = await loadDaySnapshot(db, input.date, { now });
  const day = snapshotDay(snapshot, londonToday(now));
  let times: string[] = [];
  if (day.selectable) {
    times =
      input.kind === "bar"
        ? availableBarServiceTimes(input.date, now, snapshot.bookings)
        : availableArrivalTimes({ eventDate: input.date, durationMinutes: input.durationMinutes, bookings: snapshot.bookings, now });
  }
  const answer: AvailabilityAnswer = {
    date: input.date,
    status: day.status,
    load: day.load,
    selectable: day.selectable,
    activeCount: day.activeCount,
    blocked: day.blocked,
    durationMinutes: input.kind === "bar" ? BAR_BOOKING_DURATION_MINUTES : input.durationMinutes,
    times,
  };
  return answer;
}
