import "server-only";
import { penceToDecimalString } from "@/lib/domain";
import type { Prisma } from "@/lib/server/db";
import { findSlotProblem, type DbClient, type SlotProblem } from "@/lib/server/availability";
import { log } from "@/lib/server/log";
import { queueMail } from "@/lib/server/mail/outbox";
import { bookingConfirmationMail, magicianBookingMail, magicianEmail } from "@/lib/server/mail/templates";
import { draftOf, type BookingDraft } from "./draft";
import { clientEventOf } from "./fields";

type Tx = Prisma.TransactionClient;
type IntentRow = {
  id: string;
  purpose: string;
  details: Prisma.JsonValue;
  bookingId: number | null;
  createdAt: Date;
  holdExpiresAt: Date | null;
};

export type CreateFromIntentResult =
  | { ok: true; bookingId: number; created: boolean }
  | { ok: false; problem: SlotProblem | "no-draft" };

/**
 * Whether the draft's slot can still be booked: the intent's own hold excluded, the time rules
 * judged at the moment the hold was granted (the intent's createdAt). While the hold is live, only
 * what was granted before it counts: later bookings and holds were already checked against it.
 * null when it can.
 */
export function draftSlotProblem(
  client: DbClient,
  draft: BookingDraft,
  intent: { id: string; createdAt: Date; holdExpiresAt: Date | null },
): Promise<SlotProblem | null> {
  const holdLive = intent.holdExpiresAt !== null && intent.holdExpiresAt > new Date();
  return findSlotProblem(client, {
    kind: draft.slotKind,
    eventDate: draft.eventDate,
    startTime: draft.startTime,
    durationMinutes: draft.durationMinutes,
    now: intent.createdAt,
    excludeIntentId: intent.id,
    grantedBefore: holdLive ? intent.createdAt : undefined,
  });
}

/**
 * Saves the booking of a payment intent from its stored draft. Call inside a transaction that
 * holds lockBookingDates(eventDate). The slot is checked again (draftSlotProblem); on success the intent is linked
 * to the booking and marked used. Saved bookings start pending; markBookingPaid settles them.
 */
export async function createBookingFromIntent(tx: Tx, row: IntentRow): Promise<CreateFromIntentResult> {
  const current = await tx.paymentIntent.findUnique({ where: { id: row.id }, select: { bookingId: true } });
  if (current?.bookingId) return { ok: true, bookingId: current.bookingId, created: false };
  const existing = await tx.booking.findUnique({ where: { stripePaymentId: row.id }, select: { id: true } });
  if (existing) {
    await tx.paymentIntent.update({ where: { id: row.id }, data: { bookingId: existing.id, usedAt: new Date() } });
    return { ok: true, bookingId: existing.id, created: false };
  }
  const draft = draftOf(row.details);
  if (!draft) return { ok: false, problem: "no-draft" };
  const problem = await draftSlotProblem(tx, draft, row);
  if (problem) return { ok: false, problem };
  const booking = await tx.booking.create({
    data: {
      ...clientEventOf(draft),
      selectedServices: draft.selectedServices as unknown as Prisma.InputJsonArray,
      duration: String(draft.durationMinutes),
      totalAmount: penceToDecimalString(draft.totalPence),
      paidAmount: "0",
      barCommission: penceToDecimalString(draft.barCommissionPence),
      paymentType: draft.paymentType,
      paymentStatus: "pending",
      status: "pending",
      stripePaymentId: row.id,
      source: draft.source,
      barId: draft.barId,
      leadId: draft.leadId ?? null,
    },
    select: { id: true },
  });
  await tx.paymentIntent.update({ where: { id: row.id }, data: { bookingId: booking.id, usedAt: new Date() } });
  log("info", "booking_saved", { bookingId: booking.id, intentId: row.id, source: draft.source });
  return { ok: true, bookingId: booking.id, created: true };
}

/**
 * Records a completed payment on a booking exactly once: paidAmount, paymentStatus completed,
 * status confirmed (when still pending), and queues the client's confirmation and the
 * magician's notification. Returns false when it was already settled.
 */
export async function markBookingPaid(tx: Tx, bookingId: number, paidPence: number): Promise<boolean> {
  const settled = await tx.booking.updateMany({
    where: { id: bookingId, paymentStatus: "pending" },
    data: { paidAmount: penceToDecimalString(paidPence), paymentStatus: "completed", paymentFailureReason: null },
  });
  if (settled.count !== 1) return false;
  await tx.booking.updateMany({ where: { id: bookingId, status: "pending" }, data: { status: "confirmed" } });
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
  await queueMail(tx, bookingConfirmationMail(booking));
  const to = await magicianEmail(tx);
  if (to) await queueMail(tx, magicianBookingMail(to, booking));
  log("info", "booking_paid", { bookingId, paidPence });
  return true;
}
