// The magician's Google Calendar against a local stand-in of Google (tests/support/google-calendar-standin.ts),
// through the route handlers and the jobs' functions on a real database: the OAuth connection (state
// checked, refresh token sealed), busy events read with sync tokens (and a full read after 410 Gone),
// push notifications, bookings written once under ids derived from them, moved and cancelled with the
// bookings, a change made in Google held for the magician (apply, restore), and disconnecting.
import { GET as connectRoute } from "@/app/api/admin/calendars/google/connect/route";
import { GET as callbackRoute } from "@/app/api/admin/calendars/google/callback/route";
import {
  DELETE as disconnectRoute,
  GET as summaryRoute,
  PUT as chooseRoute,
} from "@/app/api/admin/calendars/google/route";
import { GET as changesRoute } from "@/app/api/admin/calendars/google/changes/route";
import { POST as applyRoute } from "@/app/api/admin/calendars/google/changes/[id]/apply/route";
import { POST as restoreRoute } from "@/app/api/admin/calendars/google/changes/[id]/restore/route";
import { POST as notifyRoute } from "@/app/api/calendar/google/notify/route";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import fs from "node:fs";
import path from "node:path";
import { bookingEventId } from "@/lib/domain/google-calendar";
import { londonDateTime } from "@/lib/domain/dates";
import { syncGoogleCalendars, syncGoogleCalendarsIfDue } from "@/lib/server/calendars/google/sync";
import { writeBookingsToGoogle } from "@/lib/server/calendars/google/write-out";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { runRecorded } from "@/lib/server/jobs/runs";
import { GoogleCalendarStandIn } from "../../support/google-calendar-standin";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createPaidBooking, expectMagicianOnly, londonToday } from "../admin/helpers";

jest.setTimeout(120_000);

const PRIMARY = "magician@example.com";
const FAMILY = "family@group.calendar.google.com";
const google = new GoogleCalendarStandIn();
const DAY = addDays(londonToday(), 20);

beforeAll(async () => {
  const base = await google.start();
  process.env.GOOGLE_CLIENT_ID = "client-id.apps.googleusercontent.com";
  process.env.GOOGLE_CLIENT_SECRET = "client-secret";
  process.env.GOOGLE_OAUTH_BASE = base;
  process.env.GOOGLE_CALENDAR_API_BASE = base;
});
afterAll(async () => {
  await google.stop();
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_OAUTH_BASE", "GOOGLE_CALENDAR_API_BASE"])
    delete process.env[name];
  await db.$disconnect();
});
beforeEach(async () => {
  google.reset();
  await resetAndSeed();
});

/** Runs the connect route and follows Google's consent back to the callback with `code`. */
async function connect(code = "good-code", known = true) {
  if (known) google.codes.add(code);
  const user = await magician();
  const started = await connectRoute(await request("/api/admin/calendars/google/connect", { as: user }));
  expect(started.status).toBe(302);
  const consent = new URL(started.headers.get("location")!);
  const nonce = /google-calendar-state=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
  const state = consent.searchParams.get("state")!;
  const cookieOf = async () => (await request("/", { as: user })).headers.get("cookie");
  const back = await callbackRoute(
    await request(`/api/admin/calendars/google/callback?code=${code}&state=${encodeURIComponent(state)}`, {
      headers: { cookie: `${await cookieOf()}; google-calendar-state=${nonce}` },
    }),
  );
  return { consent, state, nonce, back, user };
}

function timed(id: string, date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    summary: `Gig ${id}`,
    start: { dateTime: londonDateTime(date, from).toISOString() },
    end: { dateTime: londonDateTime(date, to).toISOString() },
    ...extra,
  };
}

describe("connecting", () => {
  it("sends the magician to consent with offline access and a signed state, and keeps the refresh token sealed", async () => {
    await expectMagicianOnly(connectRoute as never, "/api/admin/calendars/google/connect");
    const { consent, back } = await connect();
    expect(consent.pathname).toBe("/o/oauth2/v2/auth");
    expect(consent.searchParams.get("access_type")).toBe("offline");
    expect(consent.searchParams.get("prompt")).toBe("consent");
    expect(consent.searchParams.get("redirect_uri")).toMatch(/\/api\/admin\/calendars\/google\/callback$/);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toContain("google=connected");
    const row = await db.googleCalendarAccount.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.email).toBe("magician@example.com");
    const [refresh] = [...google.refreshTokens];
    expect(refresh).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(refresh);
    const dump = await db.$queryRawUnsafe<unknown[]>(`SELECT * FROM google_calendar_accounts`);
    expect(JSON.stringify(dump)).not.toContain(refresh);
    const summary = await call(summaryRoute as never, "/api/admin/calendars/google");
    expect(summary.body).toMatchObject({
      configured: true,
      connected: true,
      account: "magician@example.com",
      calendars: [
        { id: PRIMARY, summary: "Magician", busy: true, writeTo: true },
        { id: FAMILY, summary: "Family", busy: false, writeTo: false },
      ],
    });
    // a push channel was opened on the primary calendar, to the notify route
    expect([...google.channels.values()]).toEqual([
      expect.objectContaining({
        calendarId: PRIMARY,
        address: expect.stringMatching(/\/api\/calendar\/google\/notify$/),
      }),
    ]);
  });

  it("refuses a callback whose state was altered, or that comes without this browser's nonce, and keeps nothing", async () => {
    google.codes.add("code-2");
    const user = await magician();
    const started = await connectRoute(await request("/api/admin/calendars/google/connect", { as: user }));
    const state = new URL(started.headers.get("location")!).searchParams.get("state")!;
    const nonce = /google-calendar-state=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
    const session = (await request("/", { as: user })).headers.get("cookie");
    const tampered = state.replace(/^\d+/, "999");
    for (const [given, cookie] of [
      [tampered, `${session}; google-calendar-state=${nonce}`],
      [state, session],
      [state, `${session}; google-calendar-state=other-nonce`],
    ] as const) {
      const answer = await callbackRoute(
        await request(`/api/admin/calendars/google/callback?code=code-2&state=${encodeURIComponent(given)}`, {
          headers: { cookie: cookie ?? "" },
        }),
      );
      expect(answer.status).toBe(400);
      expect((await answer.json()).fieldErrors).toHaveProperty("state");
    }
    expect(await db.googleCalendarAccount.count()).toBe(0);
    expect(google.codes.has("code-2")).toBe(true); // the code was never exchanged

    // a code Google refuses (used twice, expired): 400, nothing kept
    const refused = await connect("stale-code", false);
    expect(refused.back.status).toBe(400);
    expect((await refused.back.json()).fieldErrors).toHaveProperty("code");
    expect(await db.googleCalendarAccount.count()).toBe(0);
  });

  it("chooses calendars: 400 with fieldErrors for two to write to; disconnecting revokes the token and forgets all", async () => {
    await connect();
    const two = await call(chooseRoute as never, "/api/admin/calendars/google", {
      method: "PUT",
      body: {
        calendars: [
          { id: PRIMARY, busy: true, writeTo: true },
          { id: FAMILY, busy: true, writeTo: true },
        ],
      },
    });
    expect(two.status).toBe(400);
    expect(two.body.fieldErrors).toHaveProperty("calendars");
    const chosen = await call(chooseRoute as never, "/api/admin/calendars/google", {
      method: "PUT",
      body: { calendars: [{ id: FAMILY, busy: true, writeTo: false }] },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.calendars).toEqual([
      { id: PRIMARY, summary: "Magician", busy: true, writeTo: true },
      { id: FAMILY, summary: "Family", busy: true, writeTo: false },
    ]);
    expect(google.channels.size).toBe(2);
    google.put(FAMILY, timed("family1", DAY, "10:00", "12:00"));
    expect(await syncGoogleCalendars()).toBe(1);

    const [refresh] = [...google.refreshTokens];
    const gone = await call(disconnectRoute as never, "/api/admin/calendars/google", { method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(google.revoked).toContain(refresh);
    expect(google.stopped).toHaveLength(2);
    expect(await db.googleCalendarAccount.count()).toBe(0);
    expect(await db.calendarBusyEvent.count({ where: { source: "google" } })).toBe(0);
    expect((await call(summaryRoute as never, "/api/admin/calendars/google")).body).toEqual({
      configured: true,
      connected: false,
      calendars: [],
    });
  });
});

describe("reading busy times", () => {
  it("keeps busy events (all-day too), ignores free and cancelled ones and the site's own, then reads incrementally", async () => {
    await connect();
    google.put(PRIMARY, timed("gig1", DAY, "18:00", "21:00", { location: "Barrowland, Gallowgate, Glasgow G40 4TT" }));
    google.put(PRIMARY, timed("free1", DAY, "09:00", "10:00", { transparency: "transparent" }));
    google.put(PRIMARY, { ...timed("gone1", DAY, "11:00", "12:00"), status: "cancelled" });
    google.put(PRIMARY, {
      id: "holiday1",
      summary: "Holiday",
      start: { date: addDays(DAY, 1) },
      end: { date: addDays(DAY, 3) },
    });
    google.put(PRIMARY, timed(bookingEventId(424242), DAY, "14:00", "15:00"));
    expect(await syncGoogleCalendars()).toBe(2);
    const rows = await db.calendarBusyEvent.findMany({ where: { source: "google" }, orderBy: { startsAt: "asc" } });
    expect(rows.map((r) => [r.occurrenceKey, r.allDay, r.postcode])).toEqual([
      ["gig1", false, "G40 4TT"],
      ["holiday1", true, null],
    ]);
    expect(rows[1]!.startsAt).toEqual(londonDateTime(addDays(DAY, 1)));
    expect(rows[1]!.endsAt).toEqual(londonDateTime(addDays(DAY, 3)));

    // incremental: the next read carries the sync token, and a deletion removes the row
    google.remove(PRIMARY, "gig1");
    google.put(PRIMARY, timed("gig2", DAY, "13:00", "14:00"));
    expect(await syncGoogleCalendars()).toBe(2);
    const lists = google.requests.filter((r) => r.method === "GET" && r.path.endsWith("/events"));
    expect(lists.at(-1)!.query.get("syncToken")).toMatch(/^st\d+$/);
    expect(lists.at(-1)!.query.get("singleEvents")).toBe("true");
    expect(
      (await db.calendarBusyEvent.findMany({ where: { source: "google" } })).map((r) => r.occurrenceKey).sort(),
    ).toEqual(["gig2", "holiday1"]);

    // 410 Gone: the token is dropped and the calendar read in full again
    google.expireSyncTokens();
    google.put(PRIMARY, timed("gig3", DAY, "22:00", "23:00"));
    expect(await syncGoogleCalendars()).toBe(3);
    const afterExpiry = google.requests.filter((r) => r.method === "GET" && r.path.endsWith("/events")).slice(-2);
    expect(afterExpiry[0]!.query.get("syncToken")).toBeTruthy();
    expect(afterExpiry[1]!.query.get("syncToken")).toBeNull();
    expect(afterExpiry[1]!.query.get("timeMin")).toBeTruthy();

    // a calendar read only for the site's own events (written to, not busy) that starts counting as busy
    // is read in full, so its events from before the choice count too
    await call(chooseRoute as never, "/api/admin/calendars/google", {
      method: "PUT",
      body: { calendars: [{ id: PRIMARY, busy: false, writeTo: true }] },
    });
    expect(await syncGoogleCalendars()).toBe(0);
    await call(chooseRoute as never, "/api/admin/calendars/google", {
      method: "PUT",
      body: { calendars: [{ id: PRIMARY, busy: true, writeTo: true }] },
    });
    expect(await syncGoogleCalendars()).toBe(3);
  });

  // Availability reads calendar_busy_events where the ICS half wires it; until then this test waits for it.
  const availabilityReadsBusyEvents = (function search(dir: string): boolean {
    return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name !== "calendars" && search(full);
      return /\.tsx?$/.test(entry.name) && fs.readFileSync(full, "utf8").includes("calendarBusyEvent");
    });
  })(path.join(process.cwd(), "lib/server"));

  (availabilityReadsBusyEvents ? it : it.skip)(
    "a busy Google event takes its times out of /api/availability",
    async () => {
      const times = async () => {
        const answer = await availabilityRoute(await request(`/api/availability?date=${DAY}&duration=60`));
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { times: string[] }).times;
      };
      expect(await times()).toContain("19:00");
      await connect();
      google.put(PRIMARY, timed("gig1", DAY, "18:00", "21:00"));
      await syncGoogleCalendars();
      expect(await times()).not.toContain("19:00");
    },
  );

  it("accepts a push notification only for a known channel with its token, and then syncs on the next run", async () => {
    await connect();
    const channel = await db.googleCalendarChannel.findUniqueOrThrow({ where: { calendarId: PRIMARY } });
    const notify = async (headers: Record<string, string>) =>
      (await notifyRoute(await request("/api/calendar/google/notify", { method: "POST", headers }))).status;
    expect(await notify({ "x-goog-channel-id": "unknown", "x-goog-channel-token": "x" })).toBe(404);
    expect(await notify({ "x-goog-channel-id": channel.channelId!, "x-goog-channel-token": "wrong" })).toBe(403);
    await syncGoogleCalendars();
    expect(await syncGoogleCalendarsIfDue()).toBeNull(); // just synced, nothing asked
    google.put(PRIMARY, timed("gig9", DAY, "18:00", "19:00"));
    expect(
      await notify({
        "x-goog-channel-id": channel.channelId!,
        "x-goog-channel-token": channel.channelToken!,
        "x-goog-resource-state": "exists",
      }),
    ).toBe(204);
    expect(await syncGoogleCalendarsIfDue()).toBe(1);
  });
});

describe("push channels", () => {
  it("the renewal job replaces a channel ending within a day and stops the old one, and leaves a fresh one", async () => {
    await connect();
    const job = SCHEDULED_JOBS.find((j) => j.name === "google-calendar-channels")!;
    expect(await runRecorded(job)).toBe("0 channels opened");
    const old = await db.googleCalendarChannel.findUniqueOrThrow({ where: { calendarId: PRIMARY } });
    await db.googleCalendarChannel.update({
      where: { calendarId: PRIMARY },
      data: { channelExpiresAt: new Date(Date.now() + 60 * 60_000) },
    });
    expect(await runRecorded(job)).toBe("1 channels opened");
    const renewed = await db.googleCalendarChannel.findUniqueOrThrow({ where: { calendarId: PRIMARY } });
    expect(renewed.channelId).not.toBe(old.channelId);
    expect(renewed.channelToken).not.toBe(old.channelToken);
    expect(renewed.syncToken).toBe(old.syncToken);
    expect(google.stopped).toEqual([old.channelId]);
    expect([...google.channels.keys()]).toEqual([renewed.channelId]);
  });
});

describe("writing bookings out", () => {
  it("the write job writes a booking once over two runs and says so in the run history", async () => {
    await connect();
    const b = await createPaidBooking({ status: "confirmed", eventDate: DAY, startTime: "19:00", endTime: "20:00" });
    const job = SCHEDULED_JOBS.find((j) => j.name === "google-calendar-write")!;
    expect(await runRecorded(job)).toBe("1 written, 0 updated, 0 deleted, 0 failed");
    expect(await runRecorded(job)).toBe("nothing to do");
    expect(google.calendarEvents(PRIMARY).size).toBe(1);
    expect(google.event(PRIMARY, bookingEventId(b.id))!.summary).toContain(b.clientName);
  });

  it("writes a confirmed booking once even when the job runs twice or forgot it wrote it, moves and deletes it", async () => {
    await connect();
    const b = await createPaidBooking({ status: "confirmed", eventDate: DAY, startTime: "19:00", endTime: "20:00" });
    await createPaidBooking({ status: "cancelled", eventDate: DAY, startTime: "15:00", endTime: "16:00" });
    expect((await writeBookingsToGoogle()).written).toBe(1);
    expect((await writeBookingsToGoogle()).written).toBe(0);
    const eventId = bookingEventId(b.id);
    expect(google.event(PRIMARY, eventId)).toMatchObject({
      status: "confirmed",
      start: { dateTime: londonDateTime(DAY, "19:00").toISOString() },
      end: { dateTime: londonDateTime(DAY, "20:00").toISOString() },
    });
    // a crash after Google answered but before the row was kept: the next run meets 409 and updates
    await db.googleCalendarWrite.deleteMany({});
    expect((await writeBookingsToGoogle()).written).toBe(1);
    expect(google.calendarEvents(PRIMARY).size).toBe(1);
    expect(google.requests.filter((r) => r.method === "POST" && r.path.endsWith("/events"))).toHaveLength(2);

    // the site's own event is not busy time
    expect(await syncGoogleCalendars()).toBe(0);

    await db.booking.update({ where: { id: b.id }, data: { startTime: "20:00", endTime: "21:00" } });
    expect((await writeBookingsToGoogle()).updated).toBe(1);
    expect(google.event(PRIMARY, eventId)!.start.dateTime).toBe(londonDateTime(DAY, "20:00").toISOString());
    await syncGoogleCalendars();
    expect((await call(changesRoute as never, "/api/admin/calendars/google/changes")).body.changes).toEqual([]);

    await db.booking.update({ where: { id: b.id }, data: { status: "cancelled" } });
    expect((await writeBookingsToGoogle()).deleted).toBe(1);
    expect(google.event(PRIMARY, eventId)!.status).toBe("cancelled");
    expect(await db.googleCalendarWrite.count()).toBe(0);
    await syncGoogleCalendars();
    expect((await call(changesRoute as never, "/api/admin/calendars/google/changes")).body.changes).toEqual([]);
  });

  it("shows a booking's event deleted in Google as a change until the magician restores it", async () => {
    await connect();
    const b = await createPaidBooking({ status: "confirmed", eventDate: DAY, startTime: "19:00", endTime: "20:00" });
    await writeBookingsToGoogle();
    await syncGoogleCalendars();
    google.remove(PRIMARY, bookingEventId(b.id));
    await syncGoogleCalendars();
    const changes = await call(changesRoute as never, "/api/admin/calendars/google/changes");
    expect(changes.body.changes).toEqual([
      expect.objectContaining({ bookingId: b.id, kind: "deleted", description: "Deleted" }),
    ]);
    // the job leaves it alone meanwhile, and the booking is unchanged
    await writeBookingsToGoogle();
    expect(google.event(PRIMARY, bookingEventId(b.id))!.status).toBe("cancelled");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("confirmed");

    const path = `/api/admin/calendars/google/changes/${b.id}/restore`;
    await expectMagicianOnly(restoreRoute as never, path, { method: "POST", params: { id: String(b.id) } });
    const restored = await call(restoreRoute as never, path, { method: "POST", params: { id: String(b.id) } });
    expect(restored.status).toBe(204);
    expect(google.event(PRIMARY, bookingEventId(b.id))).toMatchObject({
      status: "confirmed",
      start: { dateTime: londonDateTime(DAY, "19:00").toISOString() },
    });
    await syncGoogleCalendars();
    expect((await call(changesRoute as never, "/api/admin/calendars/google/changes")).body.changes).toEqual([]);
    expect((await call(restoreRoute as never, path, { method: "POST", params: { id: String(b.id) } })).status).toBe(
      404,
    );
  });

  it("applies an event moved in Google with the magician's move, and a deletion with the magician's cancel", async () => {
    await connect();
    const b = await createPaidBooking({ status: "confirmed", eventDate: DAY, startTime: "19:00", endTime: "20:00" });
    const c = await createPaidBooking({
      status: "confirmed",
      eventDate: addDays(DAY, 5),
      startTime: "19:00",
      endTime: "20:00",
    });
    await writeBookingsToGoogle();
    const moved = google.event(PRIMARY, bookingEventId(b.id))!;
    google.put(PRIMARY, {
      ...moved,
      start: { dateTime: londonDateTime(addDays(DAY, 1), "20:00").toISOString() },
      end: { dateTime: londonDateTime(addDays(DAY, 1), "21:00").toISOString() },
    });
    google.remove(PRIMARY, bookingEventId(c.id));
    await syncGoogleCalendars();
    const { body } = await call(changesRoute as never, "/api/admin/calendars/google/changes");
    expect(body.changes).toEqual([
      expect.objectContaining({
        bookingId: b.id,
        kind: "moved",
        description: expect.stringMatching(/^Moved to \w{3} \d{1,2} \w{3} 20:00–21:00$/),
      }),
      expect.objectContaining({ bookingId: c.id, kind: "deleted" }),
    ]);

    const applied = await call(applyRoute as never, `/api/admin/calendars/google/changes/${b.id}/apply`, {
      method: "POST",
      body: {},
      params: { id: String(b.id) },
    });
    expect(applied.status).toBe(204);
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      eventDate: addDays(DAY, 1),
      startTime: "20:00",
    });
    expect(await db.emailOutbox.count({ where: { subject: `Your booking has moved (#${b.id})` } })).toBe(1);
    expect((await writeBookingsToGoogle()).updated).toBe(0); // Google already says so

    const cancelled = await call(applyRoute as never, `/api/admin/calendars/google/changes/${c.id}/apply`, {
      method: "POST",
      body: {},
      params: { id: String(c.id) },
    });
    expect(cancelled.status).toBe(204);
    expect((await db.booking.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("cancelled");
    expect((await call(changesRoute as never, "/api/admin/calendars/google/changes")).body.changes).toEqual([]);
  });
});
