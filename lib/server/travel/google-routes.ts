import "server-only";
import type { Drive } from "@/lib/domain/travel";
import { env } from "@/lib/server/env";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { errorFields, log } from "@/lib/server/log";

/**
 * Google's Routes API (computeRoutes, driving): the drive between two UK postcodes. Used only when
 * GOOGLE_MAPS_SERVER_KEY is set; GOOGLE_ROUTES_API_BASE points it elsewhere (tests: a local stand-in).
 * Any failure, a timeout included, answers null so the caller falls back to the travel table: a slow
 * maps service must never hold up a booking.
 */

const METRES_PER_MILE = 1609.344;

export function mapsConfigured(): boolean {
  return !!env().GOOGLE_MAPS_SERVER_KEY;
}

interface RoutesAnswer {
  routes?: { distanceMeters?: number; duration?: string }[];
}

/** "3600s" → 60 (minutes, rounded up); null when it does not read. */
function minutesOf(duration: string | undefined): number | null {
  const match = duration ? /^(\d+(?:\.\d+)?)s$/.exec(duration) : null;
  return match ? Math.ceil(Number(match[1]) / 60) : null;
}

export async function fetchDrive(fromPostcode: string, toPostcode: string): Promise<Drive | null> {
  const config = env();
  const key = config.GOOGLE_MAPS_SERVER_KEY;
  if (!key) return null;
  assertOutsideTransaction("the maps service");
  try {
    const response = await fetch(`${config.GOOGLE_ROUTES_API_BASE}/directions/v2:computeRoutes`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-goog-api-key": key,
        "x-goog-fieldmask": "routes.duration,routes.distanceMeters",
      },
      body: JSON.stringify({
        origin: { address: `${fromPostcode}, UK` },
        destination: { address: `${toPostcode}, UK` },
        travelMode: "DRIVE",
        units: "IMPERIAL",
      }),
      signal: AbortSignal.timeout(config.GOOGLE_ROUTES_TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) {
      log("warn", "travel_maps_failed", { status: response.status });
      return null;
    }
    const route = ((await response.json()) as RoutesAnswer).routes?.[0];
    const minutes = minutesOf(route?.duration);
    if (!route || minutes === null || typeof route.distanceMeters !== "number") return null;
    return { minutes, miles: Math.ceil(route.distanceMeters / METRES_PER_MILE) };
  } catch (error) {
    log("warn", "travel_maps_failed", errorFields(error));
    return null;
  }
}
