// The waiting list through its route handlers and jobs: joining (statuses, field errors, duplicates,
// the rate limit), leaving, an offer when a booking on a full date is cancelled, the next entry
// offered when the first lapses, one offer for two cancellations at once, one booking for two
// claims at once, the magician's list and offer by hand, and the offer-hours setting.
import { POST as joinRoute } from "@/app/api/waitlist/route";
import { GET as offerRoute } from "@/app/api/waitlist/offer/[token]/route";
import { POST as leaveRoute } from "@/app/api/waitlist/leave/[token]/route";
import { GET as adminListRoute } from "@/app/api/admin/waitlist/route";
import { POST as offerByHandRoute } from "@/app/api/admin/waitlist/[id]/offer/route";
import { PUT as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { PATCH as settingsRoute } from "@/app/api/settings/route";
import { openOffer } from "@/lib/server/waitlist/offer-link";
import { offerFreedTimes, sweepWaitlist } from "@/lib/server/waitlist/offers";
import { magician, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { bookThroughWizard, createIntent, freshIp, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(180_000);

let boss: TestUser;
beforeEach(async () => {
  await resetAndSeed();
  boss = await magician();
});
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function hit(
  handler: unknown,
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | null; params?: Record<string, string>; ip?: string } = {},
) {
  const req = await request(path, {
    method: init.method,
    body: init.body,
    as: init.as,
    headers: { "x-forwarded-for": init.ip ?? freshIp() },
  });
  const res = await (handler as Handler)(req, { params: Promise.resolve(init.params ?? {}) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const DATE = inDays(30);
// two hours apart at least (each side's 60-minute buffer), five fill the day
const FULL_DAY = ["09:00", "12:00", "15:00", "18:00", "21:00"];

function entry(overrides: Record<string, unknown> = {}) {
  return {
    eventDate: DATE,
    clientName: "Ada Lovelace",
    clientEmail: "ada@example.com",
    clientPhone: "07700 900123",
    earliestStart: "15:00",
    latestStart: "16:00",
    guestCount: 30,
    note: "Any time after lunch",
    ...overrides,
  };
}

const join = (body: unknown, ip?: string) => hit(joinRoute, "/api/waitlist", { method: "POST", body, ip });
const readOffer = (token: string) => hit(offerRoute, `/api/waitlist/offer/${token}`, { params: { token } });

/** Five paid bookings fill the date; returns their ids by start time. */
async function fillDate(): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [i, startTime] of FULL_DAY.entries()) {
    const { saved } = await bookThroughWizard({ eventDate: DATE, startTime, clientEmail: `full${i}@example.com` });
    ids[startTime] = saved.body.booking?.id ?? saved.body.id;
  }
  return ids;
}

const cancel = (id: number) =>
  hit(statusRoute, `/api/bookings/${id}/status`, {
    method: "PUT",
    as: boss,
    params: { id: String(id) },
    body: { status: "cancelled" },
  });

const offerMails = () => db.emailOutbox.findMany({ where: { kind: "waitlist-offer" }, orderBy: { id: "asc" } });
const tokenIn = (text: string) => /\/waitlist\/([\w-]+)/.exec(text)![1]!;

describe("joining and leaving the waiting list", () => {
  it("answers 201 { id }, the same e-mail again 200 with the same id, and e-mails the leave link", async () => {
    const first = await join(entry());
    expect(first).toEqual({ status: 201, body: { id: expect.any(Number) } });
    const again = await join(entry({ clientEmail: "ADA@example.com", clientName: "Ada L" }));
    expect(again).toEqual({ status: 200, body: { id: first.body.id } });
    expect(await db.waitlistEntry.count()).toBe(1);
    const other = await join(entry({ eventDate: inDays(31) }));
    expect(other.status).toBe(201);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "waitlist-joined" } });
    expect(mail.text).toMatch(/\/waitlist\/leave\/[\w-]+/);
  });

  it("refuses bad input with field messages and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ clientName: "" }, "clientName", "Please enter your name."],
      [{ clientEmail: "nope" }, "clientEmail", "Please enter a valid email address."],
      [{ eventDate: inDays(-1) }, "eventDate", "This date is in the past."],
      [{ eventDate: "" }, "eventDate", "Please choose the date."],
      [{ earliestStart: "" }, "earliestStart", "Please choose the earliest start time."],
      [{ latestStart: "13:00" }, "latestStart", "The latest start must not be before the earliest start."],
      [{ guestCount: 0 }, "guestCount", "Please enter the number of guests (at least 1)."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await join(entry(overrides));
      expect([res.status, field, res.body.fieldErrors?.[field]]).toEqual([400, field, message]);
    }
    expect(await db.waitlistEntry.count()).toBe(0);
  });

  it("is rate limited per address (429 past WAITLIST_RATE_LIMIT, 5 a minute)", async () => {
    const ip = "10.9.9.9";
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await join(entry({ clientEmail: `w${i}@example.com` }), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("leaves with the link (200), then 404 for the used or an unknown link", async () => {
    await join(entry());
    const row = await db.waitlistEntry.findFirstOrThrow();
    const leave = (token: string) =>
      hit(leaveRoute, `/api/waitlist/leave/${token}`, { method: "POST", params: { token } });
    expect(await leave(row.leaveToken)).toEqual({ status: 200, body: { left: true } });
    expect((await db.waitlistEntry.findFirstOrThrow()).endedReason).toBe("left");
    expect((await leave(row.leaveToken)).status).toBe(404);
    expect((await leave("unknown-token-123")).status).toBe(404);
  });
});

describe("offers of freed times", () => {
  it("a cancelled booking on a full date offers the time to the first entry; unclaimed, the next entry gets it", async () => {
    const ids = await fillDate();
    const day = await hit(availabilityRoute, `/api/availability?date=${DATE}`);
    expect(day.body.status).toBe("full");
    const ada = await join(entry());
    const grace = await join(entry({ clientName: "Grace Hopper", clientEmail: "grace@example.com" }));
    expect(await sweepWaitlist()).toMatchObject({ offered: 0 });

    expect((await cancel(ids["15:00"]!)).status).toBe(200);
    expect(await sweepWaitlist()).toMatchObject({ offered: 1 });
    const [mail] = await offerMails();
    expect(mail!.to).toBe("ada@example.com");
    expect(mail!.text).toMatch(/\/waitlist\/leave\/[\w-]+/);
    const token = tokenIn(mail!.text.replace(/\/waitlist\/leave\/[\w-]+/, ""));
    const offer = await readOffer(token);
    expect(offer).toEqual({
      status: 200,
      body: { date: DATE, startTime: "15:00", endTime: "16:00", expiresAt: expect.any(String) },
    });
    expect(new Date(offer.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // running again offers nothing more: the time is Ada's for now
    expect(await sweepWaitlist()).toMatchObject({ offered: 0 });

    await db.waitlistOffer.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sweepWaitlist()).toMatchObject({ lapsed: 1, offered: 1 });
    const mails = await offerMails();
    expect(mails.map((m) => m.to)).toEqual(["ada@example.com", "grace@example.com"]);
    expect((await readOffer(token)).status).toBe(410);
    const offers = await db.waitlistOffer.findMany({ orderBy: { id: "asc" } });
    expect(offers.map((o) => [o.entryId, o.startTime, o.endedReason])).toEqual([
      [ada.body.id, "15:00", "lapsed"],
      [grace.body.id, "15:00", null],
    ]);
    expect((await readOffer("unknown-offer-token")).status).toBe(404);
  });

  it("two cancellations at once make one offer", async () => {
    const ids = await fillDate();
    await join(entry({ earliestStart: "09:00", latestStart: "18:00" }));
    const cancelled = await Promise.all([cancel(ids["12:00"]!), cancel(ids["15:00"]!)]);
    expect(cancelled.map((c) => c.status)).toEqual([200, 200]);
    const made = await Promise.all([offerFreedTimes(DATE), offerFreedTimes(DATE), sweepWaitlist()]);
    expect(made[0] + made[1] + made[2].offered).toBe(1);
    expect(await db.waitlistOffer.count()).toBe(1);
    expect(await offerMails()).toHaveLength(1);
  });

  it("an opened offer holds its time for 15 minutes; two claims at once book once", async () => {
    const ids = await fillDate();
    await join(entry());
    await cancel(ids["15:00"]!);
    await sweepWaitlist();
    const offer = await db.waitlistOffer.findFirstOrThrow();
    const opened = await openOffer(offer.token);
    expect(new Date(opened.heldUntil).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await hit(availabilityRoute, `/api/availability?date=${DATE}`)).body.times).not.toContain("15:00");
    // a stranger cannot take it meanwhile
    const stranger = await wizardDetails({ eventDate: DATE, startTime: "15:00", clientEmail: "someone@example.com" });
    expect((await createIntent({ amount: stranger.totalAmount, bookingDetails: stranger })).status).toBe(409);

    const claim = (email: string) =>
      wizardDetails({ eventDate: DATE, startTime: "15:00", clientEmail: email, waitlistToken: offer.token }).then((d) =>
        createIntent({ amount: d.totalAmount, bookingDetails: d }),
      );
    const claims = await Promise.all([claim("ada@example.com"), claim("ada.lovelace@example.com")]);
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
    const live = await db.booking.count({
      where: { eventDate: DATE, startTime: "15:00", status: { not: "cancelled" } },
    });
    expect(live).toBe(1);
    const claimed = await db.waitlistOffer.findFirstOrThrow();
    expect(claimed.claimedAt).not.toBeNull();
    expect(claimed.bookingId).toBe(claims.find((c) => c.status === 200)!.body.bookingId);
    expect((await readOffer(offer.token)).status).toBe(410);
  });

  it("the magician lists entries and offers, offers a time by hand, and sets the offer hours", async () => {
    await join(entry());
    const row = await db.waitlistEntry.findFirstOrThrow();
    expect((await hit(adminListRoute, "/api/admin/waitlist", { as: null })).status).toBe(401);
    const hours = await hit(settingsRoute, "/api/settings", {
      method: "PATCH",
      as: boss,
      body: { waitlist: { offerHours: 2 } },
    });
    expect(hours.status).toBe(200);
    expect(hours.body.waitlist).toEqual({ offerHours: 2 });
    const badHours = await hit(settingsRoute, "/api/settings", {
      method: "PATCH",
      as: boss,
      body: { waitlist: { offerHours: 0 } },
    });
    expect(badHours.status).toBe(400);

    const byHand = (id: number, body: unknown) =>
      hit(offerByHandRoute, `/api/admin/waitlist/${id}/offer`, {
        method: "POST",
        as: boss,
        params: { id: String(id) },
        body,
      });
    expect((await byHand(row.id, { startTime: "" })).body.fieldErrors.startTime).toBe("Please choose the start time.");
    const made = await byHand(row.id, { startTime: "19:00" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ entryId: row.id, date: DATE, startTime: "19:00", endTime: "20:00" });
    const ms = new Date(made.body.expiresAt).getTime() - Date.now();
    expect(ms).toBeGreaterThan(1.9 * 3_600_000);
    expect(ms).toBeLessThan(2.1 * 3_600_000);
    expect((await byHand(row.id, { startTime: "10:00" })).status).toBe(409);
    expect((await byHand(999999, { startTime: "10:00" })).status).toBe(404);
    expect((await offerMails()).map((m) => m.to)).toEqual(["ada@example.com"]);

    const list = await hit(adminListRoute, "/api/admin/waitlist", { as: boss });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: row.id,
        clientName: "Ada Lovelace",
        status: "waiting",
        offers: [expect.objectContaining({ startTime: "19:00", state: "live", byHand: true })],
      }),
    ]);
  });

  it("ends entries whose date has passed", async () => {
    await join(entry());
    await db.waitlistEntry.updateMany({ data: { eventDate: inDays(-1) } });
    expect(await sweepWaitlist()).toMatchObject({ ended: 1 });
    expect((await db.waitlistEntry.findFirstOrThrow()).endedReason).toBe("passed");
  });
});
