import "server-only";
import { heldTimes } from "@/lib/server/availability/held-times";
import { addDays } from "@/lib/domain/dates";
import { activeBookingWhere } from "@/lib/domain/booking-status";
import type { SlotTravel } from "@/lib/domain/time-slots";
import {
  parseUkPostcode,
  tableDriveBetween,
  tableDriveFromHome,
  type Drive,
  type TravelSettings,
} from "@/lib/domain/travel";
import { travelQuote, type TravelQuote, type TravelRefusal, type TravelSource } from "@/lib/domain/travel-fee";
import { VENUE_POSTCODE_MESSAGE } from "@/lib/validation/travel";
import { busyPostcodesAround } from "@/lib/server/availability/busy-events";
import { db, type Prisma } from "@/lib/server/db";
import { badRequest } from "@/lib/server/http";
import type { RateLimitRule } from "@/lib/server/rate-limit";
import { getMagicianTravel } from "@/lib/server/settings/travel";
import { fetchDrive, mapsConfigured } from "./google-routes";

/**
 * Drives for the slot rules and the travel fee. Everything here may call the maps service, so it
 * runs BEFORE any transaction or lock: callers resolve the drives first and hand the slot rules a
 * synchronous lookup (SlotTravel). A pair the lookup was not given (a booking made meanwhile) falls
 * back to the travel table, so the check under the lock never waits on the network.
 */

/** Maps answers are kept this long (roads change slowly; the key's quota does not). */
const CACHE_DAYS = 90;

/** One cache key a pair of districts, the same both ways (drives are close enough to symmetric). */
function pairKey(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

/** Drives between districts from the cache, asking the maps service for the pairs it lacks (then cached). */
async function mapsDrives(pairs: [string, string][]): Promise<Map<string, Drive>> {
  const found = new Map<string, Drive>();
  const wanted = new Map<string, [string, string]>();
  for (const [a, b] of pairs) {
    if (a === b) continue;
    const key = pairKey(a, b);
    wanted.set(key.join(">"), key);
  }
  if (wanted.size === 0) return found;
  const since = new Date(Date.now() - CACHE_DAYS * 86_400_000);
  const cached = await db.travelDrive.findMany({
    where: {
      OR: [...wanted.values()].map(([fromDistrict, toDistrict]) => ({ fromDistrict, toDistrict })),
      fetchedAt: { gte: since },
    },
  });
  for (const row of cached)
    found.set(`${row.fromDistrict}>${row.toDistrict}`, { minutes: row.minutes, miles: row.miles });
  const missing = [...wanted.entries()].filter(([key]) => !found.has(key));
  await Promise.all(
    missing.map(async ([key, [from, to]]) => {
      const drive = await fetchDrive(from, to);
      if (!drive) return;
      found.set(key, drive);
      await db.travelDrive.upsert({
        where: { fromDistrict_toDistrict: { fromDistrict: from, toDistrict: to } },
        create: { fromDistrict: from, toDistrict: to, minutes: drive.minutes, miles: drive.miles },
        update: { minutes: drive.minutes, miles: drive.miles, fetchedAt: new Date() },
      });
    }),
  );
  return found;
}

function mapsLookup(
  found: Map<string, Drive>,
  a: string | null | undefined,
  b: string | null | undefined,
): Drive | null {
  const da = parseUkPostcode(a)?.district;
  const dbb = parseUkPostcode(b)?.district;
  if (!da || !dbb) return null;
  if (da === dbb) return { minutes: 0, miles: 0 };
  return found.get(pairKey(da, dbb).join(">")) ?? null;
}

/** The postcodes of the venues booked around a date (the day before, the day, the day after), outside engagements included. */
async function postcodesAround(date: string): Promise<string[]> {
  const rows = await db.booking.findMany({
    where: {
      eventDate: { in: [addDays(date, -1), date, addDays(date, 1)] },
      eventPostcode: { not: null },
      ...activeBookingWhere(new Date()),
    },
    select: { eventPostcode: true },
    distinct: ["eventPostcode"],
  });
  // The venues of the magician's outside engagements, and a quote's held time, are driven to and
  // from like a booking's.
  const outside = await busyPostcodesAround(date);
  const held = await heldTimes(db, [addDays(date, -1), date, addDays(date, 1)]);
  return [
    ...new Set([...rows.map((row) => row.eventPostcode!), ...held.map((h) => h.eventPostcode ?? ""), ...outside]),
  ].filter(Boolean);
}

/** A drive between two postcodes with where it came from, or null when neither source knows it. */
export type DriveLookup = (
  a: string | null | undefined,
  b: string | null | undefined,
) => (Drive & { source: TravelSource }) | null;

/**
 * Drives between the given pairs of postcodes: the maps service's (cached) when configured, else the
 * table; a pair not given is answered from the table alone (it never waits on the network).
 */
export async function resolveDrives(
  pairs: [string | null | undefined, string | null | undefined][],
  settings?: TravelSettings,
): Promise<DriveLookup> {
  const areas = (settings ?? (await getMagicianTravel()).travel).areas;
  let found = new Map<string, Drive>();
  if (mapsConfigured()) {
    const districts = pairs
      .map(([a, b]) => [parseUkPostcode(a)?.district, parseUkPostcode(b)?.district])
      .filter((pair): pair is [string, string] => !!pair[0] && !!pair[1]);
    found = await mapsDrives(districts);
  }
  return (a, b) => {
    const maps = mapsLookup(found, a, b);
    if (maps) return { ...maps, source: "maps" };
    const table = tableDriveBetween(areas, a, b);
    return table ? { ...table, source: "table" } : null;
  };
}

/**
 * The travel rule for a candidate venue on a date: its postcode and the drives to the venues booked
 * around it (maps when configured, else the table). Undefined when the venue's postcode is unknown,
 * which leaves the specification's 60-minute buffers.
 */
export async function resolveSlotTravel(input: {
  eventDate: string;
  postcode: string | null | undefined;
  settings?: TravelSettings;
}): Promise<SlotTravel | undefined> {
  const venue = parseUkPostcode(input.postcode);
  if (!venue) return undefined;
  const others = mapsConfigured() ? await postcodesAround(input.eventDate) : [];
  const drive = await resolveDrives(
    others.map((other) => [venue.postcode, other]),
    input.settings,
  );
  return { postcode: venue.postcode, driveMinutes: (a, b) => drive(a, b)?.minutes ?? null };
}

/** For the wizard and the server's price alike: the drive from home to a venue and what it costs. */
export async function quoteTravelTo(postcode: string): Promise<TravelQuote & { postcode: string | null }> {
  const { homePostcode, travel } = await getMagicianTravel();
  const venue = parseUkPostcode(postcode);
  let drive: Drive | null = null;
  let source: TravelSource = "default";
  let area: string | null = venue?.area ?? null;
  if (venue) {
    const home = parseUkPostcode(homePostcode);
    if (home && mapsConfigured()) {
      drive = mapsLookup(await mapsDrives([[home.district, venue.district]]), home.postcode, venue.postcode);
      if (drive) {
        source = "maps";
        area = venue.district;
      }
    }
    if (!drive) {
      drive = tableDriveFromHome(travel.areas, venue.postcode);
      if (drive) {
        source = "table";
        area = travel.areas.some((row) => row.area === venue.district) ? venue.district : venue.area;
      }
    }
  }
  const quote = travelQuote({ settings: travel, drive, source, area });
  return { ...quote, postcode: venue?.postcode ?? null };
}

/**
 * Why a public booking at this venue is sent to the enquiry form (distance mode: beyond maxMiles or a
 * drive nobody knows), or null when it may be booked online (always in flat mode).
 */
export async function onlineTravelRefusal(postcode: string | null | undefined): Promise<TravelRefusal | null> {
  const { travel } = await getMagicianTravel();
  if (travel.mode !== "distance" || !parseUkPostcode(postcode)) return null;
  return (await quoteTravelTo(postcode!)).refusal;
}

/**
 * By distance a booking or quote the magician makes names its venue's postcode (what the journey is
 * judged by, never the address's free text): 400 on eventPostcode without it.
 */
export async function assertVenuePostcode(
  postcode: string | null | undefined,
  client: typeof db | Prisma.TransactionClient = db,
): Promise<void> {
  if (postcode) return;
  const { travel } = await getMagicianTravel(client);
  if (travel.mode === "distance") throw badRequest(VENUE_POSTCODE_MESSAGE, { eventPostcode: VENUE_POSTCODE_MESSAGE });
}

/** How often one client address may ask the travel fee (the wizard asks once a venue; ten minutes' worth of typing is plenty). */
export const TRAVEL_RATE_LIMIT: RateLimitRule = { key: "travel:ip", limit: 120, windowMs: 10 * 60_000 };
