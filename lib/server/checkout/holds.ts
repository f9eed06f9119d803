import "server-only";
import { HELD_STATUSES } from "@/lib/domain/booking-status";
import { penceToDecimalString } from "@/lib/domain";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { assertSlotFree, lockBookingDates, type DbClient } from "@/lib/server/availability";
import type { BookingDraft } from "@/lib/server/bookings/draft";
import { clientEventOf } from "@/lib/server/bookings/fields";
import { Prisma, db } from "@/lib/server/db";
import { HOLD_MINUTES } from "@/lib/server/payments";

/**
 * A booking awaiting payment is the slot hold: it counts against capacity and buffers until
 * holdExpiresAt (lib/domain/booking-status), then it is expired. Expiry is applied lazily by
 * the writers of a date (under its lock) and by the clean-up job for everything else.
 */

const HELD = [...HELD_STATUSES];

/** Marks every ended hold expired (optionally only on some dates). Returns how many. */
export async function expireEndedHolds(client: DbClient = db, opts: { now?: Date; dates?: string[] } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const result = await client.booking.updateMany({
    where: { status: { in: HELD }, holdExpiresAt: { lte: now }, ...(opts.dates ? { eventDate: { in: opts.dates } } : {}) },
    data: { status: "expired" },
  });
  return result.count;
}

/** Ends live holds now (the visitor's own earlier checkout for the same date, or a replaced one). */
export async function releaseHolds(client: DbClient, where: Prisma.BookingWhereInput, now = new Date()): Promise<number> {
  const result = await client.booking.updateMany({
    where: { ...where, status: { in: HELD }, holdExpiresAt: { gt: now } },
    data: { status: "expired", holdExpiresAt: now },
  });
  return result.count;
}

export interface PlaceHoldInput {
  draft: BookingDraft;
  /** a signed-in bar's earlier live holds on this date end first (they must not block its own new choice) */
  owner: { barId?: number };
  /** a hold the caller proved to own (by its client secret): released first */
  replaceBookingId?: number | null;
  now?: Date;
}

/**
 * Under the date's lock, in one short transaction: the visitor's earlier holds end, the slot is
 * checked against capacity, buffers and blocked days, and the booking is inserted awaiting payment.
 * No network call happens here; the gateway is asked only after this commits.
 */
export async function placeHold(input: PlaceHoldInput): Promise<{ bookingId: number; holdExpiresAt: Date }> {
  const { draft } = input;
  const now = input.now ?? new Date();
  return db.$transaction(
    async (tx) => {
      await lockBookingDates(tx, draft.eventDate);
      await expireEndedHolds(tx, { now, dates: [draft.eventDate] });
      if (input.replaceBookingId) await releaseHolds(tx, { id: input.replaceBookingId }, now);
      // Only holds the caller proves are its own end early: a session (a bar) or the client secret
      // of its previous checkout (replaceBookingId). An e-mail address proves nothing.
      if (input.owner.barId) await releaseHolds(tx, { barId: input.owner.barId, source: draft.source, eventDate: draft.eventDate }, now);
      await assertSlotFree(tx, {
        kind: draft.slotKind,
        eventDate: draft.eventDate,
        startTime: draft.startTime,
        durationMinutes: draft.durationMinutes,
        now,
      });
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
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
          status: "awaiting_payment",
          holdExpiresAt,
          source: draft.source,
          barId: draft.barId,
          leadId: draft.leadId ?? null,
          // the checkout shows the current terms; the booking keeps the version its customer accepted
          termsVersion: CURRENT_TERMS_VERSION,
        },
        select: { id: true },
      });
      return { bookingId: booking.id, holdExpiresAt };
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
}

/** Removes a hold whose payment could not even be started: nothing is left half-made. */
export async function dropHold(bookingId: number): Promise<void> {
  await db.booking.deleteMany({ where: { id: bookingId, status: { in: [...HELD, "expired"] }, paidAmount: 0 } });
}
