import "server-only";
import { writeToCount } from "@/lib/domain/google-calendar";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/http";
import { ACCOUNT_ID, calendarsOf } from "./account";
import { watchCalendars } from "./channels";

import { ONE_WRITE_CALENDAR } from "@/lib/validation/google-calendar";

export { ONE_WRITE_CALENDAR };
export const UNKNOWN_CALENDAR = "That calendar is not in the connected account.";

/**
 * The magician's choice of calendars: which count as busy, and the one the site writes its bookings
 * to (at most one). Calendars not named keep their choice. Then the push channels follow the choice.
 */
export async function chooseGoogleCalendars(
  actor: Actor,
  chosen: readonly { id: string; busy: boolean; writeTo: boolean }[],
): Promise<void> {
  const row = await db.googleCalendarAccount.findUnique({ where: { id: ACCOUNT_ID } });
  if (!row) throw conflict("Google Calendar is not connected.");
  const calendars = calendarsOf(row.calendars);
  const unknown = chosen.findIndex((c) => !calendars.some((known) => known.id === c.id));
  if (unknown >= 0) throw badRequest(UNKNOWN_CALENDAR, { [`calendars.${unknown}.id`]: UNKNOWN_CALENDAR });
  const next = calendars.map((c) => {
    const choice = chosen.find((given) => given.id === c.id);
    return choice ? { ...c, busy: choice.busy, writeTo: choice.writeTo } : c;
  });
  if (writeToCount(next) > 1) throw badRequest(ONE_WRITE_CALENDAR, { calendars: ONE_WRITE_CALENDAR });
  // A calendar that starts counting as busy must be read in full: its sync token only knows what changed since.
  const nowBusy = next.filter((c) => c.busy && !calendars.some((old) => old.id === c.id && old.busy)).map((c) => c.id);
  await db.$transaction(async (tx) => {
    if (nowBusy.length > 0)
      await tx.googleCalendarChannel.updateMany({ where: { calendarId: { in: nowBusy } }, data: { syncToken: null } });
    await tx.googleCalendarAccount.update({
      where: { id: ACCOUNT_ID },
      data: { calendars: next as never, syncRequestedAt: new Date() },
    });
    await audit(tx, actor, {
      action: "google-calendar.choose",
      entity: "google-calendar",
      before: calendars,
      after: next,
    });
  });
  await watchCalendars();
}
