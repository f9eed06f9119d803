// What the accounting sync tests share, whichever provider: the business's VAT details and a quote
// paid in full, made through the route handlers as the magician and the client would.
import { POST as acceptQuoteRoute } from "@/app/api/quote/[token]/accept/route";
import { GET as viewQuoteRoute } from "@/app/api/quote/[token]/route";
import { POST as sendQuoteRoute } from "@/app/api/quotes/[id]/send/route";
import { POST as createQuoteRoute } from "@/app/api/quotes/route";
import { PATCH as settingsRoute } from "@/app/api/settings/route";
import { call } from "../admin/helpers";
import { confirmDemo, inDays } from "../public-api/helpers";

type Handler = Parameters<typeof call>[0];
export const h = (handler: unknown) => handler as Handler;

/** `seconds` after `base`: the job's runs, a minute or a back-off apart. */
export const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

export async function setVatNumber() {
  const res = await call(h(settingsRoute), "/api/settings", {
    method: "PATCH",
    body: { vatNumber: "GB123456789", legalName: "Jo Magic Ltd", businessAddress: "12 Wand Street, Glasgow G1 1AA" },
  });
  expect(res.status).toBe(200);
}

/** A quote for £600, sent, accepted and paid in full with the demo card: its booking's id. */
export async function paidQuote(): Promise<number> {
  const created = await call(h(createQuoteRoute), "/api/quotes", {
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
      lines: [{ description: "Stage show", amountPence: 60000 }],
      paymentType: "full",
      expiresOn: inDays(14),
    },
  });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  expect((await call(h(sendQuoteRoute), `/api/quotes/${id}/send`, { method: "POST", params: { id } })).status).toBe(
    200,
  );
  const token = (created.body.quoteUrl as string).split("/").pop()!;
  const view = await call(h(viewQuoteRoute), `/api/quote/${token}`, { as: null, params: { token } });
  const accepted = await call(h(acceptQuoteRoute), `/api/quote/${token}/accept`, {
    method: "POST",
    as: null,
    params: { token },
    body: { signedName: "Ada Lovelace", agreementSha256: view.body.agreementSha256 },
  });
  expect(accepted.status).toBe(200);
  expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);
  return accepted.body.bookingId as number;
}
