/** @jest-environment node */
// The magician's ICS feeds through the route handlers against a real database and a local HTTP server:
// adding (read once to validate, nothing kept on failure), listing masked, removing, syncing, the job.
import fs from "node:fs";
import path from "node:path";
import { GET as listCalendars } from "@/app/api/admin/calendars/route";
import { POST as addFeed } from "@/app/api/admin/calendars/feeds/route";
import { DELETE as removeFeed } from "@/app/api/admin/calendars/feeds/[id]/route";
import { POST as syncNow } from "@/app/api/admin/calendars/sync/route";
import { isPrivateAddress } from "@/lib/server/calendars/address-check";
import { fetchFeedText } from "@/lib/server/calendars/fetch-feed";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { db, resetAndSeed } from "../../support/db";
import { icsOf, startIcsServer, type IcsServer } from "../../support/ics-server";
import { call, expectMagicianOnly } from "../admin/helpers";

jest.setTimeout(120_000);

const diary = fs.readFileSync(path.join(__dirname, "../../fixtures/calendars/diary.ics"), "utf8");
let server: IcsServer;

beforeAll(async () => {
  server = await startIcsServer();
});
afterAll(async () => {
  await server.close();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetAndSeed();
  server.routes.clear();
  server.hits.length = 0;
});

const add = (body: Record<string, unknown>) => call(addFeed as never, "/api/admin/calendars/feeds", { body });
const overview = () => call(listCalendars as never, "/api/admin/calendars");

/** A calendar with one busy event a week ahead and one free one. */
function smallCalendar(title = "Agency gig") {
  const start = new Date(Date.now() + 7 * 86_400_000);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return icsOf(
    [
      "UID:gig@test",
      `SUMMARY:${title}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
    ],
    ["UID:free@test", "SUMMARY:Free", `DTSTART:${stamp(start)}`, "DURATION:PT1H", "TRANSP:TRANSPARENT"],
  );
}

describe("ICS feeds", () => {
  it("adds a feed (read once: 201 { id, events }), lists it with its token masked, and removes it with its events", async () => {
    server.routes.set("/published/2/MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A/calendar.ics", smallCalendar());
    const url = `${server.origin}/published/2/MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A/calendar.ics`;
    const res = await add({ name: "iCloud", url });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), events: 1 });
    const rows = await db.calendarBusyEvent.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "ics", calendarKey: String(res.body.id), title: "Agency gig" });
    expect(await db.auditLog.count({ where: { action: "calendar.feed-add" } })).toBe(1);

    const list = await overview();
    expect(list.status).toBe(200);
    expect(list.body.google).toEqual({ configured: false, connected: false, calendars: [] });
    expect(list.body.feeds).toEqual([
      {
        id: res.body.id,
        name: "iCloud",
        url: `${server.origin}/published/2/•••/calendar.ics`,
        lastSyncAt: expect.any(String),
        lastError: null,
        events: 1,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain("MTIzNDU2");

    const gone = await call(removeFeed as never, `/api/admin/calendars/feeds/${res.body.id}`, {
      method: "DELETE",
      params: { id: String(res.body.id) },
    });
    expect(gone.status).toBe(200);
    expect(await db.calendarFeed.count()).toBe(0);
    expect(await db.calendarBusyEvent.count()).toBe(0);
    const again = await call(removeFeed as never, `/api/admin/calendars/feeds/${res.body.id}`, {
      method: "DELETE",
      params: { id: String(res.body.id) },
    });
    expect(again.status).toBe(404);
  });

  it("reads webcal:// as https:// (so a plain-http server refuses it) and the fixture's busy events", async () => {
    server.routes.set("/diary.ics", diary);
    const ok = await add({ name: "Diary", url: `${server.origin}/diary.ics` });
    expect(ok.status).toBe(201);
    const webcal = await add({ name: "Webcal", url: `${server.origin.replace("http://", "webcal://")}/diary.ics` });
    // https:// to a plain HTTP server: the TLS handshake fails, so it is unreachable, not read as http
    expect(webcal.status).toBe(400);
    expect(webcal.body.fieldErrors.url).toBe("The calendar could not be reached. Please check the link.");
  });

  it.each([
    ["not a link", "ftp://example.com/cal.ics", "Please enter the calendar's link (https://, http:// or webcal://)."],
    ["an HTML page", "/page", "That link does not give an iCalendar (.ics) calendar."],
    ["a 404", "/missing.ics", "The calendar's server answered with an error (HTTP 404)."],
    ["over 5 MB", "/big", "That calendar is larger than 5 MB."],
    ["a redirect loop", "/loop", "That link redirects too many times."],
  ])("refuses %s with fieldErrors.url and keeps nothing", async (_what, target, message) => {
    server.routes.set("/page", {
      status: 200,
      headers: { "Content-Type": "text/html" },
      body: "<!doctype html><p>Sign in</p>",
    });
    server.routes.set("/loop", { status: 302, headers: { Location: "/loop" } });
    const url = target.startsWith("/") ? `${server.origin}${target}` : target;
    const res = await add({ name: "Bad", url });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.url).toBe(message);
    expect(await db.calendarFeed.count()).toBe(0);
    expect(await db.calendarBusyEvent.count()).toBe(0);
  });

  it("refuses a feed that does not answer within 5 seconds", async () => {
    const started = Date.now();
    const res = await add({ name: "Slow", url: `${server.origin}/slow` });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.url).toBe("The calendar did not answer within 5 seconds. Please try again later.");
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(await db.calendarFeed.count()).toBe(0);
  });

  it("refuses a missing name or link with their messages", async () => {
    const res = await add({ name: "", url: "" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      name: "Please enter a name for this calendar.",
      url: "Please enter the calendar's link (https://, http:// or webcal://).",
    });
  });

  it("with the address check on, refuses a private address before asking it, and a redirect to one", async () => {
    // The local server stands for a public host here; everything else private is refused.
    const refused = (address: string) => address !== "127.0.0.1" && isPrivateAddress(address);
    server.routes.set("/diary.ics", diary);
    server.routes.set("/to-private", { status: 302, headers: { Location: "http://127.0.0.2:9/diary.ics" } });
    server.routes.set("/to-mapped", { status: 301, headers: { Location: "http://[::ffff:127.0.0.3]:9/latest" } });
    await expect(fetchFeedText(`${server.origin}/diary.ics`, { refused })).resolves.toContain("BEGIN:VCALENDAR");
    const message = "That link points to a private, loopback or link-local network address, which is not allowed.";
    await expect(fetchFeedText(`${server.origin}/to-private`, { refused })).rejects.toThrow(message);
    await expect(fetchFeedText(`${server.origin}/to-mapped`, { refused })).rejects.toThrow(message);
    await expect(fetchFeedText("http://[::1]:9/x.ics", { refused: isPrivateAddress })).rejects.toThrow(message);
    await expect(fetchFeedText("http://localhost:9/x.ics", { refused: isPrivateAddress })).rejects.toThrow(message);
    expect(server.hits).toEqual(["/diary.ics", "/to-private", "/to-mapped"]);
  });

  it("syncs every feed now (200 { events }); one failing records lastError and keeps its events, the others go on", async () => {
    server.routes.set("/a.ics", smallCalendar("First"));
    server.routes.set("/b.ics", diary);
    const a = await add({ name: "A", url: `${server.origin}/a.ics` });
    const b = await add({ name: "B", url: `${server.origin}/b.ics` });
    expect([a.status, b.status]).toEqual([201, 201]);
    server.routes.set("/a.ics", { status: 500, body: "oops" });
    server.routes.set("/b.ics", smallCalendar("Changed"));
    const synced = await call(syncNow as never, "/api/admin/calendars/sync", { method: "POST" });
    expect(synced.status).toBe(200);
    expect(synced.body).toEqual({ events: 1 });
    const feeds = (await overview()).body.feeds;
    expect(feeds[0]).toMatchObject({
      name: "A",
      lastError: "The calendar's server answered with an error (HTTP 500).",
      events: 1,
    });
    expect(feeds[1]).toMatchObject({ name: "B", lastError: null, events: 1 });
    const titles = (await db.calendarBusyEvent.findMany({ orderBy: { id: "asc" } })).map((e) => e.title);
    expect(titles.sort()).toEqual(["Changed", "First"]);

    // the scheduled job does the same, every 10 minutes
    const job = SCHEDULED_JOBS.find((j) => j.name === "calendar-sync");
    expect(job?.cron).toBe("*/10 * * * *");
    server.routes.set("/a.ics", smallCalendar("First again"));
    expect(await job!.run(new Date())).toBe("2 feeds, 2 busy events from feeds, 0 from Google, 0 failed");
    expect((await overview()).body.feeds[0].lastError).toBeNull();
  });

  it("is magician only", async () => {
    await expectMagicianOnly(listCalendars as never, "/api/admin/calendars");
    await expectMagicianOnly(addFeed as never, "/api/admin/calendars/feeds", {
      method: "POST",
      body: { name: "x", url: `${server.origin}/x.ics` },
    });
    await expectMagicianOnly(removeFeed as never, "/api/admin/calendars/feeds/1", {
      method: "DELETE",
      params: { id: "1" },
    });
    await expectMagicianOnly(syncNow as never, "/api/admin/calendars/sync", { method: "POST" });
    expect(server.hits).toEqual([]);
  });
});
