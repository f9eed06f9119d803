// Quotes end to end through the route handlers: the magician creates, edits, sends and withdraws
// them; the client reads one, signs it and pays the first payment with the demo gateway; the quote
// becomes paid, its lead converted, and the booking page has the signed agreement as a PDF.
import { GET as listRoute, POST as createRoute } from "@/app/api/quotes/route";
import { DELETE as withdrawRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/quotes/[id]/route";
import { POST as sendRoute } from "@/app/api/quotes/[id]/send/route";
import { GET as viewRoute } from "@/app/api/quote/[token]/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { POST as continuePaymentRoute } from "@/app/api/quote/[token]/payment/route";
import { GET as pdfRoute } from "@/app/api/manage/[token]/agreement.pdf/route";
import { GET as documentPdfRoute } from "@/app/api/manage/[token]/documents/[file]/route";
import { PDFParse } from "pdf-parse";
import { addDays, formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { servicePricePence } from "@/lib/domain/pricing";
import { CURRENT_TERMS_VERSION } from "@/lib/domain/terms";
import { manageToken } from "@/lib/server/links/booking-page";
import { quoteToken } from "@/lib/server/links/quote-page";
import { createBarClient, magician, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { confirmDemo, inDays } from "../public-api/helpers";
import { hit } from "./helpers";

jest.setTimeout(120_000);

let boss: TestUser;
beforeEach(async () => {
  await resetAndSeed();
  boss = await magician();
});
afterAll(() => db.$disconnect());

async function closeUp() {
  return db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
}

async function quoteBody(overrides: Record<string, unknown> = {}) {
  const service = await closeUp();
  return {
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
    lines: [
      { serviceId: service.id },
      { description: "Travel to Glasgow", amountPence: 2500 },
      { description: "Returning client discount", amountPence: -1000 },
    ],
    paymentType: "deposit",
    expiresOn: inDays(14),
    note: "Looking forward to it.",
    ...overrides,
  };
}

const create = async (body: unknown, as: TestUser | null = boss) =>
  hit(createRoute, "/api/quotes", { method: "POST", body, as });
const tokenOf = (quoteUrl: string) => quoteUrl.split("/").pop()!;
const view = (token: string) => hit(viewRoute, `/api/quote/${token}`, { params: { token } });
const accept = (token: string, body: unknown, ip?: string) =>
  hit(acceptRoute, `/api/quote/${token}/accept`, { method: "POST", body, params: { token }, ip });
const continuePayment = (token: string) =>
  hit(continuePaymentRoute, `/api/quote/${token}/payment`, { method: "POST", params: { token } });

describe("the magician's quotes", () => {
  it("creates a draft priced from the catalogue, lists it by status, reads it", async () => {
    const service = await closeUp();
    const created = await create(await quoteBody());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), quoteUrl: expect.stringMatching(/^\/quote\/[\w.-]+$/) });
    const got = await hit(getRoute, `/api/quotes/${created.body.id}`, {
      as: boss,
      params: { id: String(created.body.id) },
    });
    expect(got.status).toBe(200);
    const catalogue = servicePricePence(Number(service.basePrice), 90, false);
    expect(got.body.lines).toEqual([
      { serviceId: service.id, description: "Close-Up Magic", amountPence: catalogue },
      { serviceId: null, description: "Travel to Glasgow", amountPence: 2500 },
      { serviceId: null, description: "Returning client discount", amountPence: -1000 },
    ]);
    expect(got.body.totalPence).toBe(catalogue + 1500);
    expect(got.body.status).toBe("draft");
    expect(got.body.quoteUrl).toBe(created.body.quoteUrl);

    const drafts = await hit(listRoute, "/api/quotes?status=draft", { as: boss });
    expect(drafts.body.map((q: { id: number }) => q.id)).toEqual([created.body.id]);
    expect((await hit(listRoute, "/api/quotes?status=sent", { as: boss })).body).toEqual([]);
    expect((await hit(listRoute, "/api/quotes?status=nonsense", { as: boss })).status).toBe(400);
  });

  it("refuses bad input with field messages and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, "lines"],
      [{ lines: [{ description: "Nothing", amountPence: 0 }] }, "lines.0.amountPence"],
      [{ clientEmail: "not-an-email" }, "clientEmail"],
      [{ eventDate: inDays(-1) }, "eventDate"],
      [{ expiresOn: inDays(-1) }, "expiresOn"],
      [{ expiresOn: inDays(60) }, "expiresOn"],
      [{ lines: [{ description: "Discount only", amountPence: -500 }] }, "lines"],
    ];
    for (const [overrides, field] of cases) {
      const res = await create(await quoteBody(overrides));
      expect([res.status, field, res.body.fieldErrors?.[field]]).toEqual([400, field, expect.any(String)]);
    }
    expect(await db.quote.count()).toBe(0);
  });

  it("is the magician's alone (401 signed out, 403 a bar client)", async () => {
    const bar = await createBarClient();
    expect((await create(await quoteBody(), null)).status).toBe(401);
    expect((await create(await quoteBody(), bar)).status).toBe(403);
    expect((await hit(listRoute, "/api/quotes", { as: null })).status).toBe(401);
    expect((await hit(listRoute, "/api/quotes", { as: bar })).status).toBe(403);
    expect(await db.quote.count()).toBe(0);
  });

  it("edits until accepted, e-mails the link, withdraws (410 for the client from then on)", async () => {
    const { body } = await create(await quoteBody());
    const id = String(body.id);
    const patched = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { lines: [{ description: "Stage show", amountPence: 60000 }], paymentType: "full" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.totalPence).toBe(60000);
    const badPatch = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { lines: [] },
    });
    expect(badPatch.status).toBe(400);

    const sent = await hit(sendRoute, `/api/quotes/${id}/send`, { method: "POST", as: boss, params: { id } });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("sent");
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: "ada@example.com" } });
    expect(mail.subject).toContain(`Q-${id}`);
    expect(mail.text).toContain(body.quoteUrl);
    expect(mail.text).toContain("Total: £600.00");
    // made from scratch (no enquiry to thank for), paid in full
    expect(mail.text).not.toContain("enquiry");
    expect(mail.text).toContain("To book the date: the total of £600.00 when you accept.");

    const withdrawn = await hit(withdrawRoute, `/api/quotes/${id}`, { method: "DELETE", as: boss, params: { id } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe("withdrawn");
    const token = tokenOf(body.quoteUrl);
    expect((await view(token)).status).toBe(410);
    expect((await accept(token, { signedName: "Ada Lovelace", agreementSha256: "0".repeat(64) })).status).toBe(410);
  });
});

describe("the client's quote page", () => {
  it("a signature in another name than the client's is refused (400) until the signer confirms it", async () => {
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    const shown = await view(token);
    const other = await accept(token, { signedName: "Bob Builder", agreementSha256: shown.body.agreementSha256 });
    const asked = "You signed as Bob Builder but the quote is for Ada Lovelace. Sign anyway?";
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: asked, fieldErrors: { signedName: asked }, code: "signed-name-differs" });
    expect(await db.quote.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      status: "draft",
      signedName: null,
      bookingId: null,
    });
    const confirmed = await accept(token, {
      signedName: "Bob Builder",
      agreementSha256: shown.body.agreementSha256,
      confirmOtherName: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await db.quote.findUniqueOrThrow({ where: { id: body.id } })).signedName).toBe("Bob Builder");
  });

  it("signs, pays the deposit, and the booking page has the signed agreement", async () => {
    const lead = await db.lead.create({
      data: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "07700 900123",
        eventType: "wedding",
        message: "Hi",
      },
    });
    const { body } = await create(await quoteBody({ leadId: lead.id }));
    const token = tokenOf(body.quoteUrl);
    const id = String(body.id);
    expect((await view("1.1.AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);

    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body.termsVersion).toBe(CURRENT_TERMS_VERSION);
    expect(shown.body.agreementText).toContain(`Total: £`);
    expect(shown.body.agreementSha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await accept(token, { signedName: "", agreementSha256: shown.body.agreementSha256 })).status).toBe(400);

    // The magician changes the quote after the client opened it: the old text cannot be signed.
    await hit(patchRoute, `/api/quotes/${id}`, { method: "PATCH", as: boss, params: { id }, body: { guestCount: 90 } });
    const stale = await accept(token, { signedName: "Ada Lovelace", agreementSha256: shown.body.agreementSha256 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("quote-changed");

    const fresh = await view(token);
    const accepted = await accept(
      token,
      { signedName: "Ada Lovelace", agreementSha256: fresh.body.agreementSha256 },
      "203.0.113.9",
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_demo_/),
      amountPence: fresh.body.dueNowPence,
      totalPence: fresh.body.totalPence,
      balanceDueOnDayPence: fresh.body.balancePence,
      bookingId: expect.any(Number),
    });
    const again = await accept(token, { signedName: "Ada Lovelace", agreementSha256: fresh.body.agreementSha256 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("quote-accepted");
    const lateEdit = await hit(patchRoute, `/api/quotes/${id}`, {
      method: "PATCH",
      as: boss,
      params: { id },
      body: { guestCount: 100 },
    });
    expect(lateEdit.status).toBe(409);

    const record = await db.quote.findUniqueOrThrow({ where: { id: body.id } });
    expect(record).toMatchObject({
      status: "accepted",
      signedName: "Ada Lovelace",
      signedIp: "203.0.113.9",
      signedUserAgent: "QuoteTest/1.0",
      termsVersion: CURRENT_TERMS_VERSION,
      agreementSha256: fresh.body.agreementSha256,
      agreementText: fresh.body.agreementText,
      bookingId: accepted.body.bookingId,
    });
    const held = await db.booking.findUniqueOrThrow({ where: { id: accepted.body.bookingId } });
    expect(held).toMatchObject({ status: "awaiting_payment", source: "quote", paymentType: "deposit" });

    // Before payment the booking page offers no agreement.
    const manage = manageToken(held.id, held.manageLinkVersion);
    expect((await hit(pdfRoute, `/api/manage/${manage}/agreement.pdf`, { params: { token: manage } })).status).toBe(
      404,
    );

    expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);
    const paidQuote = await db.quote.findUniqueOrThrow({ where: { id: body.id } });
    expect(paidQuote.status).toBe("paid");
    const booking = await db.booking.findUniqueOrThrow({ where: { id: held.id } });
    expect(booking).toMatchObject({ status: "confirmed", source: "quote", leadId: lead.id });
    expect(booking.paidPence).toBe(fresh.body.dueNowPence);
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("converted");
    expect((await view(token)).body).toMatchObject({ status: "paid", bookingUrl: `/booking/${manage}` });

    const pdf = await hit(pdfRoute, `/api/manage/${manage}/agreement.pdf`, { params: { token: manage } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // the font travels with the document (a TrueType font file, subset)
    expect(bytes.toString("latin1")).toContain("/FontFile2");
  });

  it("a billing address given on the quote is the buyer's address on the payment's document", async () => {
    const billing = "Acme Events Ltd, 1 Finance Row, Edinburgh EH1 1AA";
    const { body } = await create(await quoteBody({ billingAddress: billing }));
    expect(
      (await hit(getRoute, `/api/quotes/${body.id}`, { as: boss, params: { id: String(body.id) } })).body,
    ).toMatchObject({ billingAddress: billing });
    const token = tokenOf(body.quoteUrl);
    const shown = await view(token);
    const accepted = await accept(token, { signedName: "Ada Lovelace", agreementSha256: shown.body.agreementSha256 });
    expect(accepted.status).toBe(200);
    expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);

    const booking = await db.booking.findUniqueOrThrow({ where: { id: accepted.body.bookingId } });
    expect(booking.billingAddress).toBe(billing);
    const doc = await db.document.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(doc.buyer).toMatchObject({ name: "Ada Lovelace", address: billing });
    const manage = manageToken(booking.id, booking.manageLinkVersion);
    const pdf = await hit(documentPdfRoute, `/api/manage/${manage}/documents/${doc.number}.pdf`, {
      params: { token: manage, file: `${doc.number}.pdf` },
    });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    try {
      const text = (await parser.getText()).text.replace(/\s+/g, " ");
      expect(text).toContain("Acme Events Ltd");
      expect(text).toContain("Edinburgh EH1 1AA");
    } finally {
      await parser.destroy();
    }
  });

  it("with the automatic balance on, the agreement offers the card charge and the signed PDF records the consent", async () => {
    await db.user.updateMany({
      where: { role: "magician" },
      data: { autoBalanceSettings: { enabled: true, daysBefore: 7 } },
    });
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    const shown = await view(token);
    const chargeOn = formatIsoDateLong(addDays(shown.body.eventDate, -7));
    expect(shown.body.agreementText).toContain(
      `is paid on the event day or, if the client chooses so at payment, charged to the card used on ${chargeOn}`,
    );
    // the setting changed after the client read the quote: the text they read is no longer the one on offer
    await db.user.updateMany({
      where: { role: "magician" },
      data: { autoBalanceSettings: { enabled: true, daysBefore: 10 } },
    });
    const stale = await accept(token, { signedName: "Ada Lovelace", agreementSha256: shown.body.agreementSha256 });
    expect([stale.status, stale.body.code]).toEqual([409, "quote-changed"]);
    await db.user.updateMany({
      where: { role: "magician" },
      data: { autoBalanceSettings: { enabled: true, daysBefore: 7 } },
    });

    const accepted = await accept(token, {
      signedName: "Ada Lovelace",
      agreementSha256: shown.body.agreementSha256,
      autoBalance: true,
    });
    expect(accepted.status).toBe(200);
    expect((await confirmDemo(accepted.body.clientSecret)).status).toBe(200);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: accepted.body.bookingId } });
    expect(booking.autoBalanceConsentAt).not.toBeNull();
    const manage = manageToken(booking.id, booking.manageLinkVersion);
    const pdf = await hit(pdfRoute, `/api/manage/${manage}/agreement.pdf`, { params: { token: manage } });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    try {
      const text = (await parser.getText()).text.replace(/\s+/g, " ");
      expect(text).toContain(
        `Automatic balance: the client agreed on ${booking.autoBalanceConsentAt!.toISOString()} (UTC) to have the balance of ${formatGBP(shown.body.balancePence)} charged to the card on ${chargeOn}.`,
      );
    } finally {
      await parser.destroy();
    }
  });

  it("answers 410 for an expired quote", async () => {
    const { body } = await create(await quoteBody());
    await db.quote.update({ where: { id: body.id }, data: { expiresOn: inDays(-1) } });
    const token = tokenOf(body.quoteUrl);
    expect((await view(token)).status).toBe(410);
    expect((await accept(token, { signedName: "Ada Lovelace", agreementSha256: "0".repeat(64) })).status).toBe(410);
    const expired = await hit(listRoute, "/api/quotes?status=expired", { as: boss });
    expect(expired.body.map((q: { id: number }) => q.id)).toEqual([body.id]);
  });

  it("a date blocked since, or a deposit too close to the event: 409 with the wizard's message, nothing signed", async () => {
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    await db.blockedDay.create({ data: { date: inDays(40) } });
    const { agreementSha256 } = (await view(token)).body;
    const refused = await accept(token, { signedName: "Ada Lovelace", agreementSha256 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This date is not available for bookings. Please select a different date.");
    expect(await db.quote.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      status: "draft",
      signedName: null,
      bookingId: null,
    });
    expect(await db.booking.count({ where: { source: "quote" } })).toBe(0);

    const soon = await create(await quoteBody({ eventDate: inDays(10), expiresOn: inDays(5) }));
    const soonToken = tokenOf(soon.body.quoteUrl);
    const deposit = await accept(soonToken, {
      signedName: "Ada Lovelace",
      agreementSha256: (await view(soonToken)).body.agreementSha256,
    });
    expect(deposit.status).toBe(409);
    expect(deposit.body.error).toBe("Deposit option is only available for events at least 3 weeks away");
  });

  it("a checkout that ended unpaid can be signed again", async () => {
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    const { agreementSha256 } = (await view(token)).body;
    const first = await accept(token, { signedName: "Ada Lovelace", agreementSha256 });
    expect(first.status).toBe(200);
    await db.booking.update({ where: { id: first.body.bookingId }, data: { status: "expired" } });
    const second = await accept(token, { signedName: "Ada Lovelace", agreementSha256 });
    expect(second.status).toBe(200);
    expect(second.body.bookingId).not.toBe(first.body.bookingId);
  });

  it("a payment left unfinished is continued from the quote: the same checkout, one booking paid", async () => {
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    const shown = await view(token);
    expect(shown.body.pendingPayment).toBeNull();
    const nothingYet = await continuePayment(token);
    expect([nothingYet.status, nothingYet.body.code]).toEqual([409, "no-payment-to-continue"]);

    const accepted = await accept(token, { signedName: "Ada Lovelace", agreementSha256: shown.body.agreementSha256 });
    expect(accepted.status).toBe(200);
    // The client closed the payment tab: the quote, opened again, offers the payment to continue.
    const again = await view(token);
    expect(again.body).toMatchObject({
      status: "accepted",
      bookingUrl: null,
      pendingPayment: { amountPence: shown.body.dueNowPence, holdExpiresAt: accepted.body.holdExpiresAt },
    });
    const resumed = await continuePayment(token);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({
      clientSecret: accepted.body.clientSecret,
      paymentIntentId: accepted.body.paymentIntentId,
      amountPence: shown.body.dueNowPence,
      totalPence: shown.body.totalPence,
      balanceDueOnDayPence: shown.body.balancePence,
      bookingId: accepted.body.bookingId,
      holdExpiresAt: accepted.body.holdExpiresAt,
    });
    // continuing twice is still the one checkout: no second intent, no second hold
    expect((await continuePayment(token)).body.clientSecret).toBe(accepted.body.clientSecret);
    expect(await db.paymentIntent.count()).toBe(1);
    expect(await db.booking.count()).toBe(1);

    expect((await confirmDemo(resumed.body.clientSecret)).status).toBe(200);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: accepted.body.bookingId } });
    expect(booking).toMatchObject({ status: "confirmed", source: "quote" });
    expect(booking.paidPence).toBe(shown.body.dueNowPence);
    expect(await db.booking.count()).toBe(1);
    expect(await db.paymentIntent.count()).toBe(1);
    const manage = manageToken(booking.id, booking.manageLinkVersion);
    expect((await view(token)).body).toMatchObject({
      status: "paid",
      bookingUrl: `/booking/${manage}`,
      pendingPayment: null,
    });
    const afterPaid = await continuePayment(token);
    expect([afterPaid.status, afterPaid.body.code]).toEqual([409, "quote-paid"]);
  });

  it("once the hold has ended, there is no payment to continue and the quote can be signed again", async () => {
    const { body } = await create(await quoteBody());
    const token = tokenOf(body.quoteUrl);
    const { agreementSha256 } = (await view(token)).body;
    const first = await accept(token, { signedName: "Ada Lovelace", agreementSha256 });
    expect(first.status).toBe(200);
    // the hold's time is up (10 minutes after it started), before the clean-up job has marked it
    const started = new Date(Date.now() - 11 * 60_000);
    await db.booking.update({
      where: { id: first.body.bookingId },
      data: { createdAt: started, holdExpiresAt: new Date(started.getTime() + 10 * 60_000) },
    });
    await db.paymentIntent.updateMany({ data: { createdAt: started } });
    expect((await view(token)).body).toMatchObject({ status: "accepted", pendingPayment: null });
    const late = await continuePayment(token);
    expect([late.status, late.body.code]).toEqual([409, "no-payment-to-continue"]);
    await db.booking.update({ where: { id: first.body.bookingId }, data: { status: "expired" } });
    expect((await view(token)).body).toMatchObject({ status: "draft", acceptance: null, pendingPayment: null });
    const second = await accept(token, { signedName: "Ada Lovelace", agreementSha256 });
    expect(second.status).toBe(200);
    expect(second.body.clientSecret).not.toBe(first.body.clientSecret);
  });

  it("a link from another purpose or an old version is not a quote link", async () => {
    const { body } = await create(await quoteBody());
    expect((await view(manageToken(body.id, 1))).status).toBe(404);
    expect((await view(quoteToken(body.id, 2))).status).toBe(404);
  });
});
