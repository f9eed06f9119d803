/** @jest-environment node */
// The Insights SQL against generated data: a few hundred bookings and leads drawn by a seeded
// generator over and around the window, every status, payment status, venue and event type, and
// the totals worked out here in JavaScript from the domain's own rules (isListed, isWithdrawn,
// londonParts), in pence. Also the ?from&to range and its 400s.
import { GET as getInsights } from "@/app/api/admin/insights/route";
import { BOOKING_STATUSES, isListed, isWithdrawn } from "@/lib/domain/booking-status";
import { londonParts } from "@/lib/domain/dates";
import { addMonths, insightsWindow, monthsWindow, type Insights } from "@/lib/domain/insights";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { call, londonToday } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const PATH = "/api/admin/insights";
const current = londonToday().slice(0, 7);

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => must(items[int(0, items.length - 1)], "an item");
  return { int, pick };
}

const EVENT_TYPES = ["wedding", "corporate", "birthday", "bar-night", "other"] as const;
const PAYMENT_STATUSES = ["pending", "completed", "refunded", "cancelled"] as const;

interface Generated {
  eventDate: string;
  eventType: string;
  status: string;
  paymentStatus: string;
  paidPence: number;
  refundedPence: number;
  barId: number | null;
  commissionPence: number;
  leadIndex: number | null;
}

async function generate(seed: number, count: number, leadCount: number) {
  const rnd = generator(seed);
  const bars = [await createBarClient({ barName: "The Thistle" }), await createBarClient({ barName: "Auld Hoose" })];
  // leads from 14 months back to now, at any minute (month edges in both clock regimes included)
  const start = new Date(`${addMonths(current, -14)}-01T00:00:00Z`).getTime();
  const leadTimes = Array.from({ length: leadCount }, () => new Date(start + rnd.int(0, 14 * 31 * 24 * 60) * 60_000));
  const leads: { id: number }[] = [];
  for (const createdAt of leadTimes)
    leads.push(
      await db.lead.create({
        data: {
          name: "Enquirer",
          email: "e@example.com",
          phone: "07700 900002",
          eventType: "wedding",
          message: "Hello",
          createdAt,
        },
      }),
    );
  const used = new Set<number>();
  const bookings: Generated[] = Array.from({ length: count }, () => {
    // months -13 … +8: a few outside the window on each side; days 1 … 28 and the month's last days
    const month = addMonths(current, rnd.int(-13, 8));
    const eventDate = `${month}-${String(rnd.int(1, 28)).padStart(2, "0")}`;
    const paidPence = rnd.pick([0, rnd.int(1, 99_999), rnd.int(1, 99_999)]);
    const partner = rnd.int(0, 2) === 0;
    const leadIndex = rnd.int(0, 3) === 0 ? rnd.int(0, leadCount - 1) : null;
    const free = leadIndex !== null && !used.has(leadIndex);
    if (free) used.add(leadIndex);
    return {
      eventDate,
      eventType: rnd.pick(EVENT_TYPES),
      status: rnd.pick(BOOKING_STATUSES),
      paymentStatus: rnd.pick(PAYMENT_STATUSES),
      paidPence,
      refundedPence: rnd.int(0, 2) === 0 ? rnd.int(0, paidPence) : 0,
      barId: partner ? rnd.pick(bars).id : null,
      commissionPence: partner ? rnd.int(0, 9_999) : 0,
      leadIndex: free ? leadIndex : null,
    };
  });
  await db.booking.createMany({
    data: bookings.map((b, i) => ({
      clientName: `Client ${i}`,
      clientEmail: `client${i}@example.com`,
      clientPhone: "07700 900001",
      eventLocation: "Hall",
      eventAddress: "1 High Street, Glasgow",
      parkingAvailable: true,
      eventType: b.eventType,
      eventDate: b.eventDate,
      startTime: "19:00",
      endTime: "20:00",
      guestCount: 50,
      selectedServices: [],
      duration: "60",
      totalPence: 100000,
      paymentType: "full",
      status: b.status,
      paymentStatus: b.paymentStatus,
      paidPence: b.paidPence,
      refundedPence: b.refundedPence,
      barId: b.barId,
      barCommissionPence: b.commissionPence,
      leadId: b.leadIndex === null ? null : must(leads[b.leadIndex], "a lead").id,
    })) as never,
  });
  return { bookings, leadTimes, bars };
}

/** The figures as the definitions in lib/domain/insights.ts say, worked out row by row (pence, then pounds). */
function expected(
  months: readonly string[],
  { bookings, leadTimes, bars }: Awaited<ReturnType<typeof generate>>,
): Insights {
  const inWindow = (b: Generated) => months.includes(b.eventDate.slice(0, 7));
  const listed = bookings.filter((b) => inWindow(b) && isListed(b.status));
  const counted = (b: Generated) => !isWithdrawn(b);
  const kept = (b: Generated) => b.paidPence - b.refundedPence;
  const sum = (rows: Generated[], f: (b: Generated) => number) => rows.reduce((t, b) => t + f(b), 0);
  const convertedLeads = new Set(
    bookings.filter((b) => isListed(b.status) && b.leadIndex !== null).map((b) => b.leadIndex),
  );
  const group = (key: (b: Generated) => string) => {
    const map = new Map<string, Generated[]>();
    for (const b of listed) map.set(key(b), [...(map.get(key(b)) ?? []), b]);
    return map;
  };
  const byEventType = [...group((b) => b.eventType)]
    .map(([eventType, rows]) => ({
      eventType,
      bookings: rows.filter(counted).length,
      revenue: sum(rows, kept) / 100,
    }))
    .filter((e) => e.bookings > 0 || e.revenue !== 0)
    .sort((a, b) => b.revenue - a.revenue || b.bookings - a.bookings);
  const venue = (v: "partner" | "own") => {
    const rows = listed.filter((b) => (b.barId !== null) === (v === "partner"));
    return { venue: v, bookings: rows.filter(counted).length, revenue: sum(rows, kept) / 100 };
  };
  const commissionByBar = bars
    .map((bar) => {
      const rows = listed.filter((b) => b.barId === bar.id && counted(b));
      return {
        barId: bar.id,
        barName: must(bar.barName, "a bar name"),
        bookings: rows.length,
        commission: sum(rows, (b) => b.commissionPence) / 100,
      };
    })
    .filter((b) => b.bookings > 0)
    .sort((a, b) => b.commission - a.commission);
  return {
    months: months.map((month) => {
      const rows = listed.filter((b) => b.eventDate.startsWith(month));
      const monthLeads = leadTimes
        .map((at, index) => ({ index, month: londonParts(at).date.slice(0, 7) }))
        .filter((l) => l.month === month);
      return {
        month,
        bookings: rows.filter(counted).length,
        revenue: sum(rows, kept) / 100,
        refunded: sum(rows, (b) => b.refundedPence) / 100,
        leads: monthLeads.length,
        converted: monthLeads.filter((l) => convertedLeads.has(l.index)).length,
      };
    }),
    byEventType,
    byVenue: [venue("partner"), venue("own")],
    commissionByBar,
  };
}

describe("GET /api/admin/insights against generated data", () => {
  it("matches the totals worked out row by row, for the default window and for a range asked", async () => {
    const data = await generate(20261125, 400, 150);
    // the generator reached every state (otherwise the test would prove less than it says)
    expect(new Set(data.bookings.map((b) => b.status)).size).toBe(BOOKING_STATUSES.length);

    const all = await call(getInsights as never, PATH);
    expect(all.status).toBe(200);
    const want = expected(insightsWindow(londonToday()).months, data);
    expect(want.months.reduce((t, m) => t + m.bookings, 0)).toBeGreaterThan(50);
    expect(all.body).toEqual(want);

    const from = addMonths(current, -13);
    const to = addMonths(current, -2);
    const range = await call(getInsights as never, `${PATH}?from=${from}&to=${to}`);
    expect(range.status).toBe(200);
    expect(range.body).toEqual(expected(monthsWindow(from, to).months, data));
  });
});

describe("GET /api/admin/insights?from&to", () => {
  it("answers exactly the months asked, or the 18 from or to one end", async () => {
    const one = await call(getInsights as never, `${PATH}?from=2027-03&to=2027-03`);
    expect(one.body.months).toEqual([
      { month: "2027-03", bookings: 0, revenue: 0, refunded: 0, leads: 0, converted: 0 },
    ]);
    const from = await call(getInsights as never, `${PATH}?from=2027-03`);
    expect(from.body.months.map((m: { month: string }) => m.month)).toEqual(monthsWindow("2027-03", "2028-08").months);
    const to = await call(getInsights as never, `${PATH}?to=2027-03&from=`);
    expect(to.body.months.map((m: { month: string }) => m.month)).toEqual(monthsWindow("2025-10", "2027-03").months);
  });

  it.each([
    ["?from=2027-13", { from: "Please enter a month as yyyy-MM." }],
    ["?from=2027-03-01", { from: "Please enter a month as yyyy-MM." }],
    ["?to=last%20year", { to: "Please enter a month as yyyy-MM." }],
    ["?from=%27%20OR%201%3D1", { from: "Please enter a month as yyyy-MM." }],
    ["?from=2027-04&to=2027-03", { to: "The end month must be on or after the start month." }],
    ["?from=2020-01&to=2025-01", { to: "Please choose at most 60 months." }],
  ])("refuses %s with 400 and the field's message", async (query, fieldErrors) => {
    const res = await call(getInsights as never, `${PATH}${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(res.body.error).toBe(Object.values(fieldErrors)[0]);
  });
});
