import "server-only";
import { HELD_STATUSES } from "@/lib/domain/booking-status";
import { DURATIONS, availableArrivalTimes, availableBarServiceTimes } from "@/lib/domain";
import {
  HOLD_LIMIT_MESSAGES,
  HOLD_LIMIT_PER_ADDRESS,
  HOLD_LIMIT_PER_EMAIL,
  holdEnd,
  shouldHold,
} from "@/lib/domain/holds";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { bookingDateKeys, loadDaySnapshot, lockBookingDates, type DbClient } from "@/lib/server/availability";
import { checkBookingChange, newBookingOf } from "./check-change";
import type { SlotTravel } from "@/lib/domain/time-slots";
import type { BookingDraft } from "./draft";
import { clientEventOf } from "@/lib/server/ledger/booking-fields";
import { Prisma, db, runTransaction } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { limitFromEnv } from "@/lib/server/rate-limit";
import { claimOffer, linkOfferBooking } from "@/lib/server/waitlist/offer-link";

/**
 * A booking awaiting payment is the slot hold: it counts against capacity and buffers until
 * holdExpiresAt (lib/domain/booking-status), then it is expired. Expiry is applied lazily by
 * the writers of a date (under its lock) and by the clean-up job for everything else.
 */

const HELD = [...HELD_STATUSES];

/** Marks every ended hold expired (optionally only on some dates). Returns how many. */
export async function expireEndedHolds(
  client: DbClient = db,
  opts: { now?: Date; dates?: string[] } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const result = await client.booking.updateMany({
    where: {
      status: { in: HELD },
      holdExpiresAt: { lte: now },
      ...(opts.dates ? { eventDate: { in: opts.dates } } : {}),
    },
    data: { status: "expired" },
  });
  return result.count;
}

/** Ends live holds now (the visitor's own earlier checkout for the same date, or a replaced one). */
export async function releaseHolds(
  client: DbClient,
  where: Prisma.BookingWhereInput,
  now = new Date(),
): Promise<number> {
  const result = await client.booking.updateMany({
    where: { ...where, status: { in: HELD }, holdExpiresAt: { gt: now } },
    data: { status: "expired", holdExpiresAt: now },
  });
  return result.count;
}

export interface PlaceHoldInput {
  draft: BookingDraft;
  /** the venue's travel rule, resolved before the lock: the buffers allow for the drives */
  slotTravel?: SlotTravel;
  /** a signed-in bar's earlier live holds on this date end first (they must not block its own new choice) */
  owner: { barId?: number };
  /** a hold the caller proved to own (by its client secret): released first */
  replaceBookingId?: number | null;
  /** the client address starting the checkout (at most HOLD_LIMIT_PER_ADDRESS live holds each) */
  holderAddress?: string;
  /** a waiting-list offer's token: claimed first, so its held time does not stand in its owner's way */
  waitlistToken?: string;
  now?: Date;
}

export interface PlacedHold {
  bookingId: number;
  /** when the hold ends; the creation instant when the checkout was issued without a hold */
  holdExpiresAt: Date;
  /** false: the checkout would have taken the day's last place or start time, so it holds nothing */
  held: boolean;
}

/** One more live hold for this address or e-mail would exceed its limit: 429 with a clear message. */
async function assertHoldLimits(
  tx: Prisma.TransactionClient,
  input: { address?: string; email: string; now: Date; except?: number | null },
) {
  const live = {
    status: { in: HELD },
    holdExpiresAt: { gt: input.now },
    ...(input.except ? { id: { not: input.except } } : {}),
  };
  const [byAddress, byEmail] = await Promise.all([
    input.address ? tx.booking.count({ where: { ...live, holdAddress: input.address } }) : 0,
    tx.booking.count({ where: { ...live, clientEmail: { equals: input.email, mode: "insensitive" } } }),
  ]);
  if (byAddress >= limitFromEnv("HOLD_LIMIT_PER_ADDRESS", HOLD_LIMIT_PER_ADDRESS))
    throw new AppError("rate_limited", HOLD_LIMIT_MESSAGES.address, undefined, {
      title: "Too many checkouts",
      code: "hold-limit-address",
    });
  if (byEmail >= limitFromEnv("HOLD_LIMIT_PER_EMAIL", HOLD_LIMIT_PER_EMAIL))
    throw new AppError("rate_limited", HOLD_LIMIT_MESSAGES.email, undefined, {
      title: "Too many checkouts",
      code: "hold-limit-email",
    });
}

/** Whether the new checkout may hold its place: never the day's last place or last free start time. */
async function mayHold(
  tx: Prisma.TransactionClient,
  draft: BookingDraft,
  now: Date,
  travel?: SlotTravel,
): Promise<boolean> {
  const snapshot = await loadDaySnapshot(tx, draft.eventDate, { now });
  const mine = {
    eventDate: draft.eventDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    duration: String(draft.durationMinutes),
    paymentStatus: "pending",
    status: "awaiting_payment",
    eventPostcode: draft.eventPostcode ?? null,
  };
  const after = [...snapshot.bookings, mine];
  const free =
    draft.slotKind === "bar"
      ? availableBarServiceTimes(draft.eventDate, now, after, travel)
      : availableArrivalTimes({
          eventDate: draft.eventDate,
          durationMinutes: Math.min(...DURATIONS),
          bookings: after,
          now,
          travel,
        });
  return shouldHold({ activeCountBefore: snapshot.activeCount, freeStartTimesAfter: free.length });
}

/**
 * Under the date's lock, in one short transaction: the visitor's earlier holds end, the slot is
 * checked against capacity, buffers and blocked days, and the booking is inserted awaiting payment.
 * No network call happens here; the gateway is asked only after this commits.
 */
export async function placeHold(input: PlaceHoldInput): Promise<PlacedHold> {
  const { draft } = input;
  const now = input.now ?? new Date();
  return runTransaction(
    async (tx) => {
      await lockBookingDates(tx, draft.eventDate);
      await expireEndedHolds(tx, { now, dates: [draft.eventDate] });
      // Replacing a checkout for the very same slot never extends its hold.
      const replaced = input.replaceBookingId
        ? await tx.booking.findFirst({
            where: { id: input.replaceBookingId, status: { in: HELD }, holdExpiresAt: { gt: now } },
            select: { eventDate: true, startTime: true, holdExpiresAt: true },
          })
        : null;
      const sameSlotEnd =
        replaced && replaced.eventDate === draft.eventDate && replaced.startTime === draft.startTime
          ? replaced.holdExpiresAt
          : null;
      if (input.replaceBookingId) await releaseHolds(tx, { id: input.replaceBookingId }, now);
      // Only holds the caller proves are its own end early: a session (a bar) or the client secret
      // of its previous checkout (replaceBookingId). An e-mail address proves nothing.
      if (input.owner.barId)
        await releaseHolds(tx, { barId: input.owner.barId, source: draft.source, eventDate: draft.eventDate }, now);
      const offerId = input.waitlistToken
        ? await claimOffer(tx, input.waitlistToken, { eventDate: draft.eventDate, startTime: draft.startTime }, now)
        : null;
      await checkBookingChange(tx, { ...newBookingOf(draft), source: "checkout", now, travel: input.slotTravel });
      await assertHoldLimits(tx, {
        address: input.holderAddress,
        email: draft.clientEmail,
        now,
        except: input.replaceBookingId,
      });
      const held = await mayHold(tx, draft, now, input.slotTravel);
      const holdExpiresAt = held ? holdEnd(now, sameSlotEnd) : now;
      const booking = await tx.booking.create({
        data: {
          ...clientEventOf(draft),
          eventPostcode: draft.eventPostcode ?? null,
          billingAddress: draft.billingAddress ?? null,
          selectedServices: draft.selectedServices as unknown as Prisma.InputJsonArray,
          duration: String(draft.durationMinutes),
          totalPence: draft.totalPence,
          paidPence: 0,
          barCommissionPence: draft.barCommissionPence,
          paymentType: draft.paymentType,
          paymentStatus: "pending",
          status: "awaiting_payment",
          holdExpiresAt,
          holdAddress: input.holderAddress ?? null,
          source: draft.source,
          barId: draft.barId,
          leadId: draft.leadId ?? null,
          // the checkout shows the current terms; the booking keeps the version its customer accepted
          termsVersion: CURRENT_TERMS_VERSION,
        },
        select: { id: true },
      });
      if (offerId) await linkOfferBooking(tx, offerId, booking.id);
      return { bookingId: booking.id, holdExpiresAt, held };
    },
    { maxWait: 15_000, timeout: 30_000, queue: bookingDateKeys(draft.eventDate) },
  );
}

/** Removes a hold whose payment could not even be started: nothing is left half-made. */
export async function dropHold(bookingId: number): Promise<void> {
  await db.booking.deleteMany({ where: { id: bookingId, status: { in: [...HELD, "expired"] }, paidPence: 0 } });
}
