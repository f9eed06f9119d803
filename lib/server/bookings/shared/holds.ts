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
import {
  bookingDateKeys,
  loadDaySnapshot,
  lockBookingDates,
  type DaySnapshot,
  type DbClient,
} from "@/lib/server/availability";
import { checkBookingChangeIn, newBookingOf } from "./check-change";
import type { SlotTravel } from "@/lib/domain/time-slots";
import type { BookingDraft } from "./draft";
import { clientEventOf } from "@/lib/server/ledger/booking-fields";
import { Prisma, db, runTransaction } from "@/lib/server/db";
import { AppError } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
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

/** SQL for an instant as Prisma stores DateTime (UTC wall-clock time, no zone); the ISO string is ours, never input. */
function sqlInstant(now: Date): string {
  return `'${now.toISOString()}'::timestamp`;
}

/** Live unpaid holds of the checkout's address and of its e-mail (case-insensitive), in one query. */
async function liveHoldCounts(
  client: DbClient,
  input: { address?: string; email: string; now: Date; except?: number | null },
): Promise<{ byAddress: number; byEmail: number }> {
  const [row] = await client.$queryRaw<{ byAddress: number; byEmail: number }[]>`
    SELECT count(*) FILTER (WHERE "holdAddress" = ${input.address ?? null}::text)::int AS "byAddress",
           count(*) FILTER (WHERE lower("clientEmail") = lower(${input.email}))::int AS "byEmail"
      FROM bookings
     WHERE status IN (${Prisma.join(HELD)}) AND "holdExpiresAt" > ${Prisma.raw(sqlInstant(input.now))}
       AND (${input.except ?? null}::int IS NULL OR id <> ${input.except ?? null}::int)
       AND ("holdAddress" = ${input.address ?? null}::text OR lower("clientEmail") = lower(${input.email}))`;
  return row ?? { byAddress: 0, byEmail: 0 };
}

/** One more live hold for this address or e-mail would exceed its limit: 429 with a clear message. */
function assertHoldLimits(counts: { byAddress: number; byEmail: number }): void {
  if (counts.byAddress >= limitFromEnv("HOLD_LIMIT_PER_ADDRESS", HOLD_LIMIT_PER_ADDRESS))
    throw new AppError("rate_limited", HOLD_LIMIT_MESSAGES.address, undefined, {
      title: "Too many checkouts",
      code: "hold-limit-address",
    });
  if (counts.byEmail >= limitFromEnv("HOLD_LIMIT_PER_EMAIL", HOLD_LIMIT_PER_EMAIL))
    throw new AppError("rate_limited", HOLD_LIMIT_MESSAGES.email, undefined, {
      title: "Too many checkouts",
      code: "hold-limit-email",
    });
}

/** Whether the new checkout may hold its place: never the day's last place or last free start time. */
function mayHold(snapshot: DaySnapshot, draft: BookingDraft, now: Date, travel?: SlotTravel): boolean {
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
 * Reads the day (one query) and the live holds of the checkout's address and e-mail (one query),
 * and judges them: throws the refusal (the slot, the rules, the limits), else says whether the
 * checkout may hold its place.
 */
async function judgeCheckout(client: DbClient, input: PlaceHoldInput, now: Date): Promise<boolean> {
  const { draft } = input;
  // The day as it is at this instant, not at the checkout's start: another checkout that took the
  // lock meanwhile may have inserted a booking without a hold (holdExpiresAt = its own start), which
  // counts for nothing from then on but would look live at an earlier instant.
  const [snapshot, counts] = await Promise.all([
    loadDaySnapshot(client, draft.eventDate, { now: new Date() }),
    liveHoldCounts(client, {
      address: input.holderAddress,
      email: draft.clientEmail,
      now,
      except: input.replaceBookingId,
    }),
  ]);
  checkBookingChangeIn(snapshot, { ...newBookingOf(draft), source: "checkout", now, travel: input.slotTravel });
  assertHoldLimits(counts);
  return mayHold(snapshot, draft, now, input.slotTravel);
}

/**
 * The hold is placed in two steps. Before the date's lock, without holding a connection or a lock:
 * the prices, the drives and the settings (the caller's), and the day judged as it is now, so a
 * checkout that cannot fit is refused without queueing (one that releases its own holds or claims an
 * offer first is judged under the lock only). Under the lock, in one short transaction: the
 * visitor's own earlier holds end, the offer is claimed, the day is read again with everything
 * committed meanwhile (bookings, holds, blocked days and hours, busy events, quote holds, offers: one
 * query, the limits another) and judged, and the booking is inserted awaiting payment. No network
 * call happens here; the gateway is asked only after this commits.
 */
export async function placeHold(input: PlaceHoldInput): Promise<PlacedHold> {
  const { draft } = input;
  const now = input.now ?? new Date();
  const releasesFirst = Boolean(input.replaceBookingId || input.owner.barId || input.waitlistToken);
  if (!releasesFirst) await judgeCheckout(db, input, now);

  const asked = performance.now();
  let locked: number | null = null;
  let placed: PlacedHold | undefined;
  try {
    placed = await runTransaction(
      async (tx) => {
        await lockBookingDates(tx, draft.eventDate);
        locked = performance.now();
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
        const held = await judgeCheckout(tx, input, now);
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
  } finally {
    // How long this checkout queued for the date and then kept it (turn, connection and advisory lock).
    const released = performance.now();
    log("info", "checkout_date_lock", {
      bookingId: placed?.bookingId ?? null,
      waitedMs: Math.round((locked ?? released) - asked),
      heldMs: locked === null ? 0 : Math.round(released - locked),
    });
  }
  // Ended holds of the date are marked expired for the dashboards after the commit, so the lock is
  // not held for it. Their time is free either way ("active" reads holdExpiresAt) and the clean-up
  // job expires what is left, so a failure here must not fail a checkout that has its booking.
  await expireEndedHolds(db, { now, dates: [draft.eventDate] }).catch((error: unknown) =>
    log("warn", "checkout_expire_failed", errorFields(error)),
  );
  return placed;
}

/** Removes a hold whose payment could not even be started: nothing is left half-made. */
export async function dropHold(bookingId: number): Promise<void> {
  await db.booking.deleteMany({ where: { id: bookingId, status: { in: [...HELD, "expired"] }, paidPence: 0 } });
}
