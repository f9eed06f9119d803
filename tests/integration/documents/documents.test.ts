// Receipts, VAT invoices and credit notes: issued with the money in the ledger's own transaction,
// numbered from one gap-free sequence per London year (20 payments at once included), listed on the
// booking page and to the magician, exported for the accountant, attached to the payment e-mails,
// and rendered as PDFs whose text is read back.
import { PDFParse } from "pdf-parse";
import { GET as listRoute } from "@/app/api/manage/[token]/documents/route";
import { GET as pdfRoute } from "@/app/api/manage/[token]/documents/[file]/route";
import { GET as adminListRoute } from "@/app/api/admin/documents/route";
import { GET as adminPdfRoute } from "@/app/api/admin/documents/[file]/route";
import { GET as exportRoute } from "@/app/api/admin/export/documents.csv/route";
import { PATCH as settingsRoute } from "@/app/api/settings/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { createUnboundIntent } from "@/lib/server/payments";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { POST as cancelRoute } from "@/app/api/manage/[token]/cancel/route";
import { documentYear } from "@/lib/domain/documents";
import { takeNumber } from "@/lib/server/documents/issue";
import { processPaymentEvent } from "@/lib/server/ledger/settlement";
import { manageToken } from "@/lib/server/links/booking-page";
import { demoClientSecret } from "@/lib/server/payments/demo-network";
import { resolveAttachments } from "@/lib/server/mail/outbox";
import { magician, request, type TestUser } from "../../support/auth";
import { parseCsv } from "../../support/csv";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { confirmDemo, createIntent, inDays, wizardDetails } from "../public-api/helpers";

jest.setTimeout(180_000);

beforeEach(resetAndSeed);
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

const YEAR = documentYear(new Date());
const number = (sequence: number) => `SAM-${YEAR}-${String(sequence).padStart(4, "0")}`;

/** A wizard checkout, paid with the demo card: the booking's id, its payment and its booking-page token. */
async function paidBooking(overrides: Record<string, unknown> = {}) {
  const intent = await createIntent({ amount: 275, bookingDetails: await wizardDetails(overrides) });
  expect(intent.status).toBe(200);
  expect((await confirmDemo(intent.body.clientSecret)).status).toBe(200);
  const booking = await db.booking.findUniqueOrThrow({ where: { id: intent.body.bookingId } });
  return {
    id: booking.id,
    intentId: intent.body.paymentIntentId as string,
    token: manageToken(booking.id, booking.manageLinkVersion),
  };
}

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function get(handler: unknown, path: string, params: Record<string, string>, as: TestUser | null = null) {
  const response = await (handler as Handler)(await request(path, { as }), { params: Promise.resolve(params) });
  return response;
}

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\t/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** A VAT number (with the business address a VAT invoice must show) and a legal name. */
async function setVatNumber(vatNumber: string, legalName = "") {
  const res = await call(settingsRoute as never, "/api/settings", {
    method: "PATCH",
    body: { vatNumber, legalName, businessAddress: "12 Wand Street, Glasgow G1 1AA" },
  });
  expect(res.status).toBe(200);
}

describe("a payment's document", () => {
  it("a receipt numbered in the year's sequence, listed on the booking page, its PDF readable, attached to the confirmation", async () => {
    const { id, intentId, token } = await paidBooking();
    const [doc] = await db.document.findMany();
    expect(doc).toMatchObject({
      number: number(1),
      kind: "receipt",
      movementId: intentId,
      bookingId: id,
      amountPence: 27500,
      vatPence: 0,
    });
    // itemised from the booking's stored lines: the flat travel fee is one of them
    expect(
      (doc!.lines as { description: string; grossPence: number }[]).map((l) => [l.description, l.grossPence]),
    ).toEqual([
      [`Close-Up Magic (booking #${id})`, 25000],
      [`Travel fee (booking #${id})`, 2500],
    ]);

    const list = await get(listRoute, `/api/manage/${token}/documents`, { token });
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body).toEqual([
      {
        number: number(1),
        kind: "receipt",
        amountPence: 27500,
        issuedAt: doc!.issuedAt.toISOString(),
        url: `/api/manage/${token}/documents/${number(1)}.pdf`,
      },
    ]);

    const pdf = await get(pdfRoute, body[0].url, { token, file: `${number(1)}.pdf` });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf);
    expect(text).toContain("Receipt");
    expect(text).toContain(`Number: ${number(1)}`);
    expect(text).toContain("Summon a Magician");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("ada@example.com");
    expect(text).toContain("£275.00");
    expect(text).toContain("Travel fee");
    expect(text).toContain("The seller is not registered for VAT");
    expect(text).not.toContain("VAT registration number");

    // The confirmation e-mail carries the document; the PDF is made when the mail is sent.
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { kind: "booking_confirmation" } });
    expect(confirmation.attachments).toEqual(
      expect.arrayContaining([{ filename: `${number(1)}.pdf`, contentType: "application/pdf", document: number(1) }]),
    );
    expect(confirmation.text).toContain(number(1));
    const sent = await resolveAttachments(confirmation.attachments);
    const attached = sent.find((a) => a.filename === `${number(1)}.pdf`)!;
    expect(Buffer.from(attached.content).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("with a VAT number: a VAT invoice with the supplier's number, the time of supply and VAT per line", async () => {
    await setVatNumber("gb 123 4567 89", "Jo Magic Ltd");
    const { token } = await paidBooking();
    const doc = await db.document.findFirstOrThrow();
    expect(doc).toMatchObject({ kind: "invoice", amountPence: 27500 });
    // VAT is worked out per line and summed: whatever the lines, it is close to a sixth of the total.
    const lines = doc.lines as { grossPence: number; vatPence: number; netPence: number; vatRatePercent: number }[];
    expect(lines.every((l) => l.vatPence === Math.round(l.grossPence / 6) && l.vatRatePercent === 20)).toBe(true);
    expect(doc.vatPence).toBe(lines.reduce((s, l) => s + l.vatPence, 0));
    expect(Math.abs(doc.vatPence - 27500 / 6)).toBeLessThanOrEqual(lines.length);

    const text = await pdfText(await get(pdfRoute, "", { token, file: `${doc.number}.pdf` }));
    expect(text).toContain("VAT invoice");
    expect(text).toContain("Jo Magic Ltd");
    expect(text).toContain("Trading as Summon a Magician");
    expect(text).toContain("VAT registration number: GB123456789");
    expect(text).toContain("Time of supply (tax point):");
    expect(text).toContain("20%");
    const fmt = (p: number) => `£${(p / 100).toFixed(2)}`;
    expect(text).toContain(`VAT at 20% ${fmt(doc.vatPence)}`);
    expect(text).toContain(`Total excluding VAT ${fmt(27500 - doc.vatPence)}`);
    expect(text).toContain("Total including VAT £275.00");
    expect(text).not.toContain("not registered for VAT");
  });

  it("a replayed payment event issues nothing more; a refund gets a credit note naming the receipt", async () => {
    const { id, intentId, token } = await paidBooking();
    await processPaymentEvent({
      eventId: "evt_replay_1",
      type: "payment_intent.succeeded",
      intentId,
      amountPence: 27500,
    });
    expect(await db.document.count()).toBe(1);

    const refund = await call(refundRoute as never, "/api/refund-booking", {
      body: { bookingId: id, amount: 100, reason: "Shorter set agreed" },
    });
    expect(refund.status).toBe(200);
    const docs = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect(docs.map((d) => [d.number, d.kind, d.amountPence, d.creditsNumber])).toEqual([
      [number(1), "receipt", 27500, null],
      [number(2), "credit-note", -10000, number(1)],
    ]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "refund_issued_client" } });
    expect(mail.attachments).toEqual([
      { filename: `${number(2)}.pdf`, contentType: "application/pdf", document: number(2) },
    ]);
    const text = await pdfText(await get(pdfRoute, "", { token, file: `${number(2)}.pdf` }));
    expect(text).toContain("Credit note");
    expect(text).toContain(`Credit note for ${number(1)}`);
    expect(text).toContain(`Refund against ${number(1)} (Shorter set agreed)`);
    expect(text).toContain("-£100.00");
    expect(text).toContain("Ada Lovelace");

    const list = await (await get(listRoute, "", { token })).json();
    expect(list.map((d: { kind: string; amountPence: number }) => [d.kind, d.amountPence])).toEqual([
      ["receipt", 27500],
      ["credit-note", -10000],
    ]);
  });
});

describe("credit notes of a cancellation", () => {
  it("the customer cancels under the terms: the refund's credit note is attached to their e-mail", async () => {
    const { token } = await paidBooking({ eventDate: inDays(20) }); // 14–30 days ahead: half back
    const cancelled = await (cancelRoute as Handler)(
      await request(`/api/manage/${token}/cancel`, { method: "POST", body: {} }),
      { params: Promise.resolve({ token }) },
    );
    expect(cancelled.status).toBe(200);
    const docs = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect(docs.map((d) => [d.kind, d.amountPence, d.creditsNumber])).toEqual([
      ["receipt", 27500, null],
      ["credit-note", -13750, number(1)],
    ]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "customer_cancelled_client" } });
    expect(mail.text).toContain(number(2));
    expect(mail.attachments).toEqual(
      expect.arrayContaining([{ filename: `${number(2)}.pdf`, contentType: "application/pdf", document: number(2) }]),
    );
    // the cancelled booking's page still lists both
    expect((await (await get(listRoute, "", { token })).json()).length).toBe(2);
  });
});

describe("a payment for a place that was lost", () => {
  it("is refunded at once: its receipt and the credit note go with the e-mail saying so", async () => {
    const details = await wizardDetails({ eventDate: inDays(40) });
    const intent = await createIntent({ amount: 275, bookingDetails: details });
    // The hold ran out unpaid and the day was blocked meanwhile; then the payment arrives.
    await db.booking.update({
      where: { id: intent.body.bookingId },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });
    await db.blockedDay.create({ data: { date: details.eventDate } });
    // (the demo card network refuses it up front; a provider's webhook can still bring it)
    await processPaymentEvent({
      eventId: "evt_lost_place_1",
      type: "payment_intent.succeeded",
      intentId: intent.body.paymentIntentId,
      amountPence: 27500,
    });
    const docs = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect(docs.map((d) => [d.number, d.kind, d.amountPence, d.creditsNumber])).toEqual([
      [number(1), "receipt", 27500, null],
      [number(2), "credit-note", -27500, number(1)],
    ]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "payment_refunded_client" } });
    expect(mail.attachments).toEqual([
      { filename: `${number(1)}.pdf`, contentType: "application/pdf", document: number(1) },
      { filename: `${number(2)}.pdf`, contentType: "application/pdf", document: number(2) },
    ]);
  });
});

describe("a partner bar's registration fee", () => {
  it("gets its receipt with the account, attached to the welcome; a refused registration takes no number", async () => {
    const { intentId } = await createUnboundIntent({
      purpose: "registration",
      amountPence: 2500,
      request: { eventType: "Bar Registration", clientName: "The Gilded Lantern" },
    });
    await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
    const form = {
      username: "lantern01",
      password: "a-good-password",
      email: "owner@lantern.example",
      role: "bar-client",
      barName: "The Gilded Lantern",
      ownerName: "Nina Owner",
      barAddress: "12 Ashton Lane, Glasgow G12 8SJ",
      contactPhone: "0141 555 0192",
      registrationPaid: true,
      registrationPaymentId: intentId,
    };
    const register = async (body: Record<string, unknown>) =>
      registerRoute(
        await request("/api/auth/register", { method: "POST", body, headers: { "x-forwarded-for": "198.51.100.78" } }),
      );
    // the username is taken: nothing is created, no number is used
    expect((await register({ ...form, username: "thegildedlantern" })).status).toBe(409);
    expect((await register(form)).status).toBe(201);
    const bar = await db.user.findFirstOrThrow({ where: { username: "lantern01" } });
    const doc = await db.document.findFirstOrThrow();
    expect(doc).toMatchObject({
      number: number(1),
      kind: "receipt",
      barUserId: bar.id,
      bookingId: null,
      amountPence: 2500,
    });
    const welcome = await db.emailOutbox.findFirstOrThrow({ where: { kind: "bar_welcome" } });
    expect(welcome.attachments).toEqual([
      { filename: `${number(1)}.pdf`, contentType: "application/pdf", document: number(1) },
    ]);
    const pdf = (await resolveAttachments(welcome.attachments))[0]!;
    const parser = new PDFParse({ data: new Uint8Array(pdf.content as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(number(1));
    expect(text).toContain("The Gilded Lantern, Nina Owner");
    expect(text).toContain("Partner bar registration: The Gilded Lantern");
    expect(text).toContain("£25.00");
  });
});

describe("a deposit, then the balance from the booking page", () => {
  it("each payment gets its own document, the balance's attached to its receipt e-mail", async () => {
    const { id, token } = await paidBooking({ paymentType: "deposit", depositAgreement: true, eventDate: inDays(40) });
    const balanceId = "pi_demo_balance000000000000001";
    await db.paymentIntent.create({
      data: { id: balanceId, provider: "demo", purpose: "balance", amountPence: 13750, bookingId: id },
    });
    expect((await confirmDemo(demoClientSecret(balanceId))).status).toBe(200);
    const docs = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect(docs.map((d) => [d.number, d.amountPence, d.movementId])).toEqual([
      [number(1), 13750, expect.any(String)],
      [number(2), 13750, balanceId],
    ]);
    expect((docs[1]!.lines as { description: string }[])[0]!.description).toMatch(
      new RegExp(`^Part payment towards booking #${id}: `),
    );
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "payment_received_client" } });
    expect(mail.attachments).toEqual([
      { filename: `${number(2)}.pdf`, contentType: "application/pdf", document: number(2) },
    ]);
    expect((await (await get(listRoute, "", { token })).json()).map((d: { number: string }) => d.number)).toEqual([
      number(1),
      number(2),
    ]);
  });
});

describe("gap-free numbering", () => {
  it("20 payments at once take 1…20: no gap, no repeat, one each", async () => {
    const intents = [];
    // Checkouts one at a time (each holds its own date), then the 20 payments all at once.
    for (let i = 0; i < 20; i += 1) {
      const intent = await createIntent({
        amount: 275,
        bookingDetails: await wizardDetails({
          eventDate: inDays(30 + i),
          clientName: `Client ${i}`,
          clientEmail: `client${i}@example.com`,
        }),
      });
      expect(intent.status).toBe(200);
      intents.push(intent.body);
    }
    const results = await Promise.all(intents.map((intent) => confirmDemo(intent.clientSecret)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const docs = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect(docs.map((d) => d.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.number)).size).toBe(20);
    expect(new Set(docs.map((d) => d.bookingId)).size).toBe(20);
    expect(docs.map((d) => d.movementId).sort()).toEqual(intents.map((i) => i.paymentIntentId as string).sort());
    expect(await db.documentCounter.findUniqueOrThrow({ where: { year: YEAR } })).toEqual({ year: YEAR, last: 20 });
  });

  it("a transaction that rolls back gives its number back", async () => {
    await expect(
      db.$transaction(async (tx) => {
        expect((await takeNumber(tx, new Date())).number).toBe(number(1));
        throw new Error("the payment's transaction failed");
      }),
    ).rejects.toThrow("failed");
    await paidBooking();
    expect((await db.document.findFirstOrThrow()).number).toBe(number(1));
  });

  it("each London year has its own sequence", async () => {
    const numbers = await db.$transaction(async (tx) => [
      (await takeNumber(tx, new Date("2030-12-31T23:59:59Z"))).number,
      (await takeNumber(tx, new Date("2031-01-01T00:00:00Z"))).number,
      (await takeNumber(tx, new Date("2030-06-30T23:30:00Z"))).number,
    ]);
    expect(numbers).toEqual(["SAM-2030-0001", "SAM-2031-0001", "SAM-2030-0002"]);
  });
});

describe("the documents' addresses", () => {
  it("404 for a bad link, an unknown number, another booking's document, or a name that is not a PDF", async () => {
    const first = await paidBooking();
    const second = await paidBooking({ eventDate: inDays(45) });
    const forged = `${first.token.slice(0, -2)}xx`;
    expect((await get(listRoute, "", { token: forged })).status).toBe(404);
    expect((await get(pdfRoute, "", { token: forged, file: `${number(1)}.pdf` })).status).toBe(404);
    expect((await get(pdfRoute, "", { token: first.token, file: `${number(9)}.pdf` })).status).toBe(404);
    expect((await get(pdfRoute, "", { token: first.token, file: `${number(2)}.pdf` })).status).toBe(404);
    expect((await get(pdfRoute, "", { token: second.token, file: `${number(2)}.pdf` })).status).toBe(200);
    expect((await get(pdfRoute, "", { token: first.token, file: number(1) })).status).toBe(404);
    expect((await get(pdfRoute, "", { token: first.token, file: "../../etc/passwd.pdf" })).status).toBe(404);
    // a revoked link (its version bumped) shows nothing
    await db.booking.update({ where: { id: first.id }, data: { manageLinkVersion: { increment: 1 } } });
    expect((await get(listRoute, "", { token: first.token })).status).toBe(404);
  });

  it("the magician lists them, opens one, and exports them for the accountant", async () => {
    const boss = await magician();
    const { id } = await paidBooking({ clientName: '=HYPERLINK("https://evil.example")' });
    await call(refundRoute as never, "/api/refund-booking", { body: { bookingId: id, amount: 50 } });

    const list = await get(adminListRoute, "/api/admin/documents", {}, boss);
    expect(list.status).toBe(200);
    const docs = await list.json();
    expect(
      docs.map((d: { number: string; kind: string; grossPence: number }) => [d.number, d.kind, d.grossPence]),
    ).toEqual([
      [number(2), "credit-note", -5000],
      [number(1), "receipt", 27500],
    ]);
    expect(docs[1]).toMatchObject({
      bookingId: id,
      vatPence: 0,
      netPence: 27500,
      url: `/api/admin/documents/${number(1)}.pdf`,
    });
    const pdf = await get(adminPdfRoute, docs[1].url, { file: `${number(1)}.pdf` }, boss);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await get(adminPdfRoute, "", { file: `${number(7)}.pdf` }, boss)).status).toBe(404);
    expect((await get(adminListRoute, "/api/admin/documents?from=2026-13-01", {}, boss)).status).toBe(400);

    const csv = await get(exportRoute, "/api/admin/export/documents.csv", {}, boss);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="documents-all.csv"');
    const records = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
    expect(records[0]).toEqual([
      "number",
      "kind",
      "date",
      "customer",
      "customerEmail",
      "net",
      "vat",
      "gross",
      "bookingReference",
      "credits",
    ]);
    expect(records[1]).toEqual([
      number(1),
      "receipt",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      `'=HYPERLINK("https://evil.example")`,
      "ada@example.com",
      "275.00",
      "0.00",
      "275.00",
      `booking #${id}`,
      "",
    ]);
    expect(records[2]!.slice(5)).toEqual(["-50.00", "0.00", "-50.00", `booking #${id}`, number(1)]);
  });
});
