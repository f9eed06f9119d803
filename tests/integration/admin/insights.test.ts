/** @jest-environment node */
import { GET as getInsights } from "@/app/api/admin/insights/route";
import { londonDateTime } from "@/lib/domain/dates";
import { addMonths, insightsWindow } from "@/lib/domain/insights";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";
import { call, createBooking, expectMagicianOnly, londonToday } from "./helpers";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const PATH = "/api/admin/insights";

/** A London month relative to this one, e.g. month(-1) = last month ('yyyy-MM'). */
const current = londonToday().slice(0, 7);
const month = (offset: number) => addMonths(current, offset);

async function lead(createdAt: Date, overrides: Record<string, unknown> = {}) {
  return db.lead.create({
    data: {
      name: "Enquirer",
      email: "enquirer@example.com",
      phone: "07700 900002",
      eventType: "wedding",
      message: "Hello",
      createdAt,
      ...overrides,
    },
  });
}

describe("GET /api/admin/insights", () => {
  it("is for the magician only (401 signed out, 403 bar client)", async () => {
    await expectMagicianOnly(getInsights as never, PATH);
  });

  it("answers 18 empty months and empty sections with no data", async () => {
    const { status, body, response } = await call(getInsights as never, PATH);
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const window = insightsWindow(londonToday());
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(window.months);
    expect(body.months).toHaveLength(18);
    expect(body.months[0]).toEqual({ month: month(-11), bookings: 0, revenue: 0, refunded: 0, leads: 0, converted: 0 });
    expect(body.months[17].month).toBe(month(6));
    expect(body.byEventType).toEqual([]);
    expect(body.byVenue).toEqual([
      { venue: "partner", bookings: 0, revenue: 0 },
      { venue: "own", bookings: 0, revenue: 0 },
    ]);
    expect(body.commissionByBar).toEqual([]);
  });

  it("computes every figure by month, event type, venue and bar", async () => {
    const bar = await createBarClient({ barName: "The Thistle" });
    const other = await createBarClient({ barName: "Auld Hoose" });
    const day = (offset: number, d = "15") => `${month(offset)}-${d}`;

    // out of the window on both sides: ignored everywhere
    await createBooking({ eventDate: day(-12), status: "confirmed", paymentStatus: "completed", paidPence: 10000 });
    await createBooking({
      eventDate: day(7, "01"),
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 10000,
      barId: bar.id,
      barCommissionPence: 900,
    });
    // first month: an own confirmed wedding, paid in full
    await createBooking({
      eventDate: day(-11, "01"),
      status: "completed",
      paymentStatus: "completed",
      paidPence: 30000,
    });
    // last month: a cancelled corporate booking that kept £60 of £100; a fully refunded one
    const cancelled = await createBooking({
      eventDate: day(-1),
      eventType: "corporate",
      status: "cancelled",
      paymentStatus: "refunded",
      paidPence: 10000,
      refundedPence: 4000,
    });
    await createBooking({
      eventDate: day(-1, "28"),
      eventType: "corporate",
      status: "refunded",
      paymentStatus: "refunded",
      paidPence: 20000,
      refundedPence: 20000,
    });
    // this month: a pending birthday with a £50.25 deposit; a hold awaiting payment and an expired
    // one (not listed: not counted, no revenue); a pending booking whose payment was cancelled
    await createBooking({
      eventDate: day(0),
      eventType: "birthday",
      status: "pending",
      paymentStatus: "pending",
      paymentType: "deposit",
      paidPence: 5025,
    });
    const hold = await createBooking({
      eventDate: day(0),
      status: "awaiting_payment",
      paymentStatus: "pending",
      paidPence: 0,
    });
    await createBooking({ eventDate: day(0), status: "expired", paymentStatus: "pending", paidPence: 1000 });
    await createBooking({
      eventDate: day(0),
      eventType: "birthday",
      status: "pending",
      paymentStatus: "cancelled",
      paidPence: 0,
    });
    // in two months: partner bookings at two bars; a cancelled one owes no commission
    await createBooking({
      eventDate: day(2),
      eventType: "bar-night",
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 25500,
      barId: bar.id,
      barCommissionPence: 2550,
      source: "bar-service",
    });
    await createBooking({
      eventDate: day(2, "20"),
      eventType: "bar-night",
      status: "confirmed",
      paymentStatus: "pending",
      paidPence: 0,
      barId: bar.id,
      barCommissionPence: 1225,
      source: "bar-service",
    });
    await createBooking({
      eventDate: day(2, "21"),
      eventType: "bar-night",
      status: "cancelled",
      paymentStatus: "cancelled",
      paidPence: 0,
      barId: bar.id,
      barCommissionPence: 3000,
      source: "bar-service",
    });
    await createBooking({
      eventDate: day(2, "22"),
      eventType: "bar-night",
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 12000,
      barId: other.id,
      barCommissionPence: 4000,
      source: "bar-service",
    });
    // the last month of the window: an own wedding with £100.50 paid
    await createBooking({
      eventDate: day(6, "28"),
      status: "confirmed",
      paymentStatus: "completed",
      paidPence: 10050,
    });

    // leads: last month two (one converted by the cancelled booking, one only held), this month
    // two (one created at 00:30 London on the 1st, which is the day before in UTC in summer), and
    // one a year and a month ago (outside)
    const converted = await lead(londonDateTime(day(-1, "03"), "12:00"));
    await db.booking.update({ where: { id: cancelled.id }, data: { leadId: converted.id } });
    const held = await lead(londonDateTime(day(-1, "28"), "23:30"));
    await db.booking.update({ where: { id: hold.id }, data: { leadId: held.id } });
    await lead(londonDateTime(day(0, "01"), "00:30"));
    await lead(londonDateTime(day(0, "02"), "09:00"));
    await lead(londonDateTime(day(-12, "10"), "09:00"));
    // the instant just before the window's first London midnight: outside
    await lead(new Date(londonDateTime(`${month(-11)}-01`).getTime() - 1));

    const { status, body } = await call(getInsights as never, PATH);
    expect(status).toBe(200);

    const zero = { bookings: 0, revenue: 0, refunded: 0, leads: 0, converted: 0 };
    const expectedMonths = insightsWindow(londonToday()).months.map((m) => ({ month: m, ...zero }));
    const set = (offset: number, figures: Partial<typeof zero>) => {
      const row = must(
        expectedMonths.find((r) => r.month === month(offset)),
        `the row of ${month(offset)}`,
      );
      Object.assign(row, figures);
    };
    set(-11, { bookings: 1, revenue: 300 });
    set(-1, { bookings: 0, revenue: 60, refunded: 240, leads: 2, converted: 1 });
    set(0, { bookings: 1, revenue: 50.25, leads: 2 });
    set(2, { bookings: 3, revenue: 375 });
    set(6, { bookings: 1, revenue: 100.5 });

    expect(body).toEqual({
      months: expectedMonths,
      byEventType: [
        { eventType: "wedding", bookings: 2, revenue: 400.5 },
        { eventType: "bar-night", bookings: 3, revenue: 375 },
        { eventType: "corporate", bookings: 0, revenue: 60 },
        { eventType: "birthday", bookings: 1, revenue: 50.25 },
      ],
      byVenue: [
        { venue: "partner", bookings: 3, revenue: 375 },
        { venue: "own", bookings: 3, revenue: 510.75 },
      ],
      commissionByBar: [
        { barId: other.id, barName: "Auld Hoose", bookings: 1, commission: 40 },
        { barId: bar.id, barName: "The Thistle", bookings: 2, commission: 37.75 },
      ],
    });
  });
});
