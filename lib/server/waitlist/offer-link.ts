import "server-only";
import { offerHoldUntil, offerState } from "@/lib/domain/waitlist";
import { db, type Prisma } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/http";

/** What the claim link shows and the wizard is opened at. */
export interface OfferView {
  date: string;
  startTime: string;
  endTime: string;
  expiresAt: string;
}

export const OFFER_MESSAGES = {
  unknown: "This offer link is not valid.",
  taken: "This offer has already been taken.",
  ended: "This offer has ended. The time has been offered to the next person waiting.",
} as const;

const SELECT = {
  id: true,
  entryId: true,
  eventDate: true,
  startTime: true,
  endTime: true,
  expiresAt: true,
  heldUntil: true,
  claimedAt: true,
  endedAt: true,
} as const;
type OfferRow = Prisma.WaitlistOfferGetPayload<{ select: typeof SELECT }>;

function assertLive(row: OfferRow | null, now: Date): asserts row is OfferRow {
  if (!row) throw notFound(OFFER_MESSAGES.unknown);
  const state = offerState(row, now);
  if (state === "claimed") throw new AppError("gone", OFFER_MESSAGES.taken, undefined, { code: "offer-taken" });
  if (state !== "live") throw new AppError("gone", OFFER_MESSAGES.ended, undefined, { code: "offer-ended" });
}

function viewOf(row: OfferRow): OfferView {
  return {
    date: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /api/waitlist/offer/{token}: the offered time; 404 unknown, 410 taken or ended. */
export async function readOffer(token: string, now = new Date()): Promise<OfferView> {
  const row = await db.waitlistOffer.findUnique({ where: { token }, select: SELECT });
  assertLive(row, now);
  return viewOf(row);
}

/**
 * The page /waitlist/{token} opened: the time is kept from everyone else for 15 minutes from the
 * first opening (availability and checkouts count it taken), while its owner checks out.
 */
export async function openOffer(token: string, now = new Date()): Promise<OfferView & { heldUntil: string }> {
  const row = await db.waitlistOffer.findUnique({ where: { token }, select: SELECT });
  assertLive(row, now);
  const heldUntil = offerHoldUntil(now, row.expiresAt, row.heldUntil);
  if (!row.heldUntil)
    await db.waitlistOffer.updateMany({ where: { id: row.id, heldUntil: null }, data: { heldUntil } });
  return { ...viewOf(row), heldUntil: heldUntil.toISOString() };
}

/**
 * A checkout carrying an offer's token, in its transaction under the date's lock, before its slot
 * is checked: the offer is claimed (so its own hold no longer stands in its way) when the checkout
 * is for the offered date and time; a second claim, even at the same moment, finds it taken (409).
 * For another time the token is ignored: that checkout is an ordinary one. Returns the claimed
 * offer's id, or null.
 */
export async function claimOffer(
  tx: Prisma.TransactionClient,
  token: string,
  slot: { eventDate: string; startTime: string },
  now = new Date(),
): Promise<number | null> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM waitlist_offers WHERE token = ${token} FOR UPDATE`;
  if (locked.length === 0) throw notFound(OFFER_MESSAGES.unknown);
  const row = await tx.waitlistOffer.findUniqueOrThrow({ where: { id: locked[0]!.id }, select: SELECT });
  if (row.eventDate !== slot.eventDate || row.startTime !== slot.startTime) return null;
  if (row.claimedAt)
    throw new AppError("conflict", OFFER_MESSAGES.taken, undefined, { title: "Time unavailable", code: "offer-taken" });
  assertLive(row, now);
  await tx.waitlistOffer.update({ where: { id: row.id }, data: { claimedAt: now } });
  await tx.waitlistEntry.updateMany({
    where: { id: row.entryId, endedAt: null },
    data: { endedAt: now, endedReason: "claimed" },
  });
  return row.id;
}

/** The claimed offer's booking, once the checkout made it. */
export async function linkOfferBooking(tx: Prisma.TransactionClient, offerId: number, bookingId: number) {
  await tx.waitlistOffer.update({ where: { id: offerId }, data: { bookingId } });
}
