import { GET as AVAILABILITY } from "@/app/api/bar/availability/route";
import { GET as EVENTS } from "@/app/api/bar/events/route";
import { GET as SUMMARY } from "@/app/api/bar/summary/route";
import { GET as GET_USER, PUT as PUT_USER } from "@/app/api/users/[id]/route";
import { addDays, londonToday } from "@/lib/domain/dates";
import { barServiceAvailability } from "@/lib/server/bar/availability";
import { getBarSummary, listBookableBarServices } from "@/lib/server/bar/dashboard";
import { getMagicianContact } from "@/lib/server/settings";
import { createBarClient, magician, params, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

let counter = 0;
async function booking(data: {
  barId: number | null;
  eventDate: string;
  totalAmount: number;
  barCommission?: number;
  status?: string;
  paymentStatus?: string;
  startTime?: string;
}) {
  counter += 1;
  return db.booking.create({
    data: {
      clientName: `Client ${counter}`,
      clientEmail: `client${counter}@example.com`,
      clientPhone: "07700 900000",
      eventLocation: "Somewhere",
      eventType: "private",
      eventDate: data.eventDate,
      startTime: data.startTime ?? "19:00",
      endTime: "21:00",
      guestCount: 20,
      selectedServices: [{ id: 1, title: "Close-Up Magic", price: data.totalAmount }],
      duration: "120",
      totalPence: Math.round(data.totalAmount * 100),
      barCommissionPence: Math.round((data.barCommission ?? 0) * 100),
      paymentType: "full",
      status: data.status ?? "pending",
      paymentStatus: data.paymentStatus ?? "pending",
      barId: data.barId,
    },
  });
}

describe("revenue cards (GET /api/bar/summary)", () => {
  it("match a hand-computed fixture: barCommission, else 15% of totalAmount; price × promotionCount", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const today = londonToday();
    await booking({ barId: bar.id, eventDate: addDays(today, 5), totalAmount: 200, barCommission: 30 }); // 30.00
    await booking({
      barId: bar.id,
      eventDate: addDays(today, -40),
      totalAmount: 100,
      status: "completed",
      paymentStatus: "completed",
    }); // 15.00 (no commission stored)
    await booking({ barId: bar.id, eventDate: addDays(today, 9), totalAmount: 333.33 }); // 15% = 49.9995 → 50.00
    await booking({ barId: bar.id, eventDate: addDays(today, 7), totalAmount: 300, status: "cancelled" }); // cancelled: 0
    await booking({ barId: bar.id, eventDate: addDays(today, 8), totalAmount: 400, paymentStatus: "cancelled" }); // cancelled: 0
    await booking({ barId: bar.id, eventDate: addDays(today, 3), totalAmount: 500, status: "refunded" }); // refunded: 0
    await booking({ barId: other.id, eventDate: addDays(today, 5), totalAmount: 1000, barCommission: 150 }); // another venue
    await booking({ barId: null, eventDate: addDays(today, 5), totalAmount: 700 }); // no venue
    await db.drink.createMany({
      data: [
        { barId: bar.id, name: "Spritz", price: "6.50", promotionCount: 4 }, // 26.00
        { barId: bar.id, name: "Mojito", price: "8.00", promotionCount: 0 }, // 0
        { barId: bar.id, name: "Potion", price: "4.25", promotionCount: 3 }, // 12.75
        { barId: other.id, name: "Theirs", price: "100.00", promotionCount: 10 },
      ],
    });

    const response = await SUMMARY(await request("/api/bar/summary", { as: bar }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      commissionRevenuePence: 9500,
      drinksRevenuePence: 3875,
      commissionRevenue: 95,
      drinksRevenue: 38.75,
      bookingCount: 3,
      drinksSold: 7,
    });
    expect((await getBarSummary(other.id)).commissionRevenuePence).toBe(15000);
  });

  it("needs a bar-client session", async () => {
    expect((await SUMMARY(await request("/api/bar/summary"))).status).toBe(401);
    expect((await SUMMARY(await request("/api/bar/summary", { as: await magician() }))).status).toBe(403);
  });
});

describe("upcoming events (GET /api/bar/events)", () => {
  it("lists only this venue's bookings from today (London) on, without client e-mails or phones", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const today = londonToday();
    const later = await booking({
      barId: bar.id,
      eventDate: addDays(today, 10),
      totalAmount: 100,
      paymentStatus: "completed",
    });
    const todays = await booking({ barId: bar.id, eventDate: today, totalAmount: 100, startTime: "20:00" });
    await booking({ barId: bar.id, eventDate: addDays(today, -1), totalAmount: 100 });
    await booking({ barId: other.id, eventDate: addDays(today, 2), totalAmount: 100 });
    await booking({ barId: null, eventDate: addDays(today, 2), totalAmount: 100 });

    const response = await EVENTS(await request("/api/bar/events", { as: bar }));
    expect(response.status).toBe(200);
    const events = await response.json();
    expect(events.map((e: { id: number }) => e.id)).toEqual([todays.id, later.id]);
    for (const event of events) {
      expect(event).not.toHaveProperty("clientEmail");
      expect(event).not.toHaveProperty("clientPhone");
      expect(JSON.stringify(event)).not.toContain("@example.com");
    }
    expect(events[1]).toMatchObject({
      paymentStatus: "completed",
      services: ["Close-Up Magic"],
      startTime: "19:00",
      endTime: "21:00",
    });

    expect((await EVENTS(await request("/api/bar/events"))).status).toBe(401);
    expect((await EVENTS(await request("/api/bar/events", { as: await magician() }))).status).toBe(403);
  });
});

describe("a bar client and other bars' records", () => {
  it("reads and changes its own user record but gets 403 for another bar's", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const own = await GET_USER(await request(`/api/users/${bar.id}`, { as: bar }), params({ id: String(bar.id) }));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ barName: bar.barName });

    const theirs = await GET_USER(
      await request(`/api/users/${other.id}`, { as: bar }),
      params({ id: String(other.id) }),
    );
    expect(theirs.status).toBe(403);
    const change = await PUT_USER(
      await request(`/api/users/${other.id}`, { method: "PUT", body: { barName: "Hijacked" }, as: bar }),
      params({ id: String(other.id) }),
    );
    expect(change.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).barName).toBe(other.barName);
  });
});

describe("bar services, contact and times", () => {
  it("prices active bar services at basePrice less discount, rounded to a whole pound", async () => {
    await db.barService.create({
      data: { title: "Odd Discount", description: "A service with an odd discount.", basePrice: 199, discount: 15 },
    });
    await db.barService.create({
      data: { title: "Hidden", description: "An inactive bar service.", basePrice: 100, isActive: false },
    });
    const services = await listBookableBarServices();
    const byTitle = Object.fromEntries(services.map((s) => [s.title, s.pricePence]));
    expect(byTitle).toEqual({
      "Bar Close-Up Residency": 24000, // 300 - 20%
      "Quiz Night Mind-Reading Interval": 16200, // 180 - 10%
      "Cocktail Masterclass Magic": 25000,
      "Odd Discount": 16900, // 199 × 0.85 = 169.15 → £169
    });
  });

  it("shows the magician's phone and e-mail on the contact card", async () => {
    await db.user.updateMany({
      where: { role: "magician" },
      data: { contactPhone: "07700 900123", email: "wizard@example.com" },
    });
    expect(await getMagicianContact()).toEqual({ phone: "07700 900123", email: "wizard@example.com" });
  });

  it("offers hourly 12:00–23:00 + 00:00, today only from an hour ahead, at a fixed London clock", async () => {
    const all = [
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
      "00:00",
    ];
    // 1 July 2026, 14:00 in London (BST, UTC+1)
    const twoPm = new Date("2026-07-01T13:00:00Z");
    expect((await barServiceAvailability("2026-07-01", twoPm)).times).toEqual([
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
    ]);
    // 14:01: 15:00 is less than an hour ahead
    expect((await barServiceAvailability("2026-07-01", new Date("2026-07-01T13:01:00Z"))).times[0]).toBe("16:00");
    // 23:30: nothing left today; tomorrow has every time
    expect((await barServiceAvailability("2026-07-01", new Date("2026-07-01T22:30:00Z"))).times).toEqual([]);
    expect((await barServiceAvailability("2026-07-02", twoPm)).times).toEqual(all);
    // a winter date (GMT): 14:00 UTC is 14:00 in London
    expect((await barServiceAvailability("2026-12-01", new Date("2026-12-01T14:00:00Z"))).times[0]).toBe("15:00");
    // past dates have no times
    expect(await barServiceAvailability("2026-06-30", twoPm)).toEqual({
      date: "2026-06-30",
      times: [],
      reason: "past",
    });
  });

  it("leaves out blocked days, full days and times that break the 60-minute buffers", async () => {
    const now = new Date("2026-07-01T09:00:00Z");
    await db.blockedDay.create({ data: { date: "2026-07-10" } });
    expect(await barServiceAvailability("2026-07-10", now)).toEqual({
      date: "2026-07-10",
      times: [],
      reason: "blocked",
    });

    await booking({ barId: null, eventDate: "2026-07-11", totalAmount: 100, startTime: "19:00" }); // 19:00–21:00
    const times = (await barServiceAvailability("2026-07-11", now)).times;
    // lib/domain buffer rule (the candidate's own buffer plus the existing booking's): 15:00–17:00 still fits
    // before 19:00–21:00, 16:00–18:00 does not; 22:00 is the first start after it
    expect(times).toEqual(["12:00", "13:00", "14:00", "15:00", "22:00", "23:00", "00:00"]);

    for (let i = 0; i < 5; i++)
      await booking({ barId: null, eventDate: "2026-07-12", totalAmount: 100, startTime: "10:00" });
    expect(await barServiceAvailability("2026-07-12", now)).toMatchObject({ times: [], reason: "full" });
  });

  it("GET /api/bar/availability validates the date and needs a bar client", async () => {
    const bar = await createBarClient();
    const future = addDays(londonToday(), 30);
    const ok = await AVAILABILITY(await request(`/api/bar/availability?date=${future}`, { as: bar }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).times).toHaveLength(13);
    expect((await AVAILABILITY(await request(`/api/bar/availability?date=2026-02-30`, { as: bar }))).status).toBe(400);
    expect((await AVAILABILITY(await request(`/api/bar/availability?date=${future}`))).status).toBe(401);
  });
});
