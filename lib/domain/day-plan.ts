/**
 * The magician's day on the road: the day's gigs in start order, each with the drive to it and the
 * time to leave by.
 *
 * - The drive to a gig starts where he is before it: the previous gig's venue that day, or home for
 *   the first gig (drives come from the travel engine: the maps service or the magician's table).
 * - A booking's start time is the time he is due at the venue (the wizard's "arrival time"), and no
 *   setup margin is kept apart from it (the availability rules' buffers are between gigs, not before
 *   one), so he leaves by start − drive, the drive's minutes rounded up.
 * - A drive nobody knows (a venue without a postcode, a place outside the table) gives no leave-by
 *   time: the screens say so rather than guess.
 * - "On my way" texts an arrival of now + the same drive, in London wall-clock time.
 */
import { londonParts, minutesToTime, timeToMinutes, isValidTime } from "./dates";
import type { Drive } from "./travel";

/** One gig of the day, as far as planning the drive needs it. */
export interface DayGig {
  id: number;
  /** HH:mm, London */
  startTime: string;
  /** the venue's postcode, null when unknown */
  postcode: string | null;
}

/** A drive with where it came from ("maps", "table"). */
export type SourcedDrive = Drive & { source: string };

/** Where the drive to a gig starts. */
export type DriveOrigin = { kind: "home" } | { kind: "gig"; bookingId: number };

export interface PlannedGig<G extends DayGig = DayGig> {
  gig: G;
  from: DriveOrigin;
  /** null when the drive is not known */
  drive: SourcedDrive | null;
  /** HH:mm: start − the drive; null when the drive is not known */
  leaveBy: string | null;
}

/** The day's gigs in start order (then by id, so two at one time keep a stable order). */
export function gigsInOrder<G extends DayGig>(gigs: readonly G[]): G[] {
  const start = (g: DayGig) => (isValidTime(g.startTime) ? timeToMinutes(g.startTime) : 24 * 60);
  return [...gigs].sort((a, b) => start(a) - start(b) || a.id - b.id);
}

/** "HH:mm" a drive before a start time (wrapping past midnight), the drive's minutes rounded up. */
export function leaveByTime(startTime: string, driveMinutes: number): string {
  return minutesToTime(timeToMinutes(startTime) - Math.ceil(Math.max(0, driveMinutes)));
}

/**
 * The plan of a day: the gigs in order, each with the drive from the previous gig's venue (or from
 * home for the first) and its leave-by time.
 */
export function planDay<G extends DayGig>(input: {
  gigs: readonly G[];
  /** the drive from home to a venue (the travel fee's drive), null when unknown */
  driveFromHome: (postcode: string | null) => SourcedDrive | null;
  /** the drive between two venues, null when unknown */
  driveBetween: (from: string | null, to: string | null) => SourcedDrive | null;
}): PlannedGig<G>[] {
  const ordered = gigsInOrder(input.gigs);
  return ordered.map((gig, i) => {
    const previous = i > 0 ? ordered[i - 1]! : null;
    const drive = !gig.postcode
      ? null
      : previous
        ? previous.postcode
          ? input.driveBetween(previous.postcode, gig.postcode)
          : null
        : input.driveFromHome(gig.postcode);
    const from: DriveOrigin = previous ? { kind: "gig", bookingId: previous.id } : { kind: "home" };
    const leaveBy = drive && isValidTime(gig.startTime) ? leaveByTime(gig.startTime, drive.minutes) : null;
    return { gig, from, drive, leaveBy };
  });
}

/** The London wall-clock time ("HH:mm") a drive of `driveMinutes` started at `now` arrives (seconds dropped). */
export function arrivalTime(now: Date, driveMinutes: number): string {
  const at = new Date(now.getTime() + Math.ceil(Math.max(0, driveMinutes)) * 60_000);
  return minutesToTime(londonParts(at).minutes);
}

/** The text the client gets when the magician sets off. */
export function onMyWayText(name: string, arrival: string): string {
  return `${name} is on the way and expects to arrive at about ${arrival}`;
}

/** "1 h 15 min", "40 min". */
export function formatDriveMinutes(minutes: number): string {
  const m = Math.ceil(minutes);
  return m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}` : `${m} min`;
}

/** A Google Maps directions link to a venue (its address, with its postcode when the address lacks one). */
export function directionsUrl(address: string | null, postcode: string | null): string | null {
  const base = (address ?? "").replace(/\s*\n\s*/g, ", ").trim();
  const destination =
    postcode && !base.toUpperCase().replace(/\s+/g, "").includes(postcode.toUpperCase().replace(/\s+/g, ""))
      ? [base, postcode].filter(Boolean).join(", ")
      : base;
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A tel: link for a phone number as typed (spaces and punctuation dropped), or null when there is none. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[^\d+]/g, "");
  return digits ? `tel:${digits}` : null;
}
