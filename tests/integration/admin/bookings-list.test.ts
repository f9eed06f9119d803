/** @jest-environment node */
import { GET as listBookings } from "@/app/api/bookings/route";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createBooking, londonToday } from "./helpers";

// The machine is shared: allow for a slow database under load.
jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = Parameters<typeof call>[0];
const get = (path: string, as?: NonNullable<Parameters<typeof call>[2]>["as"]) =>
  call(listBookings as unknown as Handler, path, as === undefined ? {} : { as });

const ids = (body: { id: number }[]) => body.map((b) => b.id);
const day = (n: number) => addDays(londonToday(), n);

/** The path of the Link header's next page, or null. */
function nextOf(response: Response): string | null {
  const link = response.headers.get("Link");
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!match) throw new Error(`unexpected Link header ${link}`);
  return match[1] ?? null;
}

describe("GET /api/bookings: search", () => {
  it("finds a phone by its digits whatever the spacing, a booking by #number or number, names and e-mails", async () => {
    const phone = await createBooking({ clientName: "Phone Person", clientPhone: "07700900123" });
    const spaced = await createBooking({ clientName: "Spaced Phone", clientPhone: "+44 7700 900 456" });
    const other = await createBooking({
      clientName: "Zed Other",
      clientEmail: "zed@elsewhere.test",
      clientPhone: "0141 000 0000",
    });

    expect(ids((await get("/api/bookings?q=" + encodeURIComponent("07700 900 123"))).body)).toEqual([phone.id]);
    expect(ids((await get("/api/bookings?q=07700-900-456")).body)).toEqual([spaced.id]);
    expect(ids((await get("/api/bookings?q=" + encodeURIComponent("+44 7700 900123"))).body)).toEqual([phone.id]);
    expect(ids((await get("/api/bookings?q=" + encodeURIComponent("(0)7700 900456"))).body)).toEqual([spaced.id]);
    expect(ids((await get("/api/bookings?q=" + encodeURIComponent("#" + other.id))).body)).toContain(other.id);
    expect(ids((await get(`/api/bookings?q=${other.id}`)).body)).toContain(other.id);
    expect(ids((await get("/api/bookings?q=zed%40ELSEWHERE")).body)).toEqual([other.id]);
    expect(ids((await get("/api/bookings?q=spaced")).body)).toEqual([spaced.id]);
  });

  it("treats %, _, quotes and backslashes literally", async () => {
    const percent = await createBooking({ clientName: "100% Magic Ltd" });
    const under = await createBooking({ clientName: "snake_case Events" });
    const quote = await createBooking({ clientName: `O'Brien "The Great"` });
    await createBooking({ clientName: "1000 Magic", clientEmail: "snakeXcase@example.com" });

    expect(ids((await get("/api/bookings?q=" + encodeURIComponent("0%"))).body)).toEqual([percent.id]);
    expect(ids((await get("/api/bookings?q=%25")).body)).toEqual([percent.id]);
    expect(ids((await get("/api/bookings?q=e_c")).body)).toEqual([under.id]);
    expect(ids((await get("/api/bookings?q=_")).body)).toEqual([under.id]);
    expect(ids((await get("/api/bookings?q=" + encodeURIComponent(`O'Brien "The`))).body)).toEqual([quote.id]);
    const slash = await get("/api/bookings?q=" + encodeURIComponent("\\"));
    expect(slash.status).toBe(200);
    expect(slash.body).toEqual([]);
    const sql = await get("/api/bookings?q=" + encodeURIComponent("'; DROP TABLE bookings; --"));
    expect(sql.status).toBe(200);
    expect(await db.booking.count()).toBe(4);
  });

  it("refuses over-long search text and control characters with a field message", async () => {
    const long = await get("/api/bookings?q=" + "a".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.q).toMatch(/at most 200/);
    const nul = await get("/api/bookings?q=a%00b");
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors.q).toBeDefined();
  });
});

describe("GET /api/bookings: filters and sort", () => {
  it("filters by status (awaiting_payment lists unpaid checkouts), payment status, source, venue and date range", async () => {
    const bar = await createBarClient();
    const confirmed = await createBooking({ status: "confirmed", paymentStatus: "completed", eventDate: day(10) });
    const cancelled = await createBooking({ status: "cancelled", paymentStatus: "cancelled", eventDate: day(20) });
    const awaiting = await createBooking({
      status: "awaiting_payment",
      eventDate: day(30),
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const expired = await createBooking({ status: "expired", eventDate: day(31) });
    const atBar = await createBooking({ status: "pending", source: "bar-service", barId: bar.id, eventDate: day(40) });
    const fromLead = await createBooking({ status: "pending", source: "lead", eventDate: day(50) });

    // Default: listed states only.
    expect(ids((await get("/api/bookings")).body).sort()).toEqual(
      [confirmed.id, cancelled.id, atBar.id, fromLead.id].sort(),
    );
    expect(ids((await get("/api/bookings?status=confirmed")).body)).toEqual([confirmed.id]);
    expect(ids((await get("/api/bookings?status=awaiting_payment")).body).sort()).toEqual(
      [awaiting.id, expired.id].sort(),
    );
    expect(ids((await get("/api/bookings?status=expired")).body)).toEqual([expired.id]);
    expect(ids((await get("/api/bookings?paymentStatus=cancelled")).body)).toEqual([cancelled.id]);
    expect(ids((await get("/api/bookings?source=bar-service")).body)).toEqual([atBar.id]);
    expect(ids((await get("/api/bookings?source=lead")).body)).toEqual([fromLead.id]);
    expect(ids((await get("/api/bookings?venue=partner")).body)).toEqual([atBar.id]);
    expect(ids((await get("/api/bookings?venue=own")).body)).not.toContain(atBar.id);
    expect(ids((await get(`/api/bookings?from=${day(15)}&to=${day(45)}&sort=eventDate`)).body)).toEqual([
      cancelled.id,
      atBar.id,
    ]);
    // Filters combine; blank values mean no filter.
    expect(ids((await get(`/api/bookings?status=pending&source=&venue=own`)).body)).toEqual([fromLead.id]);
  });

  it("sorts by event date or creation, ascending or descending, with ties broken by start time and id", async () => {
    const a = await createBooking({ eventDate: day(5), startTime: "20:00", endTime: "21:00" });
    const b = await createBooking({ eventDate: day(5), startTime: "12:00", endTime: "13:00" });
    const c = await createBooking({ eventDate: day(2) });
    expect(ids((await get("/api/bookings?sort=eventDate")).body)).toEqual([c.id, b.id, a.id]);
    expect(ids((await get("/api/bookings?sort=-eventDate")).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await get("/api/bookings?sort=createdAt")).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await get("/api/bookings")).body)).toEqual([c.id, b.id, a.id]);
  });

  it("answers 400 with field messages for bad filters, dates, sort, limit and cursor", async () => {
    const cases: [string, string][] = [
      ["status=paid", "status"],
      ["paymentStatus=maybe", "paymentStatus"],
      ["source=web", "source"],
      ["venue=moon", "venue"],
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      [`from=${day(10)}&to=${day(5)}`, "to"],
      ["sort=price", "sort"],
      ["limit=0", "limit"],
      ["limit=501", "limit"],
      ["limit=ten", "limit"],
      ["cursor=not-a-cursor", "cursor"],
      [`cursor=${Buffer.from('["x",1]').toString("base64url")}&sort=eventDate`, "cursor"],
      [`cursor=${Buffer.from('["2026-01-01",1]').toString("base64url")}`, "cursor"],
      ["updatedSince=soon", "updatedSince"],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(`/api/bookings?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect({ query, message: typeof body.fieldErrors?.[field] }).toEqual({ query, message: "string" });
    }
  });
});

describe("GET /api/bookings: pages", () => {
  it("pages with limit and a Link header carrying the filters, without duplicates or gaps, for each sort", async () => {
    const made: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      // Several bookings share a date and a start time, so the id must break the ties.
      const row = await createBooking({
        clientName: `Pager ${i}`,
        eventDate: day(3 + (i % 4)),
        startTime: i % 2 ? "19:00" : "14:00",
        endTime: i % 2 ? "20:00" : "15:00",
      });
      made.push(row.id);
    }
    await createBooking({ clientName: "Not Matching" });
    for (const sort of ["eventDate", "-eventDate", "createdAt", "-createdAt"]) {
      const full = await get(`/api/bookings?q=pager&sort=${sort}`);
      expect(full.body).toHaveLength(13);
      expect(nextOf(full.response)).toBeNull();
      const seen: number[] = [];
      let path: string | null = `/api/bookings?q=pager&sort=${sort}&limit=5`;
      let pages = 0;
      while (path) {
        const page = await get(path);
        expect(page.status).toBe(200);
        seen.push(...ids(page.body));
        path = nextOf(page.response);
        if (path) {
          const next = new URL(path, "http://localhost");
          expect(next.searchParams.get("q")).toBe("pager");
          expect(next.searchParams.get("sort")).toBe(sort);
          expect(next.searchParams.get("limit")).toBe("5");
        }
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(ids(full.body));
      expect(new Set(seen).size).toBe(13);
      expect([...seen].sort()).toEqual([...made].sort());
    }
  });

  it("has no Link header when the page is exactly the rest, and defaults to 100 rows", async () => {
    await db.booking.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        clientName: `Bulk ${i}`,
        clientEmail: `bulk${i}@example.com`,
        clientPhone: "07700 900000",
        eventLocation: "Hall",
        eventType: "wedding",
        eventDate: day(60),
        startTime: "19:00",
        endTime: "20:00",
        guestCount: 10,
        selectedServices: [],
        duration: "60",
        totalPence: 10000,
        paymentType: "full",
      })),
    });
    const first = await get("/api/bookings");
    expect(first.body).toHaveLength(100);
    const next = nextOf(first.response);
    expect(next).not.toBeNull();
    const rest = await get(next!);
    expect(rest.body).toHaveLength(5);
    expect(nextOf(rest.response)).toBeNull();
    const exact = await get("/api/bookings?limit=105");
    expect(exact.body).toHaveLength(105);
    expect(nextOf(exact.response)).toBeNull();
  });
});

describe("GET /api/bookings as a bar client", () => {
  it("sees only its own venue's listed bookings, filters and searches names and numbers, never contact details", async () => {
    const bar = await createBarClient();
    const otherBar = await createBarClient();
    const mine = await createBooking({
      clientName: "Mine Alpha",
      barId: bar.id,
      source: "bar-service",
      eventDate: day(4),
    });
    const mine2 = await createBooking({
      clientName: "Mine Beta",
      barId: bar.id,
      source: "bar-service",
      eventDate: day(2),
      status: "confirmed",
    });
    await createBooking({
      clientName: "Mine Unpaid",
      barId: bar.id,
      status: "awaiting_payment",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    await createBooking({ clientName: "Theirs Alpha", barId: otherBar.id });
    await createBooking({ clientName: "Nobody's Alpha" });

    const all = await get("/api/bookings", bar);
    expect(ids(all.body)).toEqual([mine2.id, mine.id]);
    expect(all.body[0].clientEmail).toBeUndefined();
    expect(all.body[0].clientPhone).toBeUndefined();
    expect(ids((await get("/api/bookings?q=alpha", bar)).body)).toEqual([mine.id]);
    expect(ids((await get(`/api/bookings?q=%23${mine2.id}`, bar)).body)).toEqual([mine2.id]);
    expect(ids((await get("/api/bookings?status=confirmed", bar)).body)).toEqual([mine2.id]);
    expect((await get("/api/bookings?status=awaiting_payment", bar)).body).toEqual([]);
    // The phone of its own booking is not searchable by a bar (it never sees it).
    expect((await get("/api/bookings?q=07700900001", bar)).body).toEqual([]);
    expect(ids((await get(`/api/bookings?sort=-eventDate&limit=1`, bar)).body)).toEqual([mine.id]);
  });

  it("answers only what changed since ?updatedSince", async () => {
    const bar = await createBarClient();
    const old = await createBooking({ barId: bar.id });
    const fresh = await createBooking({ barId: bar.id });
    await db.booking.update({ where: { id: old.id }, data: { updatedAt: new Date(Date.now() - 3_600_000) } });
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(ids((await get(`/api/bookings?updatedSince=${since}`, bar)).body)).toEqual([fresh.id]);
  });
});
