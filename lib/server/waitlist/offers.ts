import "server-only";
import { availableArrivalTimes, londonToday } from "@/lib/domain";
import { OFFER_DURATION_MINUTES, fitFreedTime, offerExpiry, type FittedOffer } from "@/lib/domain/waitlist";
import { audit, type Actor } from "@/lib/server/audit";
import {
  bookingDateKeys,
  findSlotProblem,
  loadDaySnapshot,
  lockBookingDates,
  snapshotDay,
} from "@/lib/server/availability";
import { slotError } from "@/lib/server/availability/slot-errors";
import { computeEndTime } from "@/lib/domain/time-slots";
import { db, runTransaction, type Prisma } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";
import { newWaitlistToken } from "@/lib/server/links/waitlist-page";
import { waitlistOfferMail } from "@/lib/server/mail/emails/waitlist";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { getWaitlistSettings } from "@/lib/server/settings/waitlist";

/**
 * Offers of freed times. A date's offers are made under its booking lock, with every live offer
 * counted as taken, so two runs at once (two cancellations freeing the same time) make one offer;
 * the unique index on an entry's live offer stands behind it.
 */

const ENTRY_ORDER = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.WaitlistEntryOrderByWithRelationInput[];

/** Offers that ran out unclaimed end as lapsed (their times go to the next entry). */
export async function lapseOffers(client: typeof db | Prisma.TransactionClient, now: Date, eventDate?: string) {
  const result = await client.waitlistOffer.updateMany({
    where: { claimedAt: null, endedAt: null, expiresAt: { lte: now }, ...(eventDate ? { eventDate } : {}) },
    data: { endedAt: now, endedReason: "lapsed" },
  });
  return result.count;
}

async function createOffer(
  tx: Prisma.TransactionClient,
  fitted: FittedOffer,
  eventDate: string,
  opts: { now: Date; offerHours: number; byHand?: boolean },
) {
  const offer = await tx.waitlistOffer.create({
    data: {
      entryId: fitted.entryId,
      eventDate,
      startTime: fitted.startTime,
      endTime: fitted.endTime,
      token: newWaitlistToken(),
      expiresAt: offerExpiry(opts.now, opts.offerHours),
      byHand: opts.byHand ?? false,
    },
  });
  const entry = await tx.waitlistEntry.findUniqueOrThrow({ where: { id: fitted.entryId } });
  await queueMail(tx, waitlistOfferMail(entry, offer));
  return offer;
}

/**
 * The freed times of a date offered to its waiting entries, in joining order, each entry at most one
 * live offer, never a time an entry let lapse; nothing while the date is full, blocked or past.
 * Returns how many offers were made.
 */
export async function offerFreedTimes(eventDate: string, now = new Date()): Promise<number> {
  if (eventDate < londonToday(now)) return 0;
  const { offerHours } = await getWaitlistSettings();
  const made = await runTransaction(
    async (tx) => {
      await lockBookingDates(tx, eventDate);
      await lapseOffers(tx, now, eventDate);
      const entries = await tx.waitlistEntry.findMany({
        where: { eventDate, endedAt: null },
        orderBy: ENTRY_ORDER,
        select: {
          id: true,
          earliestStart: true,
          latestStart: true,
          offers: { select: { startTime: true, claimedAt: true, endedAt: true } },
        },
      });
      const waiting = entries.map((e) => ({
        id: e.id,
        earliestStart: e.earliestStart,
        latestStart: e.latestStart,
        hasLiveOffer: e.offers.some((o) => !o.claimedAt && !o.endedAt),
        passedTimes: e.offers.filter((o) => o.endedAt).map((o) => o.startTime),
      }));
      let count = 0;
      while (waiting.some((e) => !e.hasLiveOffer)) {
        const snapshot = await loadDaySnapshot(tx, eventDate, { now, allLiveOffers: true });
        if (!snapshotDay(snapshot, londonToday(now)).selectable) break;
        const free = availableArrivalTimes({
          eventDate,
          durationMinutes: OFFER_DURATION_MINUTES,
          bookings: snapshot.bookings,
          now,
        });
        const fitted = fitFreedTime(waiting, free);
        if (!fitted) break;
        await createOffer(tx, fitted, eventDate, { now, offerHours });
        waiting.find((e) => e.id === fitted.entryId)!.hasLiveOffer = true;
        count++;
      }
      return count;
    },
    { queue: bookingDateKeys(eventDate), maxWait: 15_000, timeout: 30_000 },
  );
  if (made > 0) deliverSoon();
  return made;
}

/** The waitlist-offers job: entries whose date passed end, offers lapse, and every waiting date is offered its freed times. */
export async function sweepWaitlist(now = new Date()): Promise<{ ended: number; lapsed: number; offered: number }> {
  const today = londonToday(now);
  const passed = await db.$transaction(async (tx) => {
    const gone = await tx.waitlistEntry.findMany({
      where: { endedAt: null, eventDate: { lt: today } },
      select: { id: true },
    });
    const ids = gone.map((e) => e.id);
    await tx.waitlistOffer.updateMany({
      where: { entryId: { in: ids }, claimedAt: null, endedAt: null },
      data: { endedAt: now, endedReason: "withdrawn" },
    });
    const ended = await tx.waitlistEntry.updateMany({
      where: { id: { in: ids }, endedAt: null },
      data: { endedAt: now, endedReason: "passed" },
    });
    return ended.count;
  });
  const lapsed = await lapseOffers(db, now);
  const dates = await db.waitlistEntry.findMany({
    where: { endedAt: null, eventDate: { gte: today } },
    select: { eventDate: true },
    distinct: ["eventDate"],
    orderBy: { eventDate: "asc" },
    take: 400,
  });
  let offered = 0;
  for (const { eventDate } of dates) offered += await offerFreedTimes(eventDate, now);
  return { ended: passed, lapsed, offered };
}

const ALREADY_OFFERED = "This entry already has an offer waiting.";

/**
 * POST /api/admin/waitlist/{id}/offer { startTime }: the magician offers an entry a time of its date
 * by hand (any start, inside its window or not), if the time is free; 409 when it is not, or the
 * entry has a live offer already; 404 an unknown or ended entry.
 */
export async function offerByHand(actor: Actor, entryId: number, startTime: string, now = new Date()) {
  const entry = await db.waitlistEntry.findUnique({
    where: { id: entryId },
    select: { eventDate: true, endedAt: true },
  });
  if (!entry || entry.endedAt) throw notFound("This waiting-list entry no longer exists.");
  const { offerHours } = await getWaitlistSettings();
  const offer = await runTransaction(
    async (tx) => {
      await lockBookingDates(tx, entry.eventDate);
      await lapseOffers(tx, now, entry.eventDate);
      const live = await tx.waitlistOffer.count({ where: { entryId, claimedAt: null, endedAt: null } });
      if (live > 0) throw new AppError("conflict", ALREADY_OFFERED, undefined, { code: "offer-live" });
      const problem = await findSlotProblem(tx, {
        kind: "public",
        eventDate: entry.eventDate,
        startTime,
        durationMinutes: OFFER_DURATION_MINUTES,
        now,
      });
      if (problem) throw slotError(problem);
      const fitted = { entryId, startTime, endTime: computeEndTime(startTime, OFFER_DURATION_MINUTES) };
      const made = await createOffer(tx, fitted, entry.eventDate, { now, offerHours, byHand: true });
      await audit(tx, actor, {
        action: "waitlist.offer",
        entity: "waitlist",
        entityId: entryId,
        after: { offerId: made.id, eventDate: entry.eventDate, startTime },
      });
      return made;
    },
    { queue: bookingDateKeys(entry.eventDate) },
  );
  deliverSoon();
  return {
    id: offer.id,
    entryId,
    date: offer.eventDate,
    startTime: offer.startTime,
    endTime: offer.endTime,
    expiresAt: offer.expiresAt.toISOString(),
  };
}
