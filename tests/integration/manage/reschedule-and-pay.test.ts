// The booking page's moves and payments: times, reschedule (rules, locks, e-mails with an updated
// calendar event), the balance intent and its settlement, refunds across several payments, and a
// booking made from an enquiry paying its deposit.
import { GET as view } from "@/app/api/manage/[token]/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { POST as reschedule } from "@/app/api/manage/[token]/reschedule/route";
import { GET as times } from "@/app/api/manage/[token]/times/route";
import { POST as balanceIntent } from "@/app/api/manage/[token]/balance-intent/route";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { manageToken } from "@/lib/server/links/booking-page";
import { DemoGateway } from "@/lib/server/payments/demo";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

async function paidBooking(overrides: Record<string, unknown> = {}) {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails(overrides) });
  expect(intent.status).toBe(200);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return intent.body.bookingId as number;
}

async function depositBooking(eventDate = inDays(45), email = "deposit@example.com") {
  return paidBooking({ eventDate, paymentType: "deposit", depositAgreement: true, clientEmail: email });
}

type Handler = (r: Request, c: { params: Promise<{ token: string }> }) => Promise<Response>;
async function hit(handler: Handler, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await handler(await request(`/api/manage/${token}${path}`, init), { params: Promise.resolve({ token }) });
  return { status: res.status, body: await res.json() };
}
const get = (token: string) => hit(view as Handler, token, "");
const timesOn = (token: string, date: string) => hit(times as Handler, token, `/times?date=${date}`);
const move = (token: string, body: unknown) =>
  hit(reschedule as Handler, token, "/reschedule", { method: "POST", body });
const payIntent = (token: string, body: unknown = {}) =>
  hit(balanceIntent as Handler, token, "/balance-intent", { method: "POST", body });
const cancelIt = (token: string) => hit(cancel as Handler, token, "/cancel", { method: "POST", body: {} });

describe("moving a booking from its page", () => {
  it("lists the times for the booking's duration, not counting the booking itself", async () => {
    const id = await paidBooking({ eventDate: inDays(45), startTime: "14:00" });
    const other = await paidBooking({ eventDate: inDays(50), startTime: "14:00", clientEmail: "other@example.com" });
    const token = manageToken(id, 1);
    const own = await timesOn(token, inDays(45));
    expect(own.status).toBe(200);
    expect(own.body.times).toContain("14:00"); // its own slot is free for itself
    const busy = await timesOn(token, inDays(50));
    // 14:00–15:00 taken, with 60-minute buffers each side
    expect(busy.body.times).not.toEqual(expect.arrayContaining(["13:00", "14:00", "15:00"]));
    expect(busy.body.times).toEqual(expect.arrayContaining(["11:00", "16:00"]));
    expect((await timesOn(token, "2027-02-30")).status).toBe(400);
    expect((await timesOn(`${manageToken(other, 1).slice(0, -2)}AA`, inDays(50))).status).toBe(404);
  });

  it("moves it under the wizard's rules, bumps the calendar SEQUENCE, frees the old slot and e-mails both parties", async () => {
    const id = await paidBooking({ eventDate: inDays(45), startTime: "14:00" });
    const token = manageToken(id, 1);
    expect((await get(token)).body).toMatchObject({
      actions: ["cancel", "reschedule"],
      reschedule: { allowed: true, remaining: 2 },
    });
    const moved = await move(token, { eventDate: inDays(60), startTime: "19:30" });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      eventDate: inDays(60),
      startTime: "19:30",
      endTime: "20:30",
      totalAmount: 275,
    });
    expect(moved.body.reschedule).toMatchObject({ allowed: true, remaining: 1 });
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ rescheduleCount: 1, icsSequence: 1, termsVersion: CURRENT_TERMS_VERSION });
    const mails = await db.emailOutbox.findMany({ where: { subject: { contains: "moved" } }, orderBy: { id: "asc" } });
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining(["ada@example.com"]));
    expect(mails).toHaveLength(2);
    const attachments = JSON.stringify(mails[0]?.attachments);
    expect(attachments).toContain(`UID:booking-${id}@summonamagician.co.uk`);
    expect(attachments).toContain("SEQUENCE:1");
    expect(await db.auditLog.count({ where: { action: "booking.customer-reschedule", entityId: String(id) } })).toBe(1);
    // the old slot is free at once
    const taker = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({
        eventDate: inDays(45),
        startTime: "14:00",
        clientEmail: "taker@example.com",
      }),
    });
    expect(taker.status).toBe(200);
  });

  it("answers 4xx with the wizard's messages: a taken time, a time never offered, the same slot", async () => {
    const id = await paidBooking({ eventDate: inDays(45), startTime: "14:00" });
    await paidBooking({ eventDate: inDays(50), startTime: "14:00", clientEmail: "other@example.com" });
    const token = manageToken(id, 1);
    const taken = await move(token, { eventDate: inDays(50), startTime: "14:30" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      title: "Time unavailable",
      error: "Unfortunately, this time is no longer available. Please select a different time.",
    });
    const offGrid = await move(token, { eventDate: inDays(50), startTime: "10:15" });
    expect(offGrid.status).toBe(400);
    const same = await move(token, { eventDate: inDays(45), startTime: "14:00" });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe("Your booking is already at that date and time.");
    const bad = await move(token, { eventDate: "tomorrow", startTime: "25:00" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ eventDate: expect.any(String), startTime: expect.any(String) });
    const beyond = await move(token, { eventDate: inDays(1200), startTime: "14:00" });
    expect(beyond.status).toBe(400);
    expect(beyond.body.title).toBe("Date unavailable");
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ eventDate: inDays(45), startTime: "14:00", rescheduleCount: 0, icsSequence: 0 });
  });

  it("allows two moves, until 14 days before, and none once cancelled", async () => {
    const id = await paidBooking({ eventDate: inDays(45), startTime: "14:00" });
    const token = manageToken(id, 1);
    expect((await move(token, { eventDate: inDays(46), startTime: "14:00" })).status).toBe(200);
    expect((await move(token, { eventDate: inDays(47), startTime: "14:00" })).status).toBe(200);
    const third = await move(token, { eventDate: inDays(48), startTime: "14:00" });
    expect(third.status).toBe(400);
    expect(third.body.error).toContain("already been moved twice");
    expect((await get(token)).body.reschedule).toMatchObject({ allowed: false });

    const soon = await paidBooking({ eventDate: inDays(13), clientEmail: "soon@example.com" });
    const late = await move(manageToken(soon, 1), { eventDate: inDays(40), startTime: "14:00" });
    expect(late.status).toBe(400);
    expect(late.body.error).toContain("until 14 days before the event");
    expect((await timesOn(manageToken(soon, 1), inDays(40))).status).toBe(400);

    const gone = await paidBooking({ eventDate: inDays(50), clientEmail: "gone@example.com" });
    expect((await cancelIt(manageToken(gone, 1))).status).toBe(200);
    expect((await move(manageToken(gone, 1), { eventDate: inDays(51), startTime: "14:00" })).status).toBe(409);
  });

  it("two bookings moving to the same slot at once: one wins, the other gets 409", async () => {
    const a = await paidBooking({ eventDate: inDays(45), startTime: "11:00", clientEmail: "a@example.com" });
    const b = await paidBooking({ eventDate: inDays(46), startTime: "11:00", clientEmail: "b@example.com" });
    const results = await Promise.all(
      [a, b].map((id) => move(manageToken(id, 1), { eventDate: inDays(70), startTime: "18:00" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.booking.count({ where: { eventDate: inDays(70) } })).toBe(1);
  });

  it("a cancel and a move of the same booking at once leave one consistent outcome", async () => {
    const id = await paidBooking({ eventDate: inDays(45), startTime: "14:00" });
    const token = manageToken(id, 1);
    const [cancelled, moved] = await Promise.all([
      cancelIt(token),
      move(token, { eventDate: inDays(60), startTime: "15:00" }),
    ]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(moved.status);
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("cancelled");
    expect(row.rescheduleCount).toBe(moved.status === 200 ? 1 : 0);
    expect(row.eventDate).toBe(moved.status === 200 ? inDays(60) : inDays(45));
  });
});

describe("paying the balance from the page", () => {
  it("creates one intent for exactly the balance, settles it, then answers 409", async () => {
    const id = await depositBooking();
    const token = manageToken(id, 1);
    expect((await get(token)).body).toMatchObject({
      actions: ["cancel", "reschedule", "pay-balance"],
      payOptions: [{ kind: "balance", amount: 137.5 }],
    });
    const first = await payIntent(token, { pay: "balance" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ clientSecret: expect.stringMatching(/^pi_demo_/), amount: 137.5 });
    const again = await payIntent(token);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect((await payIntent(token, { pay: "total" })).status).toBe(400);
    expect((await confirmDemo(first.body.clientSecret)).status).toBe(200);
    const after = await get(token);
    expect(after.body.booking).toMatchObject({ paidAmount: 275, balanceDue: 0 });
    expect(after.body.actions).not.toContain("pay-balance");
    const done = await payIntent(token);
    expect(done.status).toBe(409);
    expect(done.body.error).toBe("This booking is already paid in full.");
    expect(await db.emailOutbox.count({ where: { subject: `Payment received for booking #${id}` } })).toBe(1);
    // the confirm again changes nothing
    await confirmDemo(first.body.clientSecret);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).paidPence).toBe(27500);
  });

  it("a refund of everything is taken from both payments, newest first", async () => {
    const id = await depositBooking();
    const token = manageToken(id, 1);
    const balance = await payIntent(token);
    await confirmDemo(balance.body.clientSecret);
    const refund = jest.spyOn(DemoGateway.prototype, "refund");
    const { POST: refundRoute } = await import("@/app/api/refund-booking/route");
    const { call } = await import("../admin/helpers");
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: id, amount: 275 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", refundedPence: 27500 });
    const balanceId = balance.body.clientSecret.split("_secret_")[0];
    expect(
      refund.mock.calls.map(([input]) => [
        input.paymentIntentId === balanceId ? "balance" : "deposit",
        input.amountPence,
        input.idempotencyKey,
      ]),
    ).toEqual([
      ["balance", 13750, "refund-request:1"],
      ["deposit", 13750, "refund-request:2"],
    ]);
  });

  it("a payment that arrives after the booking was cancelled is returned, not kept", async () => {
    const id = await depositBooking();
    const token = manageToken(id, 1);
    const balance = await payIntent(token);
    expect((await cancelIt(token)).status).toBe(200);
    const refund = jest.spyOn(DemoGateway.prototype, "refund");
    expect((await confirmDemo(balance.body.clientSecret)).status).toBe(200);
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({ amountPence: 13750, idempotencyKey: expect.stringMatching(/^refund-request:\d+$/) }),
    );
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).paidPence).toBe(13750);
  });
});

describe("a booking made from an enquiry", () => {
  it("gets its link by e-mail and its page offers the deposit or the total; paying confirms it", async () => {
    const { POST: convert } = await import("@/app/api/leads/[id]/convert/route");
    const { call } = await import("../admin/helpers");
    const lead = await db.lead.create({
      data: {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "07700 900002",
        eventType: "corporate",
        location: "Edinburgh",
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
    const token = manageToken(id, 1);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { subject: `Your booking is reserved (#${id})` } });
    expect(mail.to).toBe("grace@example.com");
    expect(mail.text).toContain(`/booking/${token}`);
    expect((await get(token)).body.payOptions).toEqual([
      { kind: "deposit", amount: 200 },
      { kind: "total", amount: 400 },
    ]);
    const deposit = await payIntent(token, { pay: "deposit" });
    expect(deposit.body.amount).toBe(200);
    expect((await confirmDemo(deposit.body.clientSecret)).status).toBe(200);
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    expect(row.paidPence).toBe(20000);
    expect((await get(token)).body.payOptions).toEqual([{ kind: "balance", amount: 200 }]);
  });
});
