// The books kept in step with FreeAgent, against a local stand-in of FreeAgent
// (tests/support/freeagent-standin.ts), through the route handlers and the accounting-sync job on a
// real database: the OAuth connection (the one company chosen at once, a bank account chosen), a paid
// quote's VAT invoice and its payment, then a refund's credit note and the refund, each arriving once
// even when the job runs again and FreeAgent answers 429 (Retry-After) and 500 once, and again after a
// reconnect that lost what was recorded; a partner bar's registration fee, its document and its payment.
import { GET as connectRoute } from "@/app/api/admin/accounting/connect/route";
import { GET as callbackRoute } from "@/app/api/admin/accounting/callback/route";
import { DELETE as disconnectRoute, GET as summaryRoute } from "@/app/api/admin/accounting/route";
import { GET as bankAccountsRoute } from "@/app/api/admin/accounting/bank-accounts/route";
import { PUT as bankAccountRoute } from "@/app/api/admin/accounting/bank-account/route";
import { GET as statesRoute } from "@/app/api/admin/accounting/documents/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { londonToday } from "@/lib/domain/dates";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { openTokens } from "@/lib/server/accounting/token-seal";
import { createUnboundIntent } from "@/lib/server/payments";
import { FreeAgentStandIn } from "../../support/freeagent-standin";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";
import { at, h, paidQuote, setVatNumber } from "./helpers";

jest.setTimeout(180_000);

const freeagent = new FreeAgentStandIn();
const ENV = ["FREEAGENT_CLIENT_ID", "FREEAGENT_CLIENT_SECRET", "FREEAGENT_API_BASE"] as const;
const job = SCHEDULED_JOBS.find((j) => j.name === "accounting-sync")!;
let company = "";
let bankAccount = "";

beforeAll(async () => {
  const base = await freeagent.start();
  process.env.FREEAGENT_CLIENT_ID = freeagent.clientId;
  process.env.FREEAGENT_CLIENT_SECRET = freeagent.clientSecret;
  process.env.FREEAGENT_API_BASE = base;
  company = `${base}/v2/company`;
  bankAccount = `${base}/v2/bank_accounts/1`;
});
afterAll(async () => {
  await freeagent.stop();
  for (const name of ENV) delete process.env[name];
  await db.$disconnect();
});
beforeEach(async () => {
  freeagent.reset();
  await resetAndSeed();
});

/** The connect route, FreeAgent's consent (agreed at once), and the callback with this browser's cookie. */
async function connect() {
  const user = await magician();
  const started = await connectRoute(await request("/api/admin/accounting/connect?provider=freeagent", { as: user }));
  expect(started.status).toBe(302);
  const consent = new URL(started.headers.get("location")!);
  expect(consent.origin + consent.pathname).toBe(`${freeagent.base}/v2/approve_app`);
  expect(consent.searchParams.get("client_id")).toBe(freeagent.clientId);
  expect(consent.searchParams.get("redirect_uri")).toMatch(/\/api\/admin\/accounting\/callback$/);
  const nonce = /accounting-state=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
  const agreed = await fetch(consent, { redirect: "manual" });
  const back = new URL(agreed.headers.get("location")!);
  const session = (await request("/", { as: user })).headers.get("cookie");
  return callbackRoute(
    await request(`/api/admin/accounting/callback${back.search}`, {
      headers: { cookie: `${session}; accounting-state=${nonce}` },
    }),
  );
}

/** Connected, the one company chosen at once, and the current account chosen. */
async function connectAndChoose() {
  const finished = await connect();
  expect(finished.status).toBe(302);
  expect(finished.headers.get("location")).toBe("/admin/magician?tab=settings&accounting=connected");
  const accounts = await call(h(bankAccountsRoute), "/api/admin/accounting/bank-accounts");
  expect(accounts.status).toBe(200);
  expect(accounts.body.bankAccounts).toEqual([
    { id: bankAccount, name: "Business Current Account" },
    { id: `${freeagent.base}/v2/bank_accounts/2`, name: "Business Savings" },
  ]);
  const bank = await call(h(bankAccountRoute), "/api/admin/accounting/bank-account", {
    method: "PUT",
    body: { id: bankAccount },
  });
  expect(bank.status).toBe(200);
  return bank.body;
}

/** A partner bar registered with its £25 fee paid (the payment's success known to our row, as the register page's check leaves it). */
async function registeredBar(): Promise<number> {
  const { intentId } = await createUnboundIntent({
    purpose: "registration",
    amountPence: 2500,
    request: { eventType: "Bar Registration", clientName: "The Gilded Lantern" },
  });
  await db.paymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
  const body = {
    username: "lantern01",
    password: "a-good-password",
    email: "nina@lantern.example",
    role: "bar-client",
    barName: "The Gilded Lantern",
    ownerName: "Nina Owner",
    barAddress: "12 Ashton Lane, Glasgow G12 8SJ",
    contactPhone: "0141 555 0192",
    registrationPaid: true,
    registrationPaymentId: intentId,
  };
  const res = await registerRoute(
    await request("/api/auth/register", { method: "POST", body, headers: { "x-forwarded-for": "198.51.100.91" } }),
  );
  expect(res.status).toBe(201);
  return (await db.user.findFirstOrThrow({ where: { username: "lantern01" } })).id;
}

const explanationsOf = (type: string) => freeagent.explanations.filter((e) => e.type === type);

describe("the books kept in step with FreeAgent", () => {
  it("a paid quote's VAT invoice and payment, then the refund's credit note and refund, arrive once each (429 and 500 once)", async () => {
    await setVatNumber();
    const connection = await connectAndChoose();
    expect(connection.connection).toMatchObject({
      provider: "freeagent",
      organisation: { id: company, name: "The Great Zucchini" },
      bankAccount: { id: bankAccount, name: "Business Current Account" },
      sendFrom: londonToday(),
    });
    // The tokens are kept sealed, readable only with the server secret.
    const row = await db.accountingConnection.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.accessTokenSealed).not.toContain("fa-access");
    expect(row.refreshTokenSealed).not.toContain("fa-refresh");
    expect(freeagent.refreshTokens.has(openTokens(row).refreshToken)).toBe(true);

    const bookingId = await paidQuote();
    const refund = await call(h(refundRoute), "/api/refund-booking", {
      body: { bookingId, amount: 150, reason: "Shorter set agreed" },
    });
    expect(refund.status).toBe(200);
    const [invoice, creditNote] = await db.document.findMany({ orderBy: { sequence: "asc" } });
    expect([invoice!.kind, invoice!.amountPence, creditNote!.kind, creditNote!.amountPence]).toEqual([
      "invoice",
      60000,
      "credit-note",
      -15000,
    ]);

    freeagent.failNext(429, { method: "POST", path: /^\/v2\/invoices$/, retryAfter: "30" });
    freeagent.failNext(500, { method: "POST", path: /^\/v2\/bank_transaction_explanations$/ });
    const start = new Date();
    // 1: FreeAgent asks to slow down on the invoice: everything waits its Retry-After.
    expect(await job.run(start)).toContain("(rate limited)");
    expect(freeagent.documents).toHaveLength(0);
    const summary = await call(h(summaryRoute), "/api/admin/accounting");
    expect(summary.body).toMatchObject({
      connected: { provider: "freeagent", organisation: "The Great Zucchini", since: row.connectedAt.toISOString() },
      pending: 2,
      failed: 0,
    });
    // 2: a run within the 30 seconds sends nothing.
    expect(await job.run(at(start, 10))).toBe("nothing to do");
    // 3: the invoice goes; its payment meets a 500 and backs off; the credit note and its refund wait.
    expect(await job.run(at(start, 31))).toBe("0 queued, 1 sent, 0 failed, 2 waiting on another");
    // 4: the payment, the credit note and the refund go; 5: nothing more.
    expect(await job.run(at(start, 31 + 61))).toBe("0 queued, 3 sent, 0 failed, 0 waiting on another");
    expect(await job.run(at(start, 600))).toBe("nothing to do");

    const sentInvoice = freeagent.invoice(invoice!.number)!;
    const sentNote = freeagent.creditNote(creditNote!.number)!;
    expect(freeagent.documents).toHaveLength(2);
    expect(freeagent.received("POST", /^\/v2\/invoices$/)).toHaveLength(2); // the 429, then the one made
    expect(freeagent.received("POST", /^\/v2\/credit_notes$/)).toHaveLength(1);
    expect(freeagent.contacts).toHaveLength(1);
    expect(freeagent.contacts[0]).toMatchObject({ organisation_name: "Ada Lovelace", email: "ada@example.com" });
    expect(sentInvoice).toMatchObject({
      status: "Paid",
      net: invoice!.amountPence - invoice!.vatPence,
      tax: invoice!.vatPence,
      settled: 60000,
    });
    expect(sentNote).toMatchObject({
      status: "Refunded",
      net: creditNote!.amountPence - creditNote!.vatPence,
      tax: creditNote!.vatPence,
    });
    // The invoice was paid in full before the credit note came: no allocation, the refund settles it.
    expect(freeagent.reconciliations).toHaveLength(0);
    expect(explanationsOf("Invoice Receipt")).toEqual([
      expect.objectContaining({ paid_invoice: sentInvoice.url, bank_account: bankAccount, gross_value: "600.0" }),
    ]);
    expect(explanationsOf("Credit Note Refund")).toEqual([
      expect.objectContaining({ paid_invoice: sentNote.url, bank_account: bankAccount, gross_value: "-150.0" }),
    ]);
    expect(freeagent.explanations).toHaveLength(2);

    const states = await call(
      h(statesRoute),
      `/api/admin/accounting/documents?numbers=${invoice!.number},${creditNote!.number}`,
    );
    expect(states.body).toEqual({
      connected: true,
      documents: [
        { number: invoice!.number, state: "sent", reason: null },
        { number: creditNote!.number, state: "sent", reason: null },
      ],
    });
    expect((await call(h(summaryRoute), "/api/admin/accounting")).body).toMatchObject({ pending: 0, failed: 0 });

    // Reconnecting, even with what was recorded lost, finds each record by its number: nothing twice.
    expect((await call(h(disconnectRoute), "/api/admin/accounting", { method: "DELETE" })).status).toBe(204);
    expect(freeagent.revoked).toHaveLength(1);
    await connectAndChoose();
    await db.accountingSyncItem.deleteMany({});
    await job.run(at(start, 700));
    await job.run(at(start, 800));
    expect(freeagent.documents).toHaveLength(2);
    expect(freeagent.explanations).toHaveLength(2);
    expect(freeagent.contacts).toHaveLength(1);
    expect(await db.accountingSyncItem.count({ where: { status: "sent" } })).toBe(4);
  });

  it("a partner bar's registration fee: its document and its payment against it", async () => {
    await connectAndChoose();
    const barId = await registeredBar();
    const document = await db.document.findFirstOrThrow({ where: { barUserId: barId } });
    expect(await job.run(new Date())).toBe("2 queued, 2 sent, 0 failed, 0 waiting on another");
    const sent = freeagent.invoice(document.number)!;
    expect(sent).toMatchObject({ status: "Paid", net: 2500, tax: 0 });
    expect(explanationsOf("Invoice Receipt")).toEqual([
      expect.objectContaining({ paid_invoice: sent.url, bank_account: bankAccount, gross_value: "25.0" }),
    ]);
    expect(await job.run(at(new Date(), 120))).toBe("nothing to do");
  });

  it("a document queued before the ledger knew its money gets its payment sent once the ledger does", async () => {
    await connectAndChoose();
    await paidQuote();
    const document = await db.document.findFirstOrThrow();
    // As if the ledger had not yet heard of the payment when the document was first queued.
    const movement = await db.moneyMovement.findUniqueOrThrow({ where: { id: document.movementId } });
    await db.moneyMovement.delete({ where: { id: movement.id } });
    expect(await job.run(new Date())).toBe("1 queued, 1 sent, 0 failed, 0 waiting on another");
    expect(freeagent.explanations).toHaveLength(0);
    await db.moneyMovement.create({ data: movement });
    expect(await job.run(at(new Date(), 120))).toBe("1 queued, 1 sent, 0 failed, 0 waiting on another");
    expect(explanationsOf("Invoice Receipt")).toEqual([expect.objectContaining({ gross_value: "600.0" })]);
    expect(await job.run(at(new Date(), 240))).toBe("nothing to do");
  });
});
