import "server-only";
import type { BusyOccurrence } from "@/lib/domain/ics-busy";
import type { Prisma } from "@/lib/server/db";

/**
 * Writing one calendar's busy events: everything it had is replaced by what was just read, inside
 * the caller's transaction (so availability never sees half a calendar), nothing fetched in it.
 */

/** At most this many occurrences are kept a calendar (the earliest): a runaway rule cannot fill the table. */
export const MAX_EVENTS_PER_CALENDAR = 20_000;
const CHUNK = 1_000;

export async function replaceCalendarEvents(
  tx: Prisma.TransactionClient,
  source: "ics" | "google",
  calendarKey: string,
  events: readonly BusyOccurrence[],
  syncedAt: Date,
): Promise<number> {
  await tx.calendarBusyEvent.deleteMany({ where: { source, calendarKey } });
  const kept = events.slice(0, MAX_EVENTS_PER_CALENDAR);
  for (let i = 0; i < kept.length; i += CHUNK) {
    await tx.calendarBusyEvent.createMany({
      data: kept.slice(i, i + CHUNK).map((e) => ({
        source,
        calendarKey,
        occurrenceKey: e.occurrenceKey,
        title: e.title.slice(0, 500),
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        allDay: e.allDay,
        location: e.location?.slice(0, 500) ?? null,
        postcode: e.postcode,
        syncedAt,
      })),
      skipDuplicates: true,
    });
  }
  return kept.length;
}
