import "server-only";
import { runtimeMode } from "@/lib/server/env";

/**
 * The public reads every visitor's browser makes (the services, the published reviews, a day's
 * availability, a month's bookings for the wizard's calendar), kept in this process for a few
 * seconds, so that a busy landing page costs the database one query per read and period instead
 * of one per visitor.
 *
 * Why it stays right:
 * - Every write made through this process forgets everything kept: the route boundary
 *   (lib/server/route.ts) calls forgetPublicReads() after any successful POST/PUT/PATCH/DELETE,
 *   and revalidate.ts after the magician's changes to the site, made from wherever.
 * - A write made elsewhere (another instance, a job, a script) is seen once the entry's lifetime
 *   has passed: seconds for what bookings change (availability, the calendar), a minute for
 *   the catalogue and the reviews, less than the landing page's own 5 minutes. Nothing decided is
 *   read from here: a booking is checked against the database under the date's lock, so a time
 *   shown free a second too long is refused with its message at checkout, never double-booked.
 * - Only answers meant for anyone are kept (the caller decides; never one that read a session),
 *   and a failed read is not kept.
 * - Under jest (NODE_ENV=test) nothing is kept: the integration tests write to the database
 *   directly between two reads; tests/unit/server/public-read-cache.test.ts tests the keeping.
 */

/** How long a kept answer is served, per kind of read. */
export const PUBLIC_READ_TTL_MS = {
  /** the catalogue: changed by the magician only */
  services: 60_000,
  /** published reviews: changed by the magician's moderation */
  reviews: 60_000,
  /** what bookings, holds and blocked hours change: a hold's expiry shows at most this late */
  bookings: 2_000,
} as const;

export type PublicReadKind = keyof typeof PUBLIC_READ_TTL_MS;

/** More keys than this (distinct dates and ranges asked for) and the oldest entries are dropped. */
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  body: Promise<string>;
}

const entries = new Map<string, Entry>();
/** Bumped by forgetPublicReads(): a read that started before a write is not kept after it. */
let generation = 0;

/**
 * The JSON text of `read()`'s result, kept under `kind` and `key` for its kind's lifetime. Callers
 * waiting for the same key share one read; a read that fails is forgotten at once.
 */
export function keptPublicRead(
  kind: PublicReadKind,
  key: string,
  read: () => Promise<unknown>,
  now: () => number = Date.now,
  keep = runtimeMode() !== "test",
): Promise<string> {
  if (!keep) return read().then((value) => JSON.stringify(value));
  const id = `${kind}:${key}`;
  const kept = entries.get(id);
  if (kept && kept.expires > now()) return kept.body;
  const startedIn = generation;
  const body = read().then((value) => JSON.stringify(value));
  const entry = { expires: now() + PUBLIC_READ_TTL_MS[kind], body };
  entries.delete(id);
  entries.set(id, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  body.then(
    () => {
      // a write came in while reading: the answer may predate it, so it serves this caller only
      if (startedIn !== generation && entries.get(id) === entry) entries.delete(id);
    },
    () => {
      if (entries.get(id) === entry) entries.delete(id);
    },
  );
  return body;
}

/** A 200 JSON answer with a kept read's text. */
export async function publicReadResponse(
  kind: PublicReadKind,
  key: string,
  read: () => Promise<unknown>,
): Promise<Response> {
  return new Response(await keptPublicRead(kind, key, read), {
    headers: { "content-type": "application/json" },
  });
}

/** Forgets every kept read: after any write this process makes. */
export function forgetPublicReads(): void {
  generation += 1;
  entries.clear();
}
