/** @jest-environment node */
// A quote's acceptance whose checkout hold ended: reading the quote erases nothing, so the lapsed
// checkout's late payment confirms its booking with the agreement the client signed; once the
// client has signed again, the older checkout's payment is refunded instead. Never a paid booking
// without its agreement.
import { POST as createRoute } from "@/app/api/quotes/route";
import { GET as viewRoute } from "@/app/api/quote/[token]/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { GET as pdfRoute } from "@/app/api/manage/[token]/agreement.pdf/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { DemoGateway } from "@/lib/server/payments/demo";
import { magician, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, inDays } from "../public-api/helpers";
import { hit } from "./helpers";

jest.setTimeout(120_000);

let boss: TestUser;
beforeEach(async () => {
  await resetAndSeed();
  boss = await magician();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

async function sentQuote(): Promise<{ id: number; token: string }> {
  const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
  const created = await hit(createRoute, "/api/quotes", {
    method: "POST",
    as: boss,
    body: {
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
      clientPhone: "07700 900123",
      eventType: "wedding",
      eventDate: inDays(40),
      startTime: "14:00",
      durationMinutes: 90,
      eventLocation: "Kelvingrove Art Gallery",
      eventAddress: "Argyle St, Glasgow G3 8AG",
      guestCount: 80,
      lines: [{ serviceId: service.id }],
      paymentType: "deposit",
      expiresOn: inDays(14),
    },
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, token: created.body.quoteUrl.split("/").pop() };
}

const view = (token: string) => hit(viewRoute, `/api/quote/${token}`, { params: { token } });
async function sign(token: string, ip?: string) {
  const { agreementSha256 } = (await view(token)).body;
  return hit(acceptRoute, `/api/quote/${token}/accept`, {
    method: "POST",
    body: { signedName: "Ada Lovelace", agreementSha256 },
    params: { token },
    ip,
  });
}
/** The checkout's hold has ended and been marked so (as the holds-expire job does). */
const lapse = (bookingId: number) => db.booking.update({ where: { id: bookingId }, data: { status: "expired" } });
async function agreementStatus(bookingId: number): Promise<number> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const token = manageToken(booking.id, booking.manageLinkVersion);
  return (await hit(pdfRoute, `/api/manage/${token}/agreement.pdf`, { params: { token } })).status;
}

describe("a quote whose checkout hold ended", () => {
  it("reads as open again, and a late payment still confirms the booking with its signed agreement", async () => {
    const { id, token } = await sentQuote();
    const accepted = await sign(token, "203.0.113.9");
    expect(accepted.status).toBe(200);
    const bookingId = accepted.body.bookingId as number;
    await lapse(bookingId);

    // The client may sign again, but reading the quote erases nothing.
    const shown = await view(token);
    expect(shown.body).toMatchObject({ status: "draft", acceptance: null, bookingUrl: null });
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "accepted",
      bookingId,
      signedName: "Ada Lovelace",
      signedIp: "203.0.113.9",
    });

    // The payment arrives late; the date is still free.
    expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
    });
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "paid",
      bookingId,
      signedIp: "203.0.113.9",
    });
    expect(await agreementStatus(bookingId)).toBe(200);
    expect((await view(token)).body).toMatchObject({
      status: "paid",
      acceptance: { signedName: "Ada Lovelace" },
      bookingUrl: expect.stringMatching(/^\/booking\//),
    });
    const again = await sign(token);
    expect([again.status, again.body.code]).toEqual([409, "quote-accepted"]);
    expect(await db.booking.count({ where: { source: "quote" } })).toBe(1);
  });

  it("signed again: the older checkout's late payment is refunded, the newer one confirms with the agreement", async () => {
    const { id, token } = await sentQuote();
    const first = await sign(token, "203.0.113.1");
    await lapse(first.body.bookingId);
    const second = await sign(token, "203.0.113.2");
    expect(second.status).toBe(200);
    expect(second.body.bookingId).not.toBe(first.body.bookingId);
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "accepted",
      bookingId: second.body.bookingId,
      signedIp: "203.0.113.2",
    });
    // Both holds have ended, so the date is free for either payment.
    await lapse(second.body.bookingId);

    const late = await confirmDemo(first.body.clientSecret);
    expect(late.status).toBe(409);
    expect(late.body.refunded).toBe(true);
    expect(await db.booking.findUniqueOrThrow({ where: { id: first.body.bookingId } })).toMatchObject({
      status: "expired",
    });
    expect(
      await db.moneyMovement.findFirst({ where: { kind: "refund", bookingId: first.body.bookingId } }),
    ).toBeTruthy();

    expect((await confirmDemo(second.body.clientSecret)).status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: second.body.bookingId } })).toMatchObject({
      status: "confirmed",
    });
    expect(await agreementStatus(second.body.bookingId)).toBe(200);
    // Every paid booking made from a quote has its signed agreement.
    const paid = await db.booking.findMany({
      where: { source: "quote", status: "confirmed" },
      include: { quote: true },
    });
    expect(paid.map((b) => b.quote?.status)).toEqual(["paid"]);
  });

  it("signed again but that checkout refused: the lapsed acceptance is back, its late payment confirms", async () => {
    const { id, token } = await sentQuote();
    const first = await sign(token, "203.0.113.1");
    await lapse(first.body.bookingId);
    jest.spyOn(DemoGateway.prototype, "createIntent").mockRejectedValueOnce(new Error("gateway down"));
    const refused = await sign(token, "203.0.113.2");
    expect(refused.status).toBe(502);
    expect(await db.quote.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "accepted",
      bookingId: first.body.bookingId,
      signedIp: "203.0.113.1",
    });

    expect((await confirmDemo(first.body.clientSecret)).status).toBe(200);
    expect((await db.quote.findUniqueOrThrow({ where: { id } })).status).toBe("paid");
    expect(await agreementStatus(first.body.bookingId)).toBe(200);
  });
});
