import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { DEFAULT_CALENDAR_SETTINGS, calendarSettingsSchema, type CalendarSettings } from "@/lib/validation/calendars";

/**
 * The magician's calendars setting, stored as JSON on the magician's row beside the other settings;
 * null (never set) or a value that no longer reads means the default: all-day events in the
 * magician's own calendars block the whole day. Availability reads the same column in its SQL
 * (lib/server/availability/busy-events), so turning it off frees those days at once, without a sync.
 */
type Client = typeof db | Prisma.TransactionClient;

const SELECT = { id: true, calendarSettings: true } satisfies Prisma.UserSelect;
type Row = Prisma.UserGetPayload<{ select: typeof SELECT }>;

function resolve(row: Row | null): CalendarSettings {
  const parsed = row?.calendarSettings == null ? null : calendarSettingsSchema.safeParse(row.calendarSettings);
  return parsed?.success ? parsed.data : { ...DEFAULT_CALENDAR_SETTINGS };
}

function magicianRow(client: Client): Promise<Row | null> {
  return client.user.findFirst({ where: { role: "magician" }, select: SELECT, orderBy: { id: "asc" } });
}

export async function getCalendarSettings(client: Client = db): Promise<CalendarSettings> {
  return resolve(await magicianRow(client));
}

/** Replaces the setting whole (validated by the caller), audited when it changed; returns what is in force. */
export async function updateCalendarSettings(
  actor: NonNullable<Actor>,
  next: CalendarSettings,
): Promise<CalendarSettings> {
  return db.$transaction(async (tx) => {
    const row = await magicianRow(tx);
    if (!row) throw notFound("The magician's account was not found.");
    const before = resolve(row);
    const value = { allDayEventsBlock: next.allDayEventsBlock };
    const after = resolve(
      await tx.user.update({ where: { id: row.id }, data: { calendarSettings: value }, select: SELECT }),
    );
    if (before.allDayEventsBlock !== after.allDayEventsBlock)
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: row.id,
        before: { calendars: before },
        after: { calendars: after },
      });
    return after;
  });
}
