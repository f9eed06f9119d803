import { GET as LIST_BOOKINGS, POST as CREATE_BOOKING } from "@/app/api/bookings/route";
import { POST as CREATE_INTENT } from "@/app/api/create-payment-intent/route";
import { POST as DEMO_CONFIRM } from "@/app/api/demo-payments/confirm/route";
import { GET as SUMMARY } from "@/app/api/bar/summary/route";
import { GET as EVENTS } from "@/app/api/bar/events/route";
import { addDays, londonToday } from "@/lib/domain/dates";
import { createBarClient, magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { must } from "../../support/must";

// The bar-service booking as the dashboard runs it, in demo payment mode:
// create-payment-intent → demo confirm (the card) → POST /api/bookings.

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type User = { id: number; username: string; role: string };

async function residency() {
  return db.barService.findFirstOrThrow({ where: { title: "Bar Close-Up Residency" } }); // £300 less 20% = £240
}

async function intent(as: User | null, body: unknown) {
  return CREATE_INTENT(await request("/api/create-payment-intent", { method: "POST", body, as }));
}

async function pay(clientSecret: string) {
  const response = await DEMO_CONFIRM(
    await request("/api/demo-payments/confirm", { method: "POST", body: { clientSecret } }),
  );
  return { status: response.status, body: await response.json() };
}

async function book(as: User | null, body: unknown) {
  return CREATE_BOOKING(await request("/api/bookings", { method: "POST", body, as }));
}

describe("bar-service booking, demo payment mode", () => {
  it("prices on the server, charges in full, saves a completed 'full' booking with 15% commission linked to the bar", async () => {
    const bar = await createBarClient({ barName: "The Hidden Card" });
    const service = await residency();
    const eventDate = addDays(londonToday(), 20);
    const details = { eventType: "Bar Booking", barServiceIds: [service.id], eventDate, startTime: "19:00" };

    // A client total that differs from the server's price is refused.
    expect((await intent(bar, { amount: 300, bookingDetails: details })).status).toBe(400);

    const created = await intent(bar, { amount: 240, bookingDetails: details });
    expect(created.status).toBe(200);
    const { clientSecret, paymentIntentId } = await created.json();
    expect(clientSecret).toMatch(/^pi_demo_/);
    const row = await db.paymentIntent.findUniqueOrThrow({ where: { id: paymentIntentId } });
    expect(row).toMatchObject({ purpose: "bar-booking", amountPence: 24000, userId: bar.id });
    // Book first: the booking holds the slot, awaiting payment, before anything is charged.
    expect(await db.booking.findUniqueOrThrow({ where: { id: row.bookingId! } })).toMatchObject({
      eventDate,
      startTime: "19:00",
      status: "awaiting_payment",
      barId: bar.id,
    });

    // Saving before the payment succeeded is refused and confirms nothing.
    const early = await book(bar, {
      barServiceIds: [service.id],
      eventDate,
      startTime: "19:00",
      stripePaymentId: paymentIntentId,
    });
    expect(early.status).toBe(402);
    expect(await db.booking.count({ where: { status: { not: "awaiting_payment" } } })).toBe(0);

    expect((await pay(clientSecret)).status).toBe(200);

    const saved = await book(bar, {
      barServiceIds: [service.id],
      eventDate,
      startTime: "19:00",
      additionalInfo: "Quiz night",
      stripePaymentId: paymentIntentId,
      // client-chosen money and status fields are ignored
      totalAmount: 1,
      barCommission: 999,
      paymentStatus: "pending",
    });
    expect([200, 201]).toContain(saved.status);
    const bookings = await db.booking.findMany();
    expect(bookings).toHaveLength(1);
    const booking = must(bookings[0], "the booking");
    expect(booking).toMatchObject({
      barId: bar.id,
      source: "bar-service",
      paymentType: "full",
      paymentStatus: "completed",
      eventType: "Bar Booking",
      eventDate,
      startTime: "19:00",
      endTime: "21:00",
      duration: "120",
      eventLocation: "The Hidden Card",
      stripePaymentId: paymentIntentId,
    });
    expect(booking.totalPence).toBe(24000);
    expect(booking.paidPence).toBe(24000);
    expect(booking.barCommissionPence).toBe(3600);
    expect(booking.selectedServices).toEqual([{ id: service.id, title: "Bar Close-Up Residency", price: 240 }]);

    // The same payment cannot make a second booking.
    const again = await book(bar, {
      barServiceIds: [service.id],
      eventDate,
      startTime: "19:00",
      stripePaymentId: paymentIntentId,
    });
    expect(again.status).toBeLessThan(500);
    expect(await db.booking.count()).toBe(1);

    // It shows on the bar's dashboard (events and commission) and in the magician's bookings.
    const events = await (await EVENTS(await request("/api/bar/events", { as: bar }))).json();
    expect(events.map((e: { id: number }) => e.id)).toEqual([booking.id]);
    expect((await (await SUMMARY(await request("/api/bar/summary", { as: bar }))).json()).commissionRevenuePence).toBe(
      3600,
    );
    const all = await (await LIST_BOOKINGS(await request("/api/bookings", { as: await magician() }))).json();
    expect(all.map((b: { id: number }) => b.id)).toContain(booking.id);
  });

  it("GET /api/bookings gives a bar only its own venue's bookings, without client e-mails or phones", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const service = await residency();
    for (const [who, days] of [
      [bar, 10],
      [other, 11],
    ] as const) {
      const eventDate = addDays(londonToday(), days);
      const details = { eventType: "Bar Booking", barServiceIds: [service.id], eventDate, startTime: "19:00" };
      const { clientSecret, paymentIntentId } = await (
        await intent(who, { amount: 240, bookingDetails: details })
      ).json();
      await pay(clientSecret);
      await book(who, { barServiceIds: [service.id], eventDate, startTime: "19:00", stripePaymentId: paymentIntentId });
    }
    const mine = await (await LIST_BOOKINGS(await request("/api/bookings", { as: bar }))).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].barId ?? bar.id).toBe(bar.id);
    expect(mine[0]).not.toHaveProperty("clientEmail");
    expect(mine[0]).not.toHaveProperty("clientPhone");
    expect((await LIST_BOOKINGS(await request("/api/bookings"))).status).toBe(401);
  });

  it("refuses another bar's payment, a bad time, and callers who are not bar clients", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const service = await residency();
    const eventDate = addDays(londonToday(), 15);
    const details = { eventType: "Bar Booking", barServiceIds: [service.id], eventDate, startTime: "19:00" };

    expect((await intent(null, { amount: 240, bookingDetails: details })).status).toBe(401);
    expect((await intent(await magician(), { amount: 240, bookingDetails: details })).status).toBe(403);
    expect((await intent(bar, { amount: 240, bookingDetails: { ...details, startTime: "19:30" } })).status).toBe(400);
    expect(
      (await intent(bar, { amount: 240, bookingDetails: { ...details, eventDate: addDays(londonToday(), -1) } }))
        .status,
    ).toBe(400);

    const { clientSecret, paymentIntentId } = await (
      await intent(bar, { amount: 240, bookingDetails: details })
    ).json();
    await pay(clientSecret);
    // The demo confirmation already saved the booking for `bar`; `other` cannot claim it.
    const stolen = await book(other, {
      barServiceIds: [service.id],
      eventDate,
      startTime: "19:00",
      stripePaymentId: paymentIntentId,
    });
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(stolen.status).toBeLessThan(500);
    expect(await db.booking.count({ where: { barId: other.id } })).toBe(0);
  });

  it("a slot held by a bar's unpaid payment is not offered to anyone else", async () => {
    const bar = await createBarClient();
    const service = await residency();
    const eventDate = addDays(londonToday(), 25);
    const details = { eventType: "Bar Booking", barServiceIds: [service.id], eventDate, startTime: "19:00" };
    expect((await intent(bar, { amount: 240, bookingDetails: details })).status).toBe(200);
    const { barServiceAvailability } = await import("@/lib/server/bar/availability");
    expect((await barServiceAvailability(eventDate)).times).not.toContain("19:00");
  });
});
