/** @jest-environment node */
// Once the magician replaces a booking's link, nothing but the e-mail to the customer hands out a
// booking link: not the payment outcome, not the demo confirm, not POST /api/bookings with the
// client secret, not the paid quote's page. Before that, whoever just paid gets the link.
import { POST as replaceLink } from "@/app/api/bookings/[id]/manage-link/route";
import { GET as manageView } from "@/app/api/manage/[token]/route";
import { POST as outcomeRoute } from "@/app/api/payments/outcome/route";
import { POST as createQuoteRoute } from "@/app/api/quotes/route";
import { GET as quoteViewRoute } from "@/app/api/quote/[token]/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { db, resetAndSeed } from "../../support/db";
import { call as asMagician } from "./helpers";
import { call, confirmDemo, createIntent, inDays, postBooking, wizardDetails } from "../public-api/helpers";

jest.setTimeout(120_000);

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

type Handler = Parameters<typeof asMagician>[0];
const replace = async (id: number) => {
  const res = await asMagician(replaceLink as Handler, `/api/bookings/${id}/manage-link`, {
    method: "POST",
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
  return res.body.manageUrl as string;
};
const outcome = (clientSecret: string) =>
  call(outcomeRoute as (r: Request) => Promise<Response>, "/api/payments/outcome", {
    method: "POST",
    body: { clientSecret },
  });
const quoteView = (token: string) =>
  asMagician(quoteViewRoute as Handler, `/api/quote/${token}`, { as: null, params: { token } });
const opens = async (url: string) => {
  const token = url.split("/").pop()!;
  return (await asMagician(manageView as Handler, `/api/manage/${token}`, { as: null, params: { token } })).status;
};
const linkOf = (id: number, version: number) =>
  expect.stringMatching(new RegExp(`/booking/${manageToken(id, version)}$`));

describe("who is handed a booking link", () => {
  it("a checkout's payer gets it until the magician replaces it; then only the e-mail has it", async () => {
    const details = await wizardDetails();
    const intent = await createIntent({ amount: details.totalAmount, bookingDetails: details });
    const { clientSecret, bookingId: id } = intent.body;
    const paid = await confirmDemo(clientSecret);
    expect(paid.body.manageUrl).toEqual(linkOf(id, 1));
    expect((await outcome(clientSecret)).body).toMatchObject({ status: "confirmed", manageUrl: linkOf(id, 1) });
    const body = { ...details, stripePaymentId: paid.body.paymentIntentId, clientSecret };
    expect((await postBooking(body)).body.manageUrl).toEqual(linkOf(id, 1));

    const fresh = await replace(id);
    expect(fresh).toEqual(linkOf(id, 2));
    expect(await opens(fresh)).toBe(200);

    const after = await outcome(clientSecret);
    expect(after.body.status).toBe("confirmed");
    expect(after.body).not.toHaveProperty("manageUrl");
    const again = await confirmDemo(clientSecret);
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("manageUrl");
    const saved = await postBooking(body);
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty("manageUrl");
    expect(JSON.stringify([after.body, again.body, saved.body])).not.toContain(manageToken(id, 2));
  });

  it("a paid quote's page links the booking until its link is replaced, then says it was e-mailed", async () => {
    const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
    const created = await asMagician(createQuoteRoute as Handler, "/api/quotes", {
      method: "POST",
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
        paymentType: "full",
        expiresOn: inDays(14),
      },
    });
    expect(created.status).toBe(201);
    const token = created.body.quoteUrl.split("/").pop() as string;
    const { agreementSha256 } = (await quoteView(token)).body;
    const accepted = await asMagician(acceptRoute as Handler, `/api/quote/${token}/accept`, {
      as: null,
      method: "POST",
      body: { signedName: "Ada Lovelace", agreementSha256 },
      params: { token },
    });
    expect(accepted.status).toBe(200);
    const { clientSecret, bookingId: id } = accepted.body;
    expect((await confirmDemo(clientSecret)).status).toBe(200);
    expect((await quoteView(token)).body).toMatchObject({
      status: "paid",
      bookingUrl: `/booking/${manageToken(id, 1)}`,
    });
    expect((await outcome(clientSecret)).body.manageUrl).toEqual(linkOf(id, 1));

    const fresh = await replace(id);
    const shown = await quoteView(token);
    expect(shown.body).toMatchObject({ status: "paid", bookingUrl: null });
    const after = await outcome(clientSecret);
    expect(after.body.status).toBe("confirmed");
    expect(after.body).not.toHaveProperty("manageUrl");
    expect(await opens(fresh)).toBe(200);
  });
});
