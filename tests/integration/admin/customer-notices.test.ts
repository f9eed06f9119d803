// The magician's own actions tell the customer: a cancellation and a refund from the dashboard
// each queue an e-mail to the client, with the booking's summary.
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as refund } from "@/app/api/refund-booking/route";
import { db, resetAndSeed } from "../../support/db";
import { call, createPaidBooking } from "./helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

it("cancelling from the dashboard e-mails the customer what money goes back", async () => {
  const b = await createPaidBooking({ status: "confirmed" });
  const res = await call(putStatus as never, `/api/bookings/${b.id}/status`, {
    method: "PUT",
    body: { status: "cancelled", refundAmount: 300 },
    params: { id: String(b.id) },
  });
  expect(res.status).toBe(200);
  const mails = await db.emailOutbox.findMany({ where: { to: b.clientEmail } });
  expect(mails.map((m) => m.subject)).toEqual([`Your booking has been cancelled (#${b.id})`]);
  expect(mails[0]?.text).toContain("£300.00 is being refunded to the card you paid with");

  // cancelled without a refund: the customer is told the magician will be in touch about the money
  const kept = await createPaidBooking({ status: "confirmed" });
  await call(putStatus as never, `/api/bookings/${kept.id}/status`, {
    method: "PUT",
    body: { status: "cancelled" },
    params: { id: String(kept.id) },
  });
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: kept.clientEmail } });
  expect(mail.text).toContain("The magician will contact you about the money you paid.");
});

it("a refund from the dashboard e-mails the customer the amount", async () => {
  const b = await createPaidBooking({ status: "confirmed" });
  const res = await call(refund as never, "/api/refund-booking", { body: { bookingId: b.id, amount: 120 } });
  expect(res.status).toBe(200);
  const mails = await db.emailOutbox.findMany({ where: { to: b.clientEmail } });
  expect(mails.map((m) => m.subject)).toEqual([`Refund of £120.00 for booking #${b.id}`]);
});
