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
  type SlotTravel,
} from "@/lib/domain";
import { activeBookingSql } from "@/lib/domain/booking-status";
import type { SlotRefusalCode } from "@/lib/domain/error-codes";
import { Prisma, db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { busyPiecesSql } from "./busy-events";
import { heldTimes } from "./held-times";

/** A Prisma client or an interactive transaction client. */
export type DbClient = typeof db | Prisma.TransactionClient;

/** What the server says when a date or time cannot be booked (wizard toasts: `title` / `error`). */
export const SLOT_MESSAGES = {
  dateUnavailable: {
    title: "Date unavailable",
    error: "This date is not available for bookings. Please select a different date.",
  },
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
  travel: {
    title: "Time unavailable",
    error: "The magician cannot reach this venue in time from another booking that day.",
  },
} as const;

/** "travel": the time is free under the 60-minute buffers but not with the drive from or to another booking. */
export type SlotProblem = DateRejection | SlotRejection | "bar-time" | "travel";

/** The AppError a slot problem becomes: bad_request for dates/times that were never bookable, conflict when it filled up. */
export function slotError(problem: SlotProblem): AppError {
  const make = (kind: "bad_request" | "conflict", m: { title: string; error: string }, code: SlotRefusalCode) =>
    new AppError(kind, m.error, undefined, { title: m.title, code });
  switch (problem) {
    case "invalid":
    case "invalid-date":
      return make("bad_request", SLOT_MESSAGES.invalidDate, "invalid-date");
    case "past":
    case "beyond-horizon":
    case "blocked":
      return make("bad_request", SLOT_MESSAGES.dateUnavailable, `date-${problem}`);
    case "full":
      return make("conflict", SLOT_MESSAGES.dateNoLongerAvailable, "date-full");
    case "conflict":
      return make("conflict", SLOT_MESSAGES.timeUnavailable, "time-conflict");
    case "travel":
      return make("conflict", SLOT_MESSAGES.travel, "time-travel");
    default:
      return make("bad_request", SLOT_MESSAGES.timeInvalid, `time-${problem}`);
  }
}

/**
 * Serialises every booking write for `eventDate` across transactions, connections and server
 * instances: a transaction-scoped advisory lock on the date and on the next day (a booking can
 * run past midnight, so neighbouring days interact). Locks are always taken in date order, so
 * two transactions never deadlock (a move locks its old and its new date in one call, for the same
 * reason). Must be called inside an interactive transaction.
 */
export async function lockBookingDates(tx: Prisma.TransactionClient, ...eventDates: string[]): Promise<void> {
  for (const key of bookingDateKeys(...eventDates)) {
    await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", key);
  }
}

/**
 * The keys lockBookingDates locks, in its order. Given as runTransaction's `queue`, same-date
 * writers of this process wait their turn before taking a pooled connection, not while holding one.
 */
export function bookingDateKeys(...eventDates: string[]): string[] {
  return [...new Set(eventDates.flatMap((date) => [date, addDays(date, 1)]))]
    .sort()
    .map((date) => `booking-date:${date}`);
}

export interface DaySnapshot {
  date: string;
  blocked: boolean;
  /**
   * active bookings (live holds included) of the day before, the day and the day after (for buffer
   * checks). Blocked hours are among them as confirmed bookings of their time: they take the same
   * buffers and count towards the day's capacity, like the gig elsewhere they stand for; so do the
   * busy events of the magician's own calendars (lib/server/availability/busy-events).
   */
  bookings: AvailabilityBooking[];
  /** active bookings on `date` */
  activeCount: number;
}

interface SnapshotRow {
  /**
   * blocked hours (a gig booked elsewhere) and the busy events of the magician's own calendars (each
   * London day's part, with its postcode) come as a confirmed booking of that time
   */
  kind: "booking" | "hours" | "busy" | "blocked";
  eventDate: string;
  startTime: string | null;
  endTime: string | null;
  duration: string | null;
  paymentStatus: string | null;
  status: string | null;
  eventPostcode: string | null;
}

/** SQL for "now" as Prisma stores DateTime (UTC wall-clock time, no zone); the ISO string is ours, never input. */
function sqlInstant(now: Date): string {
  return `'${now.toISOString()}'::timestamp`;
}

/** Everything the availability rules need for one date: three days of active bookings (holds included), by index. */
export async function loadDaySnapshot(
  client: DbClient,
  date: string,
  opts: { now?: Date; excludeBookingId?: number; allLiveOffers?: boolean; exceptOfferToken?: string | null } = {},
): Promise<DaySnapshot> {
  const now = opts.now ?? new Date();
  const dates = [addDays(date, -1), date, addDays(date, 1)];
  // One round trip (the availability route's main cost; see docs/benchmarks.md). "Active" is the
  // SQL generated by lib/domain/booking-status, so holds and bookings are one table and one rule.
  const exclude = opts.excludeBookingId ?? null;
  const rows = await client.$queryRaw<SnapshotRow[]>`
    SELECT 'booking' AS kind, "eventDate", "startTime", "endTime", duration, "paymentStatus", status, "eventPostcode"
      FROM bookings
     WHERE "eventDate" = ANY(${dates}::text[]) AND ${Prisma.raw(activeBookingSql(sqlInstant(now)))}
       AND (${exclude}::int IS NULL OR id <> ${exclude}::int)
    UNION ALL
    SELECT 'hours', date, "startTime", "endTime", NULL, 'completed', 'confirmed', NULL FROM blocked_hours
     WHERE date = ANY(${dates}::text[])
    UNION ALL
    SELECT 'busy', p."eventDate", p."startTime", NULL, p.minutes::text, 'completed', 'confirmed', p.postcode
      FROM (${busyPiecesSql(dates)}) p
    UNION ALL
    SELECT 'blocked', date, NULL, NULL, NULL, NULL, NULL, NULL FROM blocked_days WHERE date = ${date}`;
  const blocked = rows.some((row) => row.kind === "blocked");
  const all: AvailabilityBooking[] = rows
    .filter((row) => row.kind !== "blocked")
    .map((row) => ({
      eventDate: row.eventDate,
      startTime: row.startTime,
      endTime: row.endTime,
      duration: row.duration,
      paymentStatus: row.paymentStatus,
      status: row.status,
      eventPostcode: row.eventPostcode,
    }));
  // Quotes' held times and opened waiting-list offers keep their time like bookings (./held-times).
  all.push(
    ...(await heldTimes(client, dates, {
      now,
      allLiveOffers: opts.allLiveOffers,
      exceptOfferToken: opts.exceptOfferToken,
    })),
  );
  const activeCount = all.filter((b) => b.eventDate === date && isActiveBooking(b)).length;
  return { date, blocked, bookings: all, activeCount };
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
  /** a booking that must not count against itself (a late payment for its own ended hold) */
  excludeBookingId?: number;
  /**
   * the venue's postcode and the drives to the others, resolved before any lock (lib/server/travel):
   * each buffer becomes max(60, the drive). Absent: the specification's 60 minutes.
   */
  travel?: SlotTravel;
}

/** A conflict that only the drive causes is told apart, so the customer learns why. */
function conflictKind(free: boolean, freeWithoutTravel: boolean): "conflict" | "travel" | null {
  if (free) return null;
  return freeWithoutTravel ? "travel" : "conflict";
}

/** Why the slot cannot be booked right now, or null. Read-only; call under lockBookingDates to act on it. */
export async function findSlotProblem(client: DbClient, req: SlotRequest): Promise<SlotProblem | null> {
  if (!isValidIsoDate(req.eventDate)) return "invalid";
  const now = req.now ?? new Date();
  const today = londonToday(now);
  const snapshot = await loadDaySnapshot(client, req.eventDate, {
    now: new Date(),
    excludeBookingId: req.excludeBookingId,
  });
  const onDay = snapshot.bookings.filter((b) => b.eventDate === req.eventDate);
  const date = checkDateBookable(req.eventDate, {
    today,
    bookings: onDay,
    blockedDates: snapshot.blocked ? [req.eventDate] : [],
  });
  if (!date.ok) return date.reason;
  if (req.kind === "public") {
    const rejection = arrivalTimeRejection({
      eventDate: req.eventDate,
      startTime: req.startTime,
      durationMinutes: req.durationMinutes,
      bookings: snapshot.bookings,
      now,
      travel: req.travel,
    });
    if (rejection !== "conflict" || !req.travel) return rejection;
    const slot = { eventDate: req.eventDate, startTime: req.startTime, durationMinutes: req.durationMinutes };
    return conflictKind(false, !findConflict(slot, snapshot.bookings));
  }
  if (!isBarServiceTimeAllowed(req.eventDate, req.startTime, now)) return "bar-time";
  const slot = { eventDate: req.eventDate, startTime: req.startTime, durationMinutes: BAR_BOOKING_DURATION_MINUTES };
  const clash = findConflict(slot, snapshot.bookings, req.travel);
  return conflictKind(!clash, !!req.travel && !findConflict(slot, snapshot.bookings));
}

/** Throws the slot's AppError when it cannot be booked. */
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
  /** true when the venue is known, so the times allow for the drives between bookings */
  travelAware: boolean;
}

/** What the wizard shows of a day: its status and the arrival times the server would accept now. */
export async function getAvailability(input: {
  date: string;
  durationMinutes: number;
  kind: "public" | "bar";
  now?: Date;
  excludeBookingId?: number;
  /** the venue's travel rule (lib/server/travel), resolved by the caller */
  travel?: SlotTravel;
  /** the asker's own waiting-list offer (its link's token): its held time is offered to them */
  waitlistToken?: string | null;
}) {
  const now = input.now ?? new Date();
  const snapshot = await loadDaySnapshot(db, input.date, {
    now,
    excludeBookingId: input.excludeBookingId,
    exceptOfferToken: input.waitlistToken,
  });
  const day = snapshotDay(snapshot, londonToday(now));
  let times: string[] = [];
  if (day.selectable) {
    times =
      input.kind === "bar"
        ? availableBarServiceTimes(input.date, now, snapshot.bookings, input.travel)
        : availableArrivalTimes({
            eventDate: input.date,
            durationMinutes: input.durationMinutes,
            bookings: snapshot.bookings,
            now,
            travel: input.travel,
          });
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
    travelAware: !!input.travel,
  };
  return answer;
}
