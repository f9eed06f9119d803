// Consent to texts on the quote page: its number is the quote's, so a tick for a number that cannot
// take texts is refused on the tick itself and signs nothing; a mobile's tick is kept with the
// booking the signature makes, and its payment queues the confirmation text.
import { POST as createRoute } from "@/app/api/quotes/route";
import { GET as viewRoute } from "@/app/api/quote/[token]/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { SMS_CONSENT_WORDING, SMS_MESSAGES } from "@/lib/validation/sms";
import { magician, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, inDays } from "../public-api/helpers";
import { hit } from "../quotes/helpers";

jest.setTimeout(120_000);

let boss: TestUser;
beforeEach(async () => {
  await resetAndSeed();
  boss = await magician();
});
afterAll(() => db.$disconnect());

async function quote(clientPhone: string) {
  const service = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
  const created = await hit(createRoute, "/api/quotes", {
    method: "POST",
    as: boss,
    body: {
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
      clientPhone,
      eventType: "wedding",
      eventDate: inDays(40),
      startTime: "14:00",
      durationMinutes: 60,
      eventLocation: "Kelvingrove Art Gallery",
      guestCount: 80,
      lines: [{ serviceId: service.id }],
      paymentType: "full",
      expiresOn: inDays(14),
    },
  });
  expect(created.status).toBe(201);
  const token = (created.body.quoteUrl as string).split("/").pop()!;
  const shown = await hit(viewRoute, `/api/quote/${token}`, { params: { token } });
  return { id: created.body.id as number, token, sha: shown.body.agreementSha256 as string };
}

const accept = (token: string, body: unknown) =>
  hit(acceptRoute, `/api/quote/${token}/accept`, { method: "POST", body, params: { token } });

it("refuses texts to a quote's landline on the tick, signing nothing", async () => {
  const q = await quote("0141 496 0000");
  const refused = await accept(q.token, { signedName: "Ada Lovelace", agreementSha256: q.sha, smsConsent: true });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: "sms-not-textable",
    fieldErrors: { smsConsent: SMS_MESSAGES.quoteNotTextable },
  });
  expect(await db.quote.findUniqueOrThrow({ where: { id: q.id } })).toMatchObject({
    signedName: null,
    bookingId: null,
  });
  // without the tick it signs as before
  expect((await accept(q.token, { signedName: "Ada Lovelace", agreementSha256: q.sha })).status).toBe(200);
});

it("keeps a mobile's consent with the booking, and its payment queues the confirmation text", async () => {
  const q = await quote("07700 900321");
  const accepted = await accept(q.token, { signedName: "Ada Lovelace", agreementSha256: q.sha, smsConsent: true });
  expect(accepted.status).toBe(200);
  const booking = await db.booking.findUniqueOrThrow({ where: { id: accepted.body.bookingId } });
  expect(booking.smsConsentAt).not.toBeNull();
  expect(booking.smsConsentWording).toBe(SMS_CONSENT_WORDING);
  expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);
  const texts = await db.smsOutbox.findMany();
  expect(texts.map((t) => [t.bookingId, t.kind, t.to])).toEqual([[booking.id, "booking-confirmed", "+447700900321"]]);
});
