// The demo gateway's pending refunds: a payment made with the demo card 4000 0000 0000 7726 has its
// refunds start pending, and POST /api/demo-payments/refund makes one go through or fail later, as
// Stripe's card network does, so the path is testable without Stripe.
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as confirmRoute } from "@/app/api/demo-payments/confirm/route";
import { POST as demoRefundRoute } from "@/app/api/demo-payments/refund/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { DEMO_CARD_REFUNDS_PENDING } from "@/lib/server/payments/demo-network";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function paidWith(card: string, days = 60) {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails({ eventDate: inDays(days) }) });
  expect(intent.status).toBe(200);
  const paid = await call(confirmRoute as never, "/api/demo-payments/confirm", {
    body: { clientSecret: intent.body.clientSecret, outcome: "succeed", card },
    as: null,
  });
  expect(paid.status).toBe(200);
  return intent.body.bookingId as number;
}

const shown = async (id: number) =>
  (await call(getBooking as never, `/api/bookings/${id}`, { params: { id: String(id) } })).body;
const settle = (refundId: string, outcome: "succeed" | "fail") =>
  call(demoRefundRoute as never, "/api/demo-payments/refund", { body: { refundId, outcome }, as: null });

describe("demo refunds that settle later", () => {
  it("the pending-refund card: a refund starts pending, then fails; asked again it can succeed", async () => {
    const bookingId = await paidWith(DEMO_CARD_REFUNDS_PENDING);
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId, amount: 100 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundedPence: 0, pendingRefundPence: 10000, failedRefundPence: 0 });
    const refund = await db.demoRefund.findFirstOrThrow({ where: { status: "pending" } });

    const failed = await settle(refund.id, "fail");
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ refundId: refund.id, status: "failed", bookingId });
    expect(await shown(bookingId)).toMatchObject({ refundedPence: 0, pendingRefundPence: 0, failedRefundPence: 10000 });
    expect(await db.emailOutbox.count({ where: { kind: "refund_failed_magician" } })).toBe(1);
    // Settled once: asking again is 404.
    expect((await settle(refund.id, "succeed")).status).toBe(404);
  });

  it("then succeeds; any other card refunds at once", async () => {
    const slow = await paidWith(DEMO_CARD_REFUNDS_PENDING);
    expect(
      (await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: slow, amount: 100 } })).status,
    ).toBe(200);
    const refund = await db.demoRefund.findFirstOrThrow({ where: { status: "pending" } });
    expect((await settle(refund.id, "succeed")).status).toBe(200);
    expect(await shown(slow)).toMatchObject({ refundedPence: 10000, pendingRefundPence: 0 });

    const quick = await paidWith("4242424242424242", 62);
    const res = await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: quick, amount: 100 } });
    expect(res.body).toMatchObject({ refundedPence: 10000, pendingRefundPence: 0 });
  });
});
