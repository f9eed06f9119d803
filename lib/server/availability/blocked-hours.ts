import "server-only";
import { activeBookingWhere } from "@/lib/domain/booking-status";
import { addDays, londonToday, timeToMinutes } from "@/lib/domain/dates";
import { bookingInterval } from "@/lib/domain/time-slots";
import { BLOCKED_HOURS_MESSAGES, type BlockedHoursInput } from "@/lib/validation/blocked-hours";
import { lockBookingDates } from "@/lib/server/availability";
import { db } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { audit, type Actor } from "@/lib/server/audit";
import { revalidatePublicSite } from "@/lib/server/revalidate";

/**
 * Blocked hours: the magician is busy for a time range on a day (a gig booked elsewhere). The
 * availability rules (lib/server/availability) read them as a confirmed booking of that time: the
 * wizard's times, the day's capacity, the buffers, and every server-side booking check.
 */

export interface BlockedHoursDto {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  note: string | null;
  createdAt: string;
}

type Row = { id: number; date: string; startTime: string; endTime: string; note: string | null; createdAt: Date };
const toDto = (row: Row): BlockedHoursDto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Blocked hours from `from` (default today, London) to `to` (optional), by date and start. */
export async function listBlockedHours(range: { from?: string; to?: string } = {}): Promise<BlockedHoursDto[]> {
  const from = range.from ?? londonToday();
  const rows = await db.blockedHours.findMany({
    where: { date: { gte: from, ...(range.to ? { lte: range.to } : {}) } },
    orderBy: [{ date: "asc" }, { startTime: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map(toDto);
}

/**
 * Blocks the range. Refused (400) on a past day, and (409) when it overlaps the time of an active
 * booking (live holds included): that booking would be a double booking, so it is moved or
 * cancelled first. The date is locked like a booking's, so a checkout cannot slip in meanwhile.
 */
export async function blockHours(actor: Actor, input: BlockedHoursInput): Promise<BlockedHoursDto> {
  if (input.date < londonToday()) throw badRequest(BLOCKED_HOURS_MESSAGES.past, { date: BLOCKED_HOURS_MESSAGES.past });
  const row = await db.$transaction(async (tx) => {
    await lockBookingDates(tx, input.date);
    const bookings = await tx.booking.findMany({
      where: { eventDate: { in: [addDays(input.date, -1), input.date] }, ...activeBookingWhere(new Date()) },
      select: {
        id: true,
        eventDate: true,
        startTime: true,
        endTime: true,
        duration: true,
        status: true,
        paymentStatus: true,
      },
      orderBy: { id: "asc" },
    });
    const start = timeToMinutes(input.startTime);
    const end = timeToMinutes(input.endTime);
    const clash = bookings.find((b) => {
      const interval = bookingInterval(b, input.date);
      return interval !== null && interval.start < end && start < interval.end;
    });
    if (clash) {
      throw new AppError("conflict", BLOCKED_HOURS_MESSAGES.overlap, undefined, {
        description: `Booking #${clash.id} runs ${clash.startTime}–${clash.endTime} on that day.`,
        code: "overlaps-booking",
      });
    }
    const created = await tx.blockedHours.create({
      data: { date: input.date, startTime: input.startTime, endTime: input.endTime, note: input.note ?? null },
    });
    await audit(tx, actor, {
      action: "blocked-hours.block",
      entity: "blocked_hours",
      entityId: created.id,
      after: { date: created.date, startTime: created.startTime, endTime: created.endTime, note: created.note },
    });
    return created;
  });
  revalidatePublicSite();
  return toDto(row);
}

export async function unblockHours(actor: Actor, id: number): Promise<BlockedHoursDto> {
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.blockedHours.findUnique({ where: { id } });
    if (!row) throw notFound("Blocked hours not found.");
    await tx.blockedHours.delete({ where: { id } });
    await audit(tx, actor, {
      action: "blocked-hours.unblock",
      entity: "blocked_hours",
      entityId: id,
      before: { date: row.date, startTime: row.startTime, endTime: row.endTime, note: row.note },
    });
    return row;
  });
  revalidatePublicSite();
  return toDto(removed);
}
