import "server-only";
import { isListed, isWithdrawn } from "@/lib/domain/booking-status";
import { arrivalTime, onMyWayText, type DriveOrigin } from "@/lib/domain/day-plan";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { getMagicianSettings } from "@/lib/server/settings";
import { queueText, type QueuedText } from "@/lib/server/sms/queue-text";
import { plannedGig } from "@/lib/server/travel/day-plan";

export const ON_MY_WAY_MESSAGES = {
  notFound: "Booking not found.",
  withdrawn: "This booking is cancelled, so its client is not texted.",
  notBooked: "This booking is not confirmed yet, so its client is not texted.",
  notToday: (date: string) => `"On my way" is for today's gigs: this booking is on ${formatIsoDateLong(date)}.`,
  unknownDrive:
    "The drive to this venue is not known (no postcode, or a place your travel table does not cover), so no arrival time can be texted.",
} as const;

/** What "On my way" worked out and whether the text was queued. */
export interface OnMyWay {
  bookingId: number;
  /** HH:mm, London: now + the drive */
  arrivalTime: string;
  driveMinutes: number;
  driveSource: string;
  from: DriveOrigin;
  body: string;
  queued: boolean;
  /** why the text was not queued (no consent, opted out…); null when it was */
  reason: string | null;
  /** when the queue will send it (ISO); null when not queued */
  sendAfter: string | null;
}

const refuse = (message: string, code: "not-today" | "not-performing" | "unknown-drive") =>
  new AppError("conflict", message, undefined, { code });

/**
 * The magician sets off for one of today's gigs: the client is texted when he expects to arrive,
 * now + the drive from where he is before it (the previous gig's venue that day, or home), by the
 * same drives as the travel fee. Refused (409) for a booking not today, cancelled or not yet booked,
 * or whose drive is not known. The text goes through the text queue (consent, opt-outs and the
 * magician's settings are its to judge); the answer says whether it was queued. The drive may ask
 * the maps service, so nothing here runs inside a transaction.
 */
export async function textOnMyWay(actor: Actor, bookingId: number, now = new Date()): Promise<OnMyWay> {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, status: true, paymentStatus: true, eventDate: true, anonymisedAt: true },
  });
  if (!booking) throw notFound(ON_MY_WAY_MESSAGES.notFound);
  if (isWithdrawn(booking)) throw refuse(ON_MY_WAY_MESSAGES.withdrawn, "not-performing");
  if (!isListed(booking.status) || booking.anonymisedAt) throw refuse(ON_MY_WAY_MESSAGES.notBooked, "not-performing");
  if (booking.eventDate !== londonToday(now)) throw refuse(ON_MY_WAY_MESSAGES.notToday(booking.eventDate), "not-today");
  const planned = await plannedGig(booking.eventDate, bookingId);
  if (!planned) throw refuse(ON_MY_WAY_MESSAGES.notBooked, "not-performing");
  if (!planned.drive) throw refuse(ON_MY_WAY_MESSAGES.unknownDrive, "unknown-drive");

  const arrival = arrivalTime(now, planned.drive.minutes);
  const { displayName } = await getMagicianSettings();
  const body = onMyWayText(displayName, arrival);
  const result: QueuedText = await queueText({ kind: "on-my-way", bookingId, body });
  const answer: OnMyWay = {
    bookingId,
    arrivalTime: arrival,
    driveMinutes: planned.drive.minutes,
    driveSource: planned.drive.source,
    from: planned.from,
    body,
    queued: result.queued,
    reason: result.queued ? null : result.reason,
    sendAfter: result.queued ? result.sendAfter.toISOString() : null,
  };
  await audit(db, actor, {
    action: "booking.on-my-way",
    entity: "booking",
    entityId: bookingId,
    after: {
      arrivalTime: answer.arrivalTime,
      driveMinutes: answer.driveMinutes,
      from: answer.from,
      queued: answer.queued,
      reason: answer.reason,
    },
  });
  return answer;
}
