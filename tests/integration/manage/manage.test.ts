// The customer's booking page calls: the link (HMAC token), the view, and cancelling under the terms.
import { GET as view } from "@/app/api/manage/[token]/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { DemoGateway } from "@/lib/server/payments/demo";
import { manageToken } from "@/lib/server/links/booking-page";
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

const get = async (token: string) => {
  const res = await view(await request(`/api/manage/${token}`), { params: Promise.resolve({ token }) });
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const post = async (token: string, body: unknown = {}) => {
  const res = await cancel(await request(`/api/manage/${token}/cancel`, { method: "POST", body }), {
    params: Promise.resolve({ token }),
  });
  return { status: res.status, body: await res.json() };
};

describe("GET /api/manage/{token}", () => {
  it("shows the booking in the spec's field names, with what cancelling now would refund", async () => {
    const id = await paidBooking({ eventDate: inDays(45) });
    const res = await get(manageToken(id, 1));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.booking).toMatchObject({
      clientName: "Ada Lovelace",
      eventDate: inDays(45),
      totalAmount: 275,
      paidAmount: 275,
      balanceDue: 0,
      status: "confirmed",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/pi_demo|stripePaymentId|"id"/);
    // more than 30 days ahead: paid minus the 50% deposit
    expect(res.body).toMatchObject({ actions: ["cancel", "reschedule"], refundIfCancelledNow: 137.5 });
  });

  it("answers the same 404 for a forged token, a revoked version, an unpaid hold and garbage", async () => {
    const id = await paidBooking({ eventDate: inDays(45) });
    const forged = manageToken(id, 1).slice(0, -2) + "AA";
    await db.booking.update({ where: { id }, data: { manageLinkVersion: 2 } });
    const hold = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(46), clientEmail: "hold@example.com" }),
    });
    const answers = await Promise.all(
      [forged, manageToken(id, 1), manageToken(hold.body.bookingId, 1), "nonsense", manageToken(99999, 1)].map(get),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body.error)).size).toBe(1);
    expect((await get(manageToken(id, 2))).status).toBe(200);
  });
});

describe("POST /api/manage/{token}/cancel", () => {
  it("refunds the terms' amount through the gateway, cancels once, frees the slot and tells both parties", async () => {
    const id = await paidBooking({ eventDate: inDays(20) }); // 14–30 days: half of what was paid
    const refund = jest.spyOn(DemoGateway.prototype, "refund");
    const token = manageToken(id, 1);
    const [first, second] = await Promise.all([post(token, { reason: "Venue closed" }), post(token)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body).toMatchObject({
      actions: [],
      booking: { status: "cancelled", refundedAmount: 137.5, balanceDue: 0 },
    });
    // both clicks may reach the gateway, with one idempotency key: one refund
    expect(new Set(refund.mock.calls.map(([input]) => input.idempotencyKey))).toEqual(new Set(["refund-request:1"]));
    expect(refund.mock.calls[0]?.[0]).toMatchObject({ amountPence: 13750 });
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(row.refundedPence).toBe(13750);
    const subjects = (await db.emailOutbox.findMany({ orderBy: { id: "asc" } })).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Your booking is cancelled (#${id})`, `Booking #${id} cancelled by the customer`]),
    );
    expect(await db.auditLog.count({ where: { action: "booking.customer-cancel", entityId: String(id) } })).toBe(1);
    // the place is free again
    const again = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(20), clientEmail: "next@example.com" }),
    });
    expect(again.status).toBe(200);
  });

  it("gives no refund under 14 days, and a refused refund leaves the booking as it was", async () => {
    const late = await paidBooking({ eventDate: inDays(10) });
    expect((await get(manageToken(late, 1))).body.refundIfCancelledNow).toBe(0);
    const far = await paidBooking({ eventDate: inDays(50), clientEmail: "far@example.com" });
    jest.spyOn(DemoGateway.prototype, "refund").mockResolvedValueOnce({ id: "re_x", status: "failed", amountPence: 0 });
    const refused = await post(manageToken(far, 1));
    expect(refused.status).toBe(502);
    expect((await db.booking.findUniqueOrThrow({ where: { id: far } })).status).toBe("confirmed");
    const cancelled = await post(manageToken(late, 1));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: "cancelled", refundedAmount: 0 });
  });

  it("refuses a booking whose day has come, and bad input", async () => {
    const id = await paidBooking({ eventDate: inDays(30) });
    await db.booking.update({ where: { id }, data: { eventDate: inDays(0) } });
    const today = await post(manageToken(id, 1));
    expect(today.status).toBe(400);
    expect(today.body.error).toContain("contact the magician");
    const tooLong = await post(manageToken(id, 1), { reason: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await post("forged.1.AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });
});

describe("who gets the link", () => {
  it("POST /api/bookings and the demo confirm answer it only to the holder of the client secret", async () => {
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    const paid = await confirmDemo(intent.body.clientSecret);
    expect(paid.body.manageUrl).toMatch(
      new RegExp(`/booking/${manageToken(intent.body.bookingId, 1).replace(/\./g, "\\.")}$`),
    );
    const { postBooking } = await import("../public-api/helpers");
    const plain = await postBooking({ ...details, stripePaymentId: intent.body.paymentIntentId });
    expect(plain.body.manageUrl).toBeUndefined();
    // a payment id and the details alone get a receipt, not who booked
    expect(plain.body).toMatchObject({ id: intent.body.bookingId, status: "confirmed" });
    expect(plain.body).not.toHaveProperty("clientEmail");
    expect(plain.body).not.toHaveProperty("clientPhone");
    const wrong = await postBooking({
      ...details,
      stripePaymentId: intent.body.paymentIntentId,
      clientSecret: `${intent.body.paymentIntentId}_secret_${"0".repeat(24)}`,
    });
    expect(wrong.body.manageUrl).toBeUndefined();
    const holder = await postBooking({
      ...details,
      stripePaymentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
    });
    expect(holder.body.manageUrl).toBe(paid.body.manageUrl);
    expect(holder.body).toMatchObject({ clientEmail: "ada@example.com", clientPhone: "07700 900123" });
    // the confirmation e-mail carries it too
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: "Your booking is confirmed" } },
    });
    expect(mail.text).toContain(paid.body.manageUrl);
  });
});

describe("GET /api/manage/{token}/ics", () => {
  it("downloads the same calendar event as the confirmation's, and 404s for a forged link", async () => {
    const { GET: ics } = await import("@/app/api/manage/[token]/ics/route");
    const id = await paidBooking({ eventDate: inDays(45) });
    const token = manageToken(id, 1);
    const res = await ics(await request(`/api/manage/${token}/ics`), { params: Promise.resolve({ token }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toContain(`UID:booking-${id}@summonamagician.co.uk`);
    expect(text).toContain("STATUS:CONFIRMED");
    expect(text).toContain("SEQUENCE:0");
    await db.booking.update({ where: { id }, data: { status: "cancelled" } });
    const cancelled = await (
      await ics(await request(`/api/manage/${token}/ics`), { params: Promise.resolve({ token }) })
    ).text();
    // same event, one version on, cancelled: a calendar that has it drops it
    expect(cancelled).toContain(`UID:booking-${id}@summonamagician.co.uk`);
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("SEQUENCE:1");
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(
      (await ics(await request(`/api/manage/${forged}/ics`), { params: Promise.resolve({ token: forged }) })).status,
    ).toBe(404);
  });
});

describe("no balance is due on a cancelled booking", () => {
  it("the page and the cancellation e-mail of a deposit booking show no balance", async () => {
    const intent = await createIntent({
      amount: 275,
      bookingDetails: await wizardDetails({ eventDate: inDays(45), paymentType: "deposit", depositAgreement: true }),
    });
    await confirmDemo(intent.body.clientSecret);
    const token = manageToken(intent.body.bookingId, 1);
    expect((await get(token)).body.booking.balanceDue).toBe(137.5);
    const cancelled = await post(token);
    expect(cancelled.body.booking).toMatchObject({ status: "cancelled", balanceDue: 0 });
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: "Your booking is cancelled" } },
    });
    expect(mail.text).not.toContain("Balance due");
  });
});
