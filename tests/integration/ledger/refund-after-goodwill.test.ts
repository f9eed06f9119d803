// The terms give a total to return when the customer cancels: a goodwill refund the magician made
// before counts towards it, whatever the order of that refund, the balance and the cancellation.
import { GET as view } from "@/app/api/manage/[token]/route";
import { POST as cancel } from "@/app/api/manage/[token]/cancel/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { demoClientSecret } from "@/lib/server/payments/demo-network";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = (r: Request, c: { params: Promise<{ token: string }> }) => Promise<Response>;
async function hit(handler: Handler, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await handler(await request(`/api/manage/${token}${path}`, init), { params: Promise.resolve({ token }) });
  return { status: res.status, body: await res.json() };
}

/** A deposit booking 45 days ahead (over 30 days: the terms give back everything paid minus the deposit). */
async function depositBooking() {
  const intent = await createIntent({
    amount: 275,
    bookingDetails: await wizardDetails({ eventDate: inDays(45), paymentType: "deposit", depositAgreement: true }),
  });
  expect(intent.status).toBe(200);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  return intent.body.bookingId as number;
}

async function payBalance(bookingId: number) {
  const id = `pi_demo_${Math.random().toString(16).slice(2, 14).padEnd(24, "0")}`;
  await db.paymentIntent.create({
    data: {
      id,
      provider: "demo",
      purpose: "balance",
      amountPence: 13750,
      status: "requires_payment_method",
      bookingId,
    },
  });
  expect((await confirmDemo(demoClientSecret(id))).status).toBe(200);
}

async function goodwill(bookingId: number, pounds: number) {
  const res = await call(refundRoute as never, "/api/refund-booking", {
    body: { bookingId, amount: pounds, reason: "Goodwill" },
  });
  expect(res.status).toBe(200);
}

async function customerCancels(bookingId: number) {
  const token = manageToken(bookingId, 1);
  const shown = await hit(view as Handler, token, "");
  expect(shown.status).toBe(200);
  const res = await hit(cancel as Handler, token, "/cancel", { method: "POST", body: {} });
  expect(res.status).toBe(200);
  return Math.round(Number(shown.body.refundIfCancelledNow) * 100);
}

const refundedPence = async (bookingId: number) =>
  (await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).refundedPence;

type Step = "goodwill" | "balance";

describe("a customer's cancellation after a goodwill refund returns only what the terms allow", () => {
  const orders: Step[][] = [["goodwill", "balance"], ["balance", "goodwill"], ["balance"], ["goodwill"]];
  it.each(orders.map((o) => [o.join(" then ") || "nothing", o] as const))(
    "%s, then the customer cancels",
    async (_name, steps) => {
      const id = await depositBooking();
      for (const step of steps) {
        if (step === "goodwill") await goodwill(id, 50);
        else await payBalance(id);
      }
      const paidPence = steps.includes("balance") ? 27500 : 13750;
      // The terms: everything paid minus the £137.50 deposit goes back, goodwill included.
      const termsTotal = Math.max(0, paidPence - 13750);
      const goodwillPence = steps.includes("goodwill") ? 5000 : 0;
      const expectedTotal = Math.max(termsTotal, goodwillPence);
      const shownPence = await customerCancels(id);
      expect(shownPence).toBe(Math.max(0, termsTotal - goodwillPence));
      expect(await refundedPence(id)).toBe(expectedTotal);
      const requests = await db.refundRequest.findMany({ where: { bookingId: id, origin: "customer-cancel" } });
      expect(requests.reduce((sum, r) => sum + r.amountPence, 0)).toBe(shownPence);
      expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
    },
  );

  it("the magician's suggested refund counts a goodwill refund too", async () => {
    const id = await depositBooking();
    await payBalance(id);
    await goodwill(id, 100);
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: id } });
    expect(res.status).toBe(200);
    expect(await refundedPence(id)).toBe(13750);
  });
});
