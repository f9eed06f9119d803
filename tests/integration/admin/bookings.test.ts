/** @jest-environment node */
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as refund } from "@/app/api/refund-booking/route";
import { dashboardStats } from "@/lib/server/admin/dashboard";
import { db, resetAndSeed } from "../../support/db";
import { addDays, call, createBooking, createPaidBooking, expectMagicianOnly, londonToday } from "./helpers";

const refundCalls: unknown[] = [];
/** How long the stand-in gateway takes to refund: a slow provider makes two clicks overlap for certain. */
let refundLatencyMs = 0;
jest.mock("@/lib/server/payments", () => {
  const actual = jest.requireActual("@/lib/server/payments");
  return {
    ...actual,
    getPaymentGateway: () => {
      const real = actual.getPaymentGateway();
      return {
        mode: real.mode,
        createIntent: (input: unknown) => real.createIntent(input),
        retrieveIntent: (id: string) => real.retrieveIntent(id),
        refund: async (input: unknown) => {
          refundCalls.push(input);
          if (refundLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, refundLatencyMs));
          return real.refund(input);
        },
      };
    },
  };
});

beforeEach(async () => {
  refundCalls.length = 0;
  refundLatencyMs = 0;
  await resetAndSeed();
});
afterAll(() => db.$disconnect());

const statusPath = (id: number) => `/api/bookings/${id}/status`;

describe("PUT /api/bookings/{id}/status", () => {
  it("is for the magician only", async () => {
    const b = await createBooking();
    await expectMagicianOnly(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: String(b.id) },
    });
  });

  it("confirms a pending booking and writes the audit log", async () => {
    const b = await createBooking();
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("confirmed");
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "booking.status" } });
    expect(audit).toMatchObject({ entity: "booking", entityId: String(b.id), actorName: "magician" });
    expect(audit.before).toMatchObject({ status: "pending" });
    expect(audit.after).toMatchObject({ status: "confirmed" });
  });

  it("answers 409 'Already Confirmed' for a confirmed booking", async () => {
    const b = await createBooking({ status: "confirmed" });
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: "Already Confirmed", description: "This booking is already confirmed." });
  });

  it("refuses a forbidden transition (cancelled → confirmed) and changes nothing", async () => {
    const b = await createBooking({ status: "cancelled", paymentStatus: "cancelled" });
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Update failed");
    expect(res.body.description).toBe("A cancelled booking cannot be marked confirmed.");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("cancelled");
    expect(await db.auditLog.count()).toBe(0);
  });

  it("cancelling also cancels the payment status", async () => {
    const b = await createBooking();
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "cancelled" },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
  });

  it("cancelling with a refund: everything paid is suggested, goes back first, and the customer is told", async () => {
    const b = await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 10) });
    const details = await call(getBooking as never, `/api/bookings/${b.id}`, { params: { id: String(b.id) } });
    // under 14 days the terms give the customer nothing, but the magician cancelling suggests everything
    expect(details.body).toMatchObject({ suggestedRefundPence: 0, cancelRefundPence: 30000 });
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "cancelled", refundAmount: 300 },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", paymentStatus: "refunded", refundedPence: 30000 });
    expect(refundCalls).toEqual([
      expect.objectContaining({
        paymentIntentId: b.stripePaymentId,
        amountPence: 30000,
        idempotencyKey: "refund-request:1",
      }),
    ]);
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { subject: `Your booking has been cancelled (#${b.id})` },
    });
    expect(mail.text).toContain("£300.00 is being refunded");

    const part = await createPaidBooking({ status: "confirmed" });
    const partial = await call(putStatus as never, statusPath(part.id), {
      method: "PUT",
      body: { status: "cancelled", refundAmount: 100 },
      params: { id: String(part.id) },
    });
    expect(partial.body).toMatchObject({ status: "cancelled", paymentStatus: "cancelled", refundedPence: 10000 });
    const tooMuch = await createPaidBooking({ status: "confirmed" });
    const refused = await call(putStatus as never, statusPath(tooMuch.id), {
      method: "PUT",
      body: { status: "cancelled", refundAmount: 301 },
      params: { id: String(tooMuch.id) },
    });
    expect(refused.status).toBe(400);
    expect((await db.booking.findUniqueOrThrow({ where: { id: tooMuch.id } })).status).toBe("confirmed");
  });

  it("marks a confirmed booking completed from its event's day, not before", async () => {
    const complete = (id: number) =>
      call(putStatus as never, statusPath(id), {
        method: "PUT",
        body: { status: "completed" },
        params: { id: String(id) },
      });
    const today = londonToday();
    for (const eventDate of [today, addDays(today, -3)]) {
      const b = await createBooking({ status: "confirmed", eventDate });
      const res = await complete(b.id);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("completed");
    }
    const ahead = await createBooking({ status: "confirmed", eventDate: addDays(today, 1) });
    const refused = await complete(ahead.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: "Update failed",
      description: "A booking can be marked completed from the day of its event.",
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: ahead.id } })).status).toBe("confirmed");
    expect(await db.auditLog.count({ where: { entityId: String(ahead.id), action: "booking.status" } })).toBe(0);
  });

  it("sends refunds to the refund call", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    const res = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "refunded" },
      params: { id: String(b.id) },
    });
    expect(res.status).toBe(400);
    expect(refundCalls).toHaveLength(0);
  });

  it("validates the status and the id", async () => {
    const b = await createBooking();
    const bad = await call(putStatus as never, statusPath(b.id), {
      method: "PUT",
      body: { status: "teleported" },
      params: { id: String(b.id) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Please choose a valid booking status.");
    const missing = await call(putStatus as never, statusPath(99999), {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: "99999" },
    });
    expect(missing.status).toBe(404);
    const junk = await call(putStatus as never, "/api/bookings/abc/status", {
      method: "PUT",
      body: { status: "confirmed" },
      params: { id: "abc" },
    });
    expect(junk.status).toBe(404);
  });
});

describe("GET /api/bookings/{id}", () => {
  it("shows the details the dialog needs, with unknown services as 'Magic Performance' at £0.00", async () => {
    const b = await createBooking({
      selectedServices: [1, 999],
      paymentType: "deposit",
      totalPence: 40000,
      paidPence: 20000,
    });
    const res = await call(getBooking as never, `/api/bookings/${b.id}`, { params: { id: String(b.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: b.id, totalPence: 40000, paidPence: 20000, paymentType: "deposit" });
    expect(res.body.services).toEqual([
      { id: 1, title: "Close-Up Magic", pricePence: 25000 },
      { id: 999, title: "Magic Performance", pricePence: 0 },
    ]);
    await expectMagicianOnly(getBooking as never, `/api/bookings/${b.id}`, { params: { id: String(b.id) } });
  });
});

describe("POST /api/refund-booking", () => {
  it("is for the magician only", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    await expectMagicianOnly(refund as never, "/api/refund-booking", { body: { bookingId: b.id } });
    expect(refundCalls).toHaveLength(0);
  });

  it("refunds the tiered suggestion by default (more than 30 days: paid minus the 50% deposit); a partial refund keeps the status", async () => {
    const b = await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 45) });
    const res = await call(refund as never, "/api/refund-booking", {
      body: { bookingId: b.id, reason: "Client cancelled" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "confirmed", paymentStatus: "completed", refundedPence: 15000 });
    expect(refundCalls).toEqual([
      expect.objectContaining({
        paymentIntentId: b.stripePaymentId,
        amountPence: 15000,
        idempotencyKey: "refund-request:1",
      }),
    ]);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(row.refundedPence).toBe(15000);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "booking.refund" } });
    expect(audit.after).toMatchObject({ status: "confirmed", amountPence: 15000, reason: "Client cancelled" });
    expect((await db.paymentIntent.findUniqueOrThrow({ where: { id: b.stripePaymentId! } })).refundedPence).toBe(15000);
    // the rest: everything paid has gone back, so the booking is refunded
    const rest = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 150 } });
    expect(rest.body).toMatchObject({ status: "refunded", paymentStatus: "refunded", refundedPence: 30000 });
    expect(refundCalls[1]).toMatchObject({ amountPence: 15000, idempotencyKey: "refund-request:2" });
  });

  it("suggests 50% between 14 and 30 days and lets the magician choose the amount", async () => {
    const b = await createPaidBooking({
      status: "cancelled",
      paymentStatus: "cancelled",
      eventDate: addDays(londonToday(), 20),
    });
    const details = await call(getBooking as never, `/api/bookings/${b.id}`, { params: { id: String(b.id) } });
    expect(details.body).toMatchObject({ refundTier: "half", suggestedRefundPence: 15000 });
    const res = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 300 } });
    expect(res.status).toBe(200);
    expect(res.body.refundedPence).toBe(30000);
  });

  it("a later refund is a new one with its own key, never beyond what was paid; a refunded booking refuses more", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    const first = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 100 } });
    expect(first.status).toBe(200);
    const second = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 100 } });
    expect(second.status).toBe(200);
    expect((refundCalls as { idempotencyKey: string }[]).map((c) => c.idempotencyKey)).toEqual([
      "refund-request:1",
      "refund-request:2",
    ]);
    const tooMuch = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 150 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe("Refund amount cannot exceed the amount paid (£100.00).");
    expect(
      (await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 100 } })).status,
    ).toBe(200);
    const done = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 1 } });
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ error: "Already Refunded" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).refundedPence).toBe(30000);
  });

  it("two simultaneous clicks refund once", async () => {
    const b = await createPaidBooking({ status: "confirmed" });
    refundLatencyMs = 1000;
    const results = await Promise.all([
      call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 50 } }),
      call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 50 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // The gateway is called outside any transaction, so both clicks may reach it, but with one
    // idempotency key: the provider refunds once, and the second finds that refund recorded.
    expect(new Set((refundCalls as { idempotencyKey: string }[]).map((c) => c.idempotencyKey)).size).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).refundedPence).toBe(5000);
  });

  it("refuses more than was paid, nothing paid, pending bookings and a zero suggestion", async () => {
    const paid = await createPaidBooking({
      status: "confirmed",
      totalPence: 30000,
      paidPence: 15000,
      paymentType: "deposit",
    });
    const tooMuch = await call(refund as never, "/api/refund-booking", { body: { bookingId: paid.id, amount: 200 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe("Refund amount cannot exceed the amount paid (£150.00).");

    const unpaid = await createBooking({ status: "confirmed" });
    const nothing = await call(refund as never, "/api/refund-booking", { body: { bookingId: unpaid.id } });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({
      error: "Refund Failed",
      description: "Nothing has been paid for this booking.",
    });

    const pending = await createPaidBooking();
    const fromPending = await call(refund as never, "/api/refund-booking", { body: { bookingId: pending.id } });
    expect(fromPending.status).toBe(409);

    const late = await createPaidBooking({ status: "confirmed", eventDate: addDays(londonToday(), 5) });
    const zero = await call(refund as never, "/api/refund-booking", { body: { bookingId: late.id } });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toBe("Refund amount must be more than £0.00.");
    expect(refundCalls).toHaveLength(0);
  });

  it("validates the body", async () => {
    const res = await call(refund as never, "/api/refund-booking", { body: { bookingId: "x" } });
    expect(res.status).toBe(400);
    const neg = await call(refund as never, "/api/refund-booking", { body: { bookingId: 1, amount: -5 } });
    expect(neg.status).toBe(400);
    expect(neg.body.error).toBe("Refund amount is invalid.");
    const missing = await call(refund as never, "/api/refund-booking", { body: { bookingId: 424242 } });
    expect(missing.status).toBe(404);
  });
});

describe("dashboard stats", () => {
  it("counts upcoming active bookings in the next 30 days and sums confirmed totals", async () => {
    const today = londonToday();
    await createBooking({ eventDate: today, status: "confirmed", totalPence: 10050 });
    await createBooking({ eventDate: addDays(today, 30), status: "pending", totalPence: 20000 });
    await createBooking({ eventDate: addDays(today, 31), status: "confirmed", totalPence: 5025 });
    await createBooking({ eventDate: addDays(today, 3), paymentStatus: "cancelled", status: "cancelled" });
    await createBooking({ eventDate: addDays(today, -1), status: "confirmed", totalPence: 1000 });
    const stats = await dashboardStats();
    expect(stats).toEqual({ upcomingBookings: 2, totalRevenuePence: 16075 });
  });
});

describe("POST /api/bookings/{id}/reschedule (the magician moves a booking)", () => {
  it("moves it under the wizard's rules, not counting itself, and e-mails the customer an updated calendar event", async () => {
    const { POST: moveRoute } = await import("@/app/api/bookings/[id]/reschedule/route");
    const { GET: timesRoute } = await import("@/app/api/bookings/[id]/times/route");
    const b = await createPaidBooking({
      status: "confirmed",
      eventDate: addDays(londonToday(), 10),
      startTime: "19:00",
      endTime: "20:00",
    });
    const other = await createPaidBooking({
      status: "confirmed",
      eventDate: addDays(londonToday(), 11),
      startTime: "19:00",
      endTime: "20:00",
    });
    const path = `/api/bookings/${b.id}/reschedule`;
    const free = await call(timesRoute as never, `/api/bookings/${b.id}/times?date=${addDays(londonToday(), 10)}`, {
      params: { id: String(b.id) },
    });
    expect(free.body.times).toContain("19:00"); // its own slot is not counted against it
    // within the customer's 14 days: the magician may still move it, one hour later on the same day
    const moved = await call(moveRoute as never, path, {
      body: { eventDate: addDays(londonToday(), 10), startTime: "20:00" },
      params: { id: String(b.id) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ eventDate: addDays(londonToday(), 10), startTime: "20:00", endTime: "21:00" });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { subject: `Your booking has moved (#${b.id})` } });
    expect(mail.text).toContain("The magician has moved your booking");
    expect(JSON.stringify(mail.attachments)).toContain("SEQUENCE:1");
    expect(await db.auditLog.count({ where: { action: "booking.reschedule", entityId: String(b.id) } })).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).rescheduleCount).toBe(0); // the customer's two moves stay theirs
    const clash = await call(moveRoute as never, path, {
      body: { eventDate: other.eventDate, startTime: "19:30" },
      params: { id: String(b.id) },
    });
    expect(clash.status).toBe(409);
    await expectMagicianOnly(moveRoute as never, path, {
      body: { eventDate: addDays(londonToday(), 12), startTime: "19:00" },
      params: { id: String(b.id) },
    });
  });
});
