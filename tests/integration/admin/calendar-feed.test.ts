// The magician's calendar feed: the link on the dashboard (GET / POST /api/admin/calendar-feed) and the
// feed behind it (GET /api/calendar/{token}.ics): which bookings it carries, what each event says, and
// that a new link makes the old one answer 404.
import { GET as feedLink, POST as newFeedLink } from "@/app/api/admin/calendar-feed/route";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as feed } from "@/app/api/calendar/[token]/route";
import { londonDateTime } from "@/lib/domain/dates";
import { calendarFeedToken, calendarFeedUrl } from "@/lib/server/calendar-feed/token";
import { manageToken } from "@/lib/server/links/booking-page";
import { createBarClient, magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createBooking, createPaidBooking, expectMagicianOnly, londonToday } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

/** The last path segment of a feed URL: `<token>.ics`. */
const segmentOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-1)!);

async function getFeed(segment: string) {
  const response = await feed(await request(`/api/calendar/${encodeURIComponent(segment)}`), {
    params: Promise.resolve({ token: segment }),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The feed's content lines, unfolded. */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

/** The VEVENT of a booking, as unfolded lines (undefined when the feed does not carry it). */
function eventOf(text: string, id: number): string[] | undefined {
  const all = lines(text);
  const at = all.indexOf(`UID:booking-${id}@summonamagician.co.uk`);
  if (at < 0) return undefined;
  return all.slice(all.lastIndexOf("BEGIN:VEVENT", at), all.indexOf("END:VEVENT", at) + 1);
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

describe("GET /api/admin/calendar-feed", () => {
  it("answers the magician the same private URL every time, made from the stored version (nothing secret stored)", async () => {
    const boss = await magician();
    const first = await call(feedLink, "/api/admin/calendar-feed");
    expect(first.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body).toEqual({ url: calendarFeedUrl(boss.id, 1) });
    expect(first.body.url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[0-9a-z]+\.1\.[A-Za-z0-9_-]{22}\.ics$/);
    expect((await call(feedLink, "/api/admin/calendar-feed")).body).toEqual(first.body);
    const row = await db.user.findUniqueOrThrow({ where: { id: boss.id } });
    expect(row.calendarFeedVersion).toBe(1);
    expect(JSON.stringify(row)).not.toContain(calendarFeedToken(boss.id, 1));
  });

  it("is the magician's only", async () => {
    await expectMagicianOnly(feedLink, "/api/admin/calendar-feed");
    await expectMagicianOnly(newFeedLink, "/api/admin/calendar-feed", { method: "POST" });
  });
});

describe("GET /api/calendar/{token}.ics", () => {
  it("carries pending, confirmed and completed bookings from 90 days ago on, and drops cancelled, refunded, unpaid and older ones", async () => {
    const today = londonToday();
    const future = await createPaidBooking({
      status: "confirmed",
      eventDate: addDays(today, 40),
      startTime: "19:30",
      duration: "90",
      icsSequence: 2,
      clientName: "Ada Lovelace",
      clientPhone: "07700 900123",
      eventType: "wedding",
      eventLocation: "The Grand Hall",
      eventAddress: "1 High Street, Glasgow",
      selectedServices: [
        { id: 1, title: "Close-Up Magic", price: 250 },
        { id: 2, title: "Stage Show", price: 400 },
      ],
    });
    const pending = await createBooking({ status: "pending", eventDate: addDays(today, 10) });
    const farFuture = await createPaidBooking({ status: "confirmed", eventDate: addDays(today, 700) });
    const completed = await createPaidBooking({ status: "completed", eventDate: addDays(today, -30) });
    const edge = await createPaidBooking({ status: "completed", eventDate: addDays(today, -90) });
    const tooOld = await createPaidBooking({ status: "completed", eventDate: addDays(today, -91) });
    const cancelled = await createPaidBooking({
      status: "cancelled",
      paymentStatus: "cancelled",
      eventDate: addDays(today, 20),
    });
    const refunded = await createPaidBooking({ status: "refunded", eventDate: addDays(today, 21) });
    const paymentCancelled = await createBooking({
      status: "confirmed",
      paymentStatus: "cancelled",
      eventDate: addDays(today, 22),
    });
    const hold = await createBooking({
      status: "awaiting_payment",
      holdExpiresAt: new Date(Date.now() + 5 * 60_000),
      eventDate: addDays(today, 23),
    });
    const expired = await createBooking({ status: "expired", eventDate: addDays(today, 24) });

    const { url } = (await call(feedLink, "/api/admin/calendar-feed")).body;
    const res = await getFeed(segmentOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(res.text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines(res.text)).toContain("X-WR-CALNAME:Summon a Magician bookings");

    for (const b of [future, pending, farFuture, completed, edge]) expect(eventOf(res.text, b.id)).toBeDefined();
    for (const b of [tooOld, cancelled, refunded, paymentCancelled, hold, expired])
      expect(eventOf(res.text, b.id)).toBeUndefined();
    expect(lines(res.text).filter((l) => l === "BEGIN:VEVENT")).toHaveLength(5);
    // in date order
    const uids = lines(res.text).filter((l) => l.startsWith("UID:"));
    expect(uids).toEqual(
      [completed, edge, pending, future, farFuture]
        .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
        .map((b) => `UID:booking-${b.id}@summonamagician.co.uk`),
    );

    const start = londonDateTime(future.eventDate, "19:30");
    expect(eventOf(res.text, future.id)).toEqual(
      expect.arrayContaining([
        "SEQUENCE:2",
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(new Date(start.getTime() + 90 * 60_000))}`,
        "SUMMARY:Wedding: Ada Lovelace",
        "LOCATION:The Grand Hall\\, 1 High Street\\, Glasgow",
        "DESCRIPTION:" +
          [
            `Booking #${future.id}`,
            "Client: Ada Lovelace",
            "Phone: 07700 900123",
            "Address: The Grand Hall\\, 1 High Street\\, Glasgow",
            "Guests: 50",
            "Services:",
            "- Close-Up Magic",
            "- Stage Show",
          ].join("\\n"),
        "STATUS:CONFIRMED",
      ]),
    );
    expect(eventOf(res.text, pending.id)).toContain("STATUS:TENTATIVE");
    // no e-mail address, no payment data
    expect(res.text).not.toMatch(/@example\.com|pi_demo|£/);
  });

  it("drops a booking once the magician cancels it, and follows a move with the same UID and a higher SEQUENCE", async () => {
    const booking = await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 30) });
    const other = await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 31) });
    const segment = segmentOf((await call(feedLink, "/api/admin/calendar-feed")).body.url);
    expect(eventOf((await getFeed(segment)).text, booking.id)).toContain("SEQUENCE:0");

    await db.booking.update({ where: { id: other.id }, data: { startTime: "20:00", icsSequence: 1 } });
    const cancel = await call(setStatus as never, `/api/bookings/${booking.id}/status`, {
      method: "PUT",
      body: { status: "cancelled" },
      params: { id: String(booking.id) },
    });
    expect(cancel.status).toBe(200);
    const after = (await getFeed(segment)).text;
    expect(eventOf(after, booking.id)).toBeUndefined();
    expect(eventOf(after, other.id)).toEqual(
      expect.arrayContaining(["SEQUENCE:1", `DTSTART:${utc(londonDateTime(other.eventDate, "20:00"))}`]),
    );
  });

  it("answers the same bare 404 to a forged, unsuffixed, foreign or unknown token", async () => {
    const boss = await magician();
    const bar = await createBarClient();
    const good = `${calendarFeedToken(boss.id, 1)}.ics`;
    expect((await getFeed(good)).status).toBe(200);
    const forged = `${calendarFeedToken(boss.id, 1).slice(0, -2)}AA.ics`;
    const answers = await Promise.all(
      [
        forged,
        calendarFeedToken(boss.id, 1), // no .ics
        `${calendarFeedToken(boss.id, 2)}.ics`, // a version not issued yet
        `${calendarFeedToken(bar.id, 1)}.ics`, // genuine MAC, but not the magician's account
        `${calendarFeedToken(999999, 1)}.ics`,
        `${manageToken(1, 1)}.ics`, // a booking-page token
        "nonsense.ics",
      ].map(getFeed),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set([JSON.stringify({ error: "Not found", code: "not_found" })]));
  });
});

describe("POST /api/admin/calendar-feed", () => {
  it("makes a new URL; the old one answers 404 from then on; audited without the URL", async () => {
    const boss = await magician();
    await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 15) });
    const old = (await call(feedLink, "/api/admin/calendar-feed")).body.url as string;
    expect((await getFeed(segmentOf(old))).status).toBe(200);

    const rotated = await call(newFeedLink, "/api/admin/calendar-feed", { method: "POST" });
    expect(rotated.status).toBe(200);
    expect(rotated.response.headers.get("cache-control")).toBe("private, no-store");
    expect(rotated.body).toEqual({ url: calendarFeedUrl(boss.id, 2) });
    expect(rotated.body.url).not.toBe(old);

    const stale = await getFeed(segmentOf(old));
    expect(stale.status).toBe(404);
    expect(stale.text).toBe(JSON.stringify({ error: "Not found", code: "not_found" }));
    const fresh = await getFeed(segmentOf(rotated.body.url));
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain("BEGIN:VEVENT");
    // the dashboard shows the new one from now on
    expect((await call(feedLink, "/api/admin/calendar-feed")).body).toEqual(rotated.body);

    const entries = await db.auditLog.findMany({ where: { action: "calendar-feed.rotate" } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: boss.id,
      entity: "user",
      entityId: String(boss.id),
      before: { version: 1 },
      after: { version: 2 },
    });
    expect(JSON.stringify(entries[0])).not.toContain(segmentOf(old).split(".")[2]);

    // again: version 3, and version 2 stops working too
    const third = await call(newFeedLink, "/api/admin/calendar-feed", { method: "POST" });
    expect(third.body).toEqual({ url: calendarFeedUrl(boss.id, 3) });
    expect((await getFeed(segmentOf(rotated.body.url))).status).toBe(404);
    expect((await getFeed(segmentOf(third.body.url))).status).toBe(200);
  });
});
