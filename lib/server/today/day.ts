import "server-only";
import { owedPence } from "@/lib/domain/booking-status";
import { directionsUrl, telHref, type DriveOrigin } from "@/lib/domain/day-plan";
import { londonToday } from "@/lib/domain/dates";
import { dayPlan } from "@/lib/server/travel/day-plan";

/** One gig as the magician's Today view shows it. */
export interface TodayGig {
  id: number;
  clientName: string;
  clientPhone: string;
  /** tel: link to the client's phone; null when none was given */
  callHref: string | null;
  eventType: string;
  eventLocation: string;
  eventAddress: string | null;
  postcode: string | null;
  /** Google Maps directions to the venue; null when neither address nor postcode is known */
  directionsHref: string | null;
  startTime: string;
  endTime: string;
  status: string;
  parkingAvailable: boolean | null;
  from: DriveOrigin;
  /** null when the drive is not known */
  driveMinutes: number | null;
  driveMiles: number | null;
  driveSource: string | null;
  /** HH:mm, null when the drive is not known */
  leaveBy: string | null;
  /** still owed on the day (from the ledger's totals), pence */
  owedPence: number;
}

export interface TodayView {
  date: string;
  /** whether `date` is today in London ("On my way" is offered only then) */
  isToday: boolean;
  gigs: TodayGig[];
}

/** The Today view of a London date (today by default): the day's gigs in order with drives and leave-by times. */
export async function todayView(date = londonToday(), now = new Date()): Promise<TodayView> {
  const plan = await dayPlan(date);
  return {
    date,
    isToday: date === londonToday(now),
    gigs: plan.map(({ gig, from, drive, leaveBy }) => ({
      id: gig.id,
      clientName: gig.clientName,
      clientPhone: gig.clientPhone,
      callHref: telHref(gig.clientPhone),
      eventType: gig.eventType,
      eventLocation: gig.eventLocation,
      eventAddress: gig.eventAddress,
      postcode: gig.postcode,
      directionsHref: directionsUrl(gig.eventAddress ?? gig.eventLocation, gig.postcode),
      startTime: gig.startTime,
      endTime: gig.endTime,
      status: gig.status,
      parkingAvailable: gig.parkingAvailable,
      from,
      driveMinutes: drive?.minutes ?? null,
      driveMiles: drive?.miles ?? null,
      driveSource: drive?.source ?? null,
      leaveBy,
      owedPence: owedPence(gig),
    })),
  };
}
