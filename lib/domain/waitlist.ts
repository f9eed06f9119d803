/**
 * The waiting list of a fully booked date: who is offered a freed time, for how long, and when an
 * entry or an offer ends. Entries are served in joining order; each entry has at most one live offer,
 * and a time an entry let lapse is offered to the next entry rather than to it again.
 */
import { timeToMinutes } from "./dates";
import { computeEndTime } from "./time-slots";

/** How long an offer may be claimed, by default (the setting waitlist.offerHours). */
export const DEFAULT_OFFER_HOURS = 24;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 168;
/** How long an opened offer keeps its time from everyone else, while its owner checks out. */
export const OFFER_HOLD_MINUTES = 15;
/** The length of the time offered (the wizard's default performance; the client may change it there). */
export const OFFER_DURATION_MINUTES = 60;
/** Entries are cleared this many days after their date. */
export const WAITLIST_RETENTION_DAYS = 30;

export interface WaitingEntry {
  id: number;
  /** HH:mm */
  earliestStart: string;
  latestStart: string;
  /** an offer not yet claimed, lapsed or withdrawn */
  hasLiveOffer: boolean;
  /** start times this entry was offered before and let lapse (or had withdrawn) */
  passedTimes: readonly string[];
}

/** Whether a start time lies in an entry's window. */
export function fitsWindow(entry: Pick<WaitingEntry, "earliestStart" | "latestStart">, startTime: string): boolean {
  const t = timeToMinutes(startTime);
  return t >= timeToMinutes(entry.earliestStart) && t <= timeToMinutes(entry.latestStart);
}

export interface FittedOffer {
  entryId: number;
  startTime: string;
  endTime: string;
}

/**
 * The next offer to make: the first entry (in joining order) without a live offer whose window holds
 * a free start time it has not let lapse, at the earliest such time. Null when nothing fits.
 */
export function fitFreedTime(
  entries: readonly WaitingEntry[],
  freeTimes: readonly string[],
  durationMinutes = OFFER_DURATION_MINUTES,
): FittedOffer | null {
  const sorted = [...freeTimes].sort((a, b) => timeToMinutes(a) - timeToMinutes(b));
  for (const entry of entries) {
    if (entry.hasLiveOffer) continue;
    const time = sorted.find((t) => fitsWindow(entry, t) && !entry.passedTimes.includes(t));
    if (time) return { entryId: entry.id, startTime: time, endTime: computeEndTime(time, durationMinutes) };
  }
  return null;
}

/** When an offer made now stops being claimable. */
export function offerExpiry(now: Date, offerHours = DEFAULT_OFFER_HOURS): Date {
  return new Date(now.getTime() + offerHours * 3_600_000);
}

/** How long an opened offer keeps its time: 15 minutes from the first opening, never past the offer's end. */
export function offerHoldUntil(now: Date, expiresAt: Date, heldUntil: Date | null): Date {
  if (heldUntil) return heldUntil;
  const until = new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000);
  return until < expiresAt ? until : expiresAt;
}

export type OfferState = "live" | "claimed" | "lapsed" | "ended";

export function offerState(
  offer: { expiresAt: Date; claimedAt: Date | null; endedAt: Date | null },
  now: Date,
): OfferState {
  if (offer.claimedAt) return "claimed";
  if (offer.endedAt) return "ended";
  return offer.expiresAt <= now ? "lapsed" : "live";
}

/** An entry waits until its date has passed (London today after it). */
export function entryExpired(eventDate: string, today: string): boolean {
  return eventDate < today;
}
