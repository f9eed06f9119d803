import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { siteUrl } from "@/lib/server/env";
import { forbidden, notFound } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import { ACCOUNT_ID, connectedAccount } from "./account";
import { NOTIFY_PATH, calendarApi, oauthClient } from "./client";

/**
 * Push notifications: a watch channel on each calendar the site reads, so Google tells the site
 * when something changed instead of the site waiting for its next run. Each channel has a random
 * token Google repeats on every notification; the notify route accepts only a known channel id with
 * its token. Channels last a week at most; a scheduled job renews the ones ending within a day.
 */

const CHANNEL_TTL_SECONDS = 7 * 24 * 60 * 60;
const RENEW_WITHIN_MS = 24 * 60 * 60_000;

/** The calendars the site reads: the ones counted as busy and the one it writes to (to see changes to its events). */
export function readCalendarIds(calendars: readonly { id: string; busy: boolean; writeTo: boolean }[]): string[] {
  return calendars.filter((c) => c.busy || c.writeTo).map((c) => c.id);
}

async function stopOne(
  api: ReturnType<typeof calendarApi>,
  row: { channelId: string | null; resourceId: string | null },
): Promise<void> {
  if (!row.channelId || !row.resourceId) return;
  try {
    await api.channels.stop({ requestBody: { id: row.channelId, resourceId: row.resourceId } });
  } catch (error) {
    log("warn", "google_calendar_channel_stop_failed", errorFields(error));
  }
}

/**
 * Opens a channel on each read calendar that has none ending later than a day from now, stops the
 * ones replaced and those of calendars no longer read. Failures are logged: the scheduled sync
 * still reads every calendar.
 */
export async function watchCalendars(now = new Date()): Promise<number> {
  const account = await connectedAccount();
  if (!account) return 0;
  const api = calendarApi(oauthClient(account.refreshToken));
  const wanted = readCalendarIds(account.calendars);
  const rows = await db.googleCalendarChannel.findMany();
  for (const row of rows.filter((r) => !wanted.includes(r.calendarId))) {
    await stopOne(api, row);
    await db.googleCalendarChannel.delete({ where: { calendarId: row.calendarId } });
  }
  let opened = 0;
  for (const calendarId of wanted) {
    const row = rows.find((r) => r.calendarId === calendarId);
    if (row?.channelExpiresAt && row.channelExpiresAt.getTime() - now.getTime() > RENEW_WITHIN_MS) continue;
    const id = randomUUID();
    const token = randomBytes(24).toString("base64url");
    try {
      const answer = await api.events.watch({
        calendarId,
        requestBody: {
          id,
          token,
          type: "web_hook",
          address: `${siteUrl()}${NOTIFY_PATH}`,
          params: { ttl: String(CHANNEL_TTL_SECONDS) },
        },
      });
      const expires = Number(answer.data.expiration);
      const data = {
        channelId: id,
        channelToken: token,
        resourceId: answer.data.resourceId ?? null,
        channelExpiresAt: new Date(
          Number.isFinite(expires) && expires > 0 ? expires : now.getTime() + CHANNEL_TTL_SECONDS * 1000,
        ),
      };
      await db.googleCalendarChannel.upsert({ where: { calendarId }, create: { calendarId, ...data }, update: data });
      if (row) await stopOne(api, row);
      opened += 1;
    } catch (error) {
      log("warn", "google_calendar_watch_failed", { calendarId, ...errorFields(error) });
    }
  }
  return opened;
}

/** Stops every channel at Google (disconnecting). */
export async function stopChannels(refreshToken: string): Promise<void> {
  const api = calendarApi(oauthClient(refreshToken));
  for (const row of await db.googleCalendarChannel.findMany()) await stopOne(api, row);
}

/**
 * A notification from Google: 404 for a channel the site does not know, 403 for a wrong token;
 * otherwise the next sync run reads the calendars at once.
 */
export async function acceptNotification(channelId: string | null, token: string | null): Promise<void> {
  const row = channelId ? await db.googleCalendarChannel.findUnique({ where: { channelId } }) : null;
  if (!row?.channelToken) throw notFound();
  if (!token || !constantTimeEqual(row.channelToken, token)) throw forbidden();
  await db.googleCalendarAccount.updateMany({ where: { id: ACCOUNT_ID }, data: { syncRequestedAt: new Date() } });
}
