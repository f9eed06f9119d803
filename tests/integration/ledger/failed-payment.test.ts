/** @jest-environment node */
// A failed payment puts a booking back to the short hold only when it is that booking's own
// checkout: a booking the magician made from an enquiry (pending, nothing paid) survives a
// declined card on its booking page, and a slow bank payment from that page that fails.
import { POST as convert } from "@/app/api/leads/[id]/convert/route";
import { GET as view } from "@/app/api/manage/[token]/route";
import { POST as balanceIntent } from "@/app/api/manage/[token]/balance-intent/route";
import { expireEndedHolds } from "@/lib/server/bookings/shared/holds";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { manageToken } from "@/lib/server/links/booking-page";
import { verifiedIntentId } from "@/lib/server/payments";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { confirmDemo, inDays } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<{ token: string }> }) => Promise<Response>;
async function hit(handler: Handler, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await handler(await request(`/api/manage/${token}${path}`, init), { params: Promise.resolve({ token }) });
  return { status: res.status, body: await res.json() };
}

/** The magician converts an enquiry: a booking pending, nothing paid, its link e-mailed. */
async function bookingFromEnquiry(): Promise<{ id: number; token: string }> {
  const lead = await db.lead.create({
    data: {
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "07700 900002",
      eventType: "corporate",
      message: "Please amaze our team.",
    },
  });
  const converted = await call(convert as never, `/api/leads/${lead.id}/convert`, {
    body: {
      eventLocation: "Assembly Rooms",
      eventAddress: "54 George Street, Edinburgh",
      eventDate: inDays(40),
      startTime: "18:30",
      guestCount: 30,
      duration: 60,
      totalAmount: 400,
      paymentType: "deposit",
      selectedServices: [1],
    },
    params: { id: String(lead.id) },
  });
  expect(converted.status).toBe(201);
  const id = converted.body.bookingId as number;
  return { id, token: manageToken(id, 1) };
}

async function expectStillBooked(id: number, token: string) {
  const row = await db.booking.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", holdExpiresAt: null });
  // Long after any short hold would have ended, the booking and its page are still there.
  await expireEndedHolds(db, { now: new Date(Date.now() + 24 * 3_600_000) });
  expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  expect((await hit(view as Handler, token, "")).status).toBe(200);
}

describe("a failed payment from the booking page", () => {
  it("a declined card leaves the booking made from an enquiry as it was; another card pays it", async () => {
    const { id, token } = await bookingFromEnquiry();
    const deposit = await hit(balanceIntent as Handler, token, "/balance-intent", {
      method: "POST",
      body: { pay: "deposit" },
    });
    expect(deposit.status).toBe(200);

    const declined = await confirmDemo(deposit.body.clientSecret, "fail");
    expect(declined.status).toBe(402);
    await expectStillBooked(id, token);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).paymentFailureReason).toEqual(expect.any(String));

    const again = await hit(balanceIntent as Handler, token, "/balance-intent", {
      method: "POST",
      body: { pay: "deposit" },
    });
    expect((await confirmDemo(again.body.clientSecret)).status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
  });

  it("a slow bank payment from the page that fails keeps the booking too", async () => {
    const { id, token } = await bookingFromEnquiry();
    const total = await hit(balanceIntent as Handler, token, "/balance-intent", {
      method: "POST",
      body: { pay: "total" },
    });
    const intentId = (await verifiedIntentId(total.body.clientSecret))!;
    await processPaymentEvent({ eventId: "evt_page_slow_1", type: "payment_intent.processing", intentId });
    await processPaymentEvent({
      eventId: "evt_page_slow_2",
      type: "payment_intent.payment_failed",
      intentId,
      failureReason: "Direct debit refused",
    });
    await expectStillBooked(id, token);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).paymentFailureReason).toBe("Direct debit refused");
    // An abandoned payment from the page does not end the booking either.
    await processPaymentEvent({ eventId: "evt_page_slow_3", type: "payment_intent.canceled", intentId });
    await expectStillBooked(id, token);
  });
});
