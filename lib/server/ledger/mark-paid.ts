import "server-only";
import { audit } from "@/lib/server/audit";
import { canPaymentMove, effectiveStatus } from "@/lib/domain/booking-status";
import { formatGBP } from "@/lib/domain";
import type { SlotTravel } from "@/lib/domain/time-slots";
import { findSlotProblem, type DbClient } from "@/lib/server/availability";
import { type SlotProblem } from "@/lib/server/availability/slot-errors";
import type { Prisma } from "@/lib/server/db";
import { documentNumbersOf } from "@/lib/server/documents/read";
import { log } from "@/lib/server/log";
import { settleQuoteOfBooking } from "./quote-settlement";
import { queueMail } from "@/lib/server/mail/outbox";
import { resolveSlotTravel } from "@/lib/server/travel";
import { recomputeBookingMoney } from "./booking-money";
import { bookingConfirmationMail } from "@/lib/server/mail/emails/booking-confirmation";
import { magicianBookingMail } from "@/lib/server/mail/emails/magician-booking";
import { magicianEmail, mailSender } from "@/lib/server/mail/sender";

type Tx = Prisma.TransactionClient;

type HeldBooking = {
  id: number;
  status: string;
  holdExpiresAt: Date | null;
  eventDate: string;
  startTime: string;
  duration: string;
  source: string;
  createdAt: Date;
  eventPostcode?: string | null;
};

/**
 * Whether a booking whose hold has ended can still take its place: the time rules judged when
 * checkout started (the customer was in time), capacity and buffers as they are now, itself
 * excluded. A live hold needs no check: everything granted after it was checked against it.
 * null when it can.
 */
export async function latePaymentProblem(
  client: DbClient,
  booking: HeldBooking,
  now = new Date(),
  travel?: SlotTravel,
): Promise<SlotProblem | null> {
  if (effectiveStatus(booking, now) !== "expired") return null;
  return findSlotProblem(client, {
    kind: booking.source === "bar-service" ? "bar" : "public",
    eventDate: booking.eventDate,
    startTime: booking.startTime,
    durationMinutes: Number(booking.duration),
    now: booking.createdAt,
    excludeBookingId: booking.id,
    travel,
  });
}

/**
 * The drives latePaymentProblem must allow for, as a new booking's checkout does: resolved before
 * the transaction that judges the payment (the maps service is a network call). Only a checkout
 * not yet paid can be judged late; undefined for any other booking or a venue without a postcode.
 */
export async function lateTravelOf(
  booking: Pick<HeldBooking, "status" | "eventDate" | "eventPostcode"> | null,
): Promise<SlotTravel | undefined> {
  if (!booking || (booking.status !== "awaiting_payment" && booking.status !== "expired")) return undefined;
  return resolveSlotTravel({ eventDate: booking.eventDate, postcode: booking.eventPostcode });
}

/**
 * Records a payment on a booking exactly once and confirms it: paidPence from the amount
 * received, paymentStatus completed, status confirmed, and the client's confirmation and the
 * magician's notification queued. A payment short of what was asked is recorded, but the
 * booking is not confirmed: it stays pending with the shortfall as its payment problem, for
 * the magician to settle. Call under the date's lock, after latePaymentProblem for ended holds.
 * The confirmation carries the receipt or invoice issued for `intentId`'s payment (movements.ts issued it).
 * Returns false when the payment was already recorded.
 */
export async function markBookingPaid(
  tx: Tx,
  bookingId: number,
  paidPence: number,
  expectedPence: number,
  intentId?: string,
): Promise<boolean> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { status: true, paymentStatus: true },
  });
  if (!booking || booking.paymentStatus !== "pending") return false;
  const short = paidPence < expectedPence;
  const to = short ? "pending" : "confirmed";
  const status = canPaymentMove(booking.status, to) || booking.status === to ? to : booking.status;
  const settled = await tx.booking.updateMany({
    where: { id: bookingId, paymentStatus: "pending" },
    data: {
      paymentStatus: short ? "pending" : "completed",
      paymentFailureReason: short ? `Only ${formatGBP(paidPence)} of ${formatGBP(expectedPence)} was received.` : null,
      status,
      holdExpiresAt: null,
    },
  });
  if (settled.count !== 1) return false;
  // The amount paid comes from the ledger, where settlement recorded this payment's charge.
  await recomputeBookingMoney(tx, bookingId);
  if (short) {
    log("warn", "booking_underpaid", { bookingId, paidPence, expectedPence });
    await audit(tx, null, {
      action: "booking.short-payment",
      entity: "booking",
      entityId: bookingId,
      after: { paidPence, expectedPence },
    });
    return true;
  }
  await settleQuoteOfBooking(tx, bookingId);
  const row = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const documents = intentId ? await documentNumbersOf(tx, [intentId]) : [];
  await queueMail(tx, bookingConfirmationMail(row, await mailSender(tx), documents));
  const magician = await magicianEmail(tx);
  if (magician) await queueMail(tx, magicianBookingMail(magician, row));
  log("info", "booking_paid", { bookingId, paidPence });
  return true;
}

/**
 * A payment the provider is still processing (a slow method): the booking keeps its place as
 * pending, without a hold that would end. Call under the date's lock, after latePaymentProblem.
 */
export async function markBookingProcessing(tx: Tx, bookingId: number): Promise<void> {
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true } });
  if (!booking || !canPaymentMove(booking.status, "pending")) return;
  await tx.booking.update({ where: { id: bookingId }, data: { status: "pending", holdExpiresAt: null } });
}
