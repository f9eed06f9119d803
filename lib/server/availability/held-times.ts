import "server-only";
import { addDays, londonToday } from "@/lib/domain/dates";
import { rankHolds, type PencilHold } from "@/lib/domain/pencil-holds";
import { computeEndTime } from "@/lib/domain/time-slots";
import type { AvailabilityBooking } from "@/lib/domain";
import { Prisma, db } from "@/lib/server/db";

type Client = typeof db | Prisma.TransactionClient;

/**
 * Times held for someone who is not a booking yet: the first pencil hold of a sent quote, and a
 * waiting-list offer its owner has opened (for 15 minutes). Availability and the checkout's
 * re-check treat them as confirmed bookings of their time, with the same buffers and drives.
 */

export interface RankedHold extends PencilHold {
  holdId: number;
  status: string;
  expiresOn: string;
  eventPostcode: string | null;
  firstAt: Date | null;
  rank: number;
}

/**
 * The holds still in place around these dates, ranked: placed, not ended, of a quote that is sent
 * (and not expired), or accepted or paid (its booking stands for it then, and the holds behind it
 * stay behind it).
 */
export async function rankedHolds(client: Client, dates: readonly string[], now = new Date()): Promise<RankedHold[]> {
  const around = [...new Set(dates.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]))];
  const today = londonToday(now);
  const rows = await client.quoteHold.findMany({
    where: {
      placedAt: { not: null },
      endedAt: null,
      quote: {
        eventDate: { in: around },
        OR: [{ status: "sent", expiresOn: { gte: today } }, { status: { in: ["accepted", "paid"] } }],
      },
    },
    select: {
      id: true,
      placedAt: true,
      firstAt: true,
      quote: {
        select: {
          id: true,
          eventDate: true,
          startTime: true,
          durationMinutes: true,
          status: true,
          expiresOn: true,
          eventPostcode: true,
        },
      },
    },
  });
  const holds = rows.map((r) => ({
    holdId: r.id,
    quoteId: r.quote.id,
    eventDate: r.quote.eventDate,
    startTime: r.quote.startTime,
    durationMinutes: r.quote.durationMinutes,
    placedAt: r.placedAt!.getTime(),
    status: r.quote.status,
    expiresOn: r.quote.expiresOn,
    eventPostcode: r.quote.eventPostcode,
    firstAt: r.firstAt,
  }));
  const ranks = rankHolds(holds);
  return holds.map((h) => ({ ...h, rank: ranks.get(h.quoteId) ?? 1 }));
}

/** As a booking of its time, the way availability reads bookings. */
function asBooking(
  eventDate: string,
  startTime: string,
  endTime: string,
  postcode: string | null,
): AvailabilityBooking {
  return {
    eventDate,
    startTime,
    endTime,
    duration: null,
    paymentStatus: "completed",
    status: "confirmed",
    eventPostcode: postcode,
  };
}

/** A held-times row of loadDaySnapshot's query (heldTimesSql): a placed quote hold or a live offer. */
export interface HeldRow {
  kind: "quote" | "offer";
  eventDate: string;
  startTime: string;
  /** an offer's end; null for a quote (its end is its start plus durationMinutes) */
  endTime: string | null;
  /** a quote's minutes, as text */
  duration: string | null;
  /** a quote's status */
  status: string | null;
  eventPostcode: string | null;
  quoteId: number | null;
  /** when a quote's hold was placed, ms since the epoch */
  placedMs: number | null;
}

/**
 * The same holds and offers heldTimes reads, as SQL rows in loadDaySnapshot's shape (kind, eventDate,
 * startTime, endTime, duration, paymentStatus, status, eventPostcode, quoteId, placedMs), so a day's
 * whole snapshot is one round trip: quote holds around `dates` (ranked in heldTimesOfRows), live offers on them.
 * `nowSql` is an SQL instant the caller built (never input).
 */
export function heldTimesSql(
  dates: readonly string[],
  opts: { now: Date; nowSql: string; allLiveOffers?: boolean; exceptOfferToken?: string | null },
): Prisma.Sql {
  const around = [...new Set(dates.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]))];
  const today = londonToday(opts.now);
  const now = Prisma.raw(opts.nowSql);
  const except = opts.exceptOfferToken ?? null;
  return Prisma.sql`
    SELECT 'quote' AS kind, q."eventDate", q."startTime", NULL::text AS "endTime", q."durationMinutes"::text AS duration,
           NULL::text AS "paymentStatus", q.status, q."eventPostcode", q.id AS "quoteId",
           round(EXTRACT(EPOCH FROM h.placed_at) * 1000)::float8 AS "placedMs"
      FROM quote_holds h JOIN quotes q ON q.id = h.quote_id
     WHERE h.placed_at IS NOT NULL AND h.ended_at IS NULL AND q."eventDate" = ANY(${around}::text[])
       AND ((q.status = 'sent' AND q."expiresOn" >= ${today}) OR q.status IN ('accepted', 'paid'))
    UNION ALL
    SELECT 'offer', o.event_date, o.start_time, o.end_time, NULL, NULL, NULL, NULL, NULL, NULL
      FROM waitlist_offers o
     WHERE o.event_date = ANY(${[...dates]}::text[]) AND o.claimed_at IS NULL AND o.ended_at IS NULL
       AND o.expires_at > ${now} AND (${opts.allLiveOffers ?? false}::boolean OR o.held_until > ${now})
       AND (${except}::text IS NULL OR o.token <> ${except}::text)`;
}

/** heldTimes' answer from heldTimesSql's rows: the first holds of sent quotes on `dates`, and the offers. */
export function heldTimesOfRows(rows: readonly HeldRow[], dates: readonly string[]): AvailabilityBooking[] {
  const holds = rows
    .filter((r) => r.kind === "quote")
    .map((r) => ({
      quoteId: r.quoteId!,
      eventDate: r.eventDate,
      startTime: r.startTime,
      durationMinutes: Number(r.duration),
      placedAt: Number(r.placedMs),
      status: r.status,
      eventPostcode: r.eventPostcode,
    }));
  const ranks = rankHolds(holds);
  return [
    ...holds
      .filter((h) => (ranks.get(h.quoteId) ?? 1) === 1 && h.status === "sent" && dates.includes(h.eventDate))
      .map((h) => asBooking(h.eventDate, h.startTime, computeEndTime(h.startTime, h.durationMinutes), h.eventPostcode)),
    ...rows.filter((r) => r.kind === "offer").map((r) => asBooking(r.eventDate, r.startTime, r.endTime!, null)),
  ];
}

/**
 * The held times on these dates as bookings: first holds of sent quotes and opened live waiting-list
 * offers. `allLiveOffers`: every live offer counts, opened or not (the waiting list's own matching, so
 * one freed time is offered once).
 */
export async function heldTimes(
  client: Client,
  dates: readonly string[],
  opts: { now?: Date; allLiveOffers?: boolean; exceptOfferToken?: string | null } = {},
): Promise<AvailabilityBooking[]> {
  const now = opts.now ?? new Date();
  const holds = (await rankedHolds(client, dates, now)).filter(
    (h) => h.rank === 1 && h.status === "sent" && dates.includes(h.eventDate),
  );
  const offers = await client.waitlistOffer.findMany({
    where: {
      eventDate: { in: [...dates] },
      claimedAt: null,
      endedAt: null,
      expiresAt: { gt: now },
      ...(opts.allLiveOffers ? {} : { heldUntil: { gt: now } }),
      // its owner's own offer is free to them
      ...(opts.exceptOfferToken ? { token: { not: opts.exceptOfferToken } } : {}),
    },
    select: { eventDate: true, startTime: true, endTime: true },
  });
  return [
    ...holds.map((h) =>
      asBooking(h.eventDate, h.startTime, computeEndTime(h.startTime, h.durationMinutes), h.eventPostcode),
    ),
    ...offers.map((o) => asBooking(o.eventDate, o.startTime, o.endTime, null)),
  ];
}
