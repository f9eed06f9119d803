// The books kept in step with Xero, against a local stand-in of Xero (tests/support/xero-standin.ts),
// through the route handlers and the accounting-sync job on a real database: the OAuth connection
// (state checked, tokens sealed, an organisation and a bank account chosen), a paid quote's VAT
// invoice and its payment, then a refund's credit note and the refund, each arriving once even when
// the job runs again and Xero answers 429 (Retry-After) and 500 once; refusals; documents issued
// before the connection sent from a chosen date; Xero's refusal shown and retried; disconnecting.
import { GET as connectRoute } from "@/app/api/admin/accounting/connect/route";
import { GET as callbackRoute } from "@/app/api/admin/accounting/callback/route";
import { DELETE as disconnectRoute, GET as summaryRoute } from "@/app/api/admin/accounting/route";
import { GET as connectionRoute } from "@/app/api/admin/accounting/connection/route";
import { PUT as organisationRoute } from "@/app/api/admin/accounting/organisation/route";
import { GET as bankAccountsRoute } from "@/app/api/admin/accounting/bank-accounts/route";
import { PUT as bankAccountRoute } from "@/app/api/admin/accounting/bank-account/route";
import { PUT as sendFromRoute } from "@/app/api/admin/accounting/send-from/route";
import { GET as statesRoute } from "@/app/api/admin/accounting/documents/route";
import { POST as retryRoute } from "@/app/api/admin/accounting/documents/[number]/retry/route";
import { POST as refundRoute } from "@/app/api/refund-booking/route";
import { addDays, londonToday } from "@/lib/domain/dates";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/catalogue";
import { openTokens } from "@/lib/server/accounting/token-seal";
import { BANK_ACCOUNT, CLIENT_ID, CLIENT_SECRET, TENANT, XeroStandIn } from "../../support/xero-standin";
import { magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, expectMagicianOnly } from "../admin/helpers";
import { at, h, paidQuote, setVatNumber } from "./helpers";

jest.setTimeout(180_000);

const xero = new XeroStandIn();
const ENV = ["XERO_CLIENT_ID", "XERO_CLIENT_SECRET", "XERO_API_BASE", "XERO_IDENTITY_BASE"] as const;
const job = SCHEDULED_JOBS.find((j) => j.name === "accounting-sync")!;

beforeAll(async () => {
  const base = await xero.start();
  process.env.XERO_CLIENT_ID = CLIENT_ID;
  process.env.XERO_CLIENT_SECRET = CLIENT_SECRET;
  process.env.XERO_API_BASE = base;
  process.env.XERO_IDENTITY_BASE = base;
});
afterAll(async () => {
  await xero.stop();
  for (const name of ENV) delete process.env[name];
  await db.$disconnect();
});
beforeEach(async () => {
  xero.reset();
  await resetAndSeed();
});

/** The connect route, Xero's consent (agreed at once), and the callback with this browser's cookie. */
async function connect() {
  const user = await magician();
  const started = await connectRoute(await request("/api/admin/accounting/connect?provider=xero", { as: user }));
  expect(started.status).toBe(302);
  const consent = new URL(started.headers.get("location")!);
  expect(consent.origin + consent.pathname).toBe(`${xero.base}/identity/connect/authorize`);
  expect(consent.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(consent.searchParams.get("scope")).toContain("offline_access");
  expect(consent.searchParams.get("redirect_uri")).toMatch(/\/api\/admin\/accounting\/callback$/);
  const nonce = /accounting-state=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
  const agreed = await fetch(consent, { redirect: "manual" });
  const back = new URL(agreed.headers.get("location")!);
  const session = (await request("/", { as: user })).headers.get("cookie");
  const finished = await callbackRoute(
    await request(`/api/admin/accounting/callback${back.search}`, {
      headers: { cookie: `${session}; accounting-state=${nonce}` },
    }),
  );
  return { finished, user, state: back.searchParams.get("state")! };
}

async function connectAndChoose() {
  const { finished } = await connect();
  expect(finished.status).toBe(302);
  expect(finished.headers.get("location")).toBe("/admin/magician?tab=settings&accounting=connected");
  const chosen = await call(h(organisationRoute), "/api/admin/accounting/organisation", {
    method: "PUT",
    body: { id: TENANT },
  });
  expect(chosen.status).toBe(200);
  const accounts = await call(h(bankAccountsRoute), "/api/admin/accounting/bank-accounts");
  expect(accounts.body).toEqual({ bankAccounts: [{ id: BANK_ACCOUNT, name: "Business Current Account" }] });
  const bank = await call(h(bankAccountRoute), "/api/admin/accounting/bank-account", {
    method: "PUT",
    body: { id: BANK_ACCOUNT },
  });
  expect(bank.status).toBe(200);
  return bank.body;
}

describe("the books kept in step with Xero", () => {
  it("a paid quote's VAT invoice and payment, then the refund's credit note and refund, arrive once each (429 and 500 once)", async () => {
    await setVatNumber();
    const connection = await connectAndChoose();
    expect(connection.connection).toMatchObject({
      provider: "xero",
      organisation: { id: TENANT, name: "Jo Magic Ltd" },
      bankAccount: { id: BANK_ACCOUNT, name: "Business Current Account" },
      sendFrom: londonToday(),
    });
    // The tokens are kept sealed, readable only with the server secret.
    const row = await db.accountingConnection.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.accessTokenSealed).not.toContain("xero-access");
    expect(row.refreshTokenSealed).not.toContain("xero-refresh");
    expect(xero.refreshTokens.has(openTokens(row).refreshToken)).toBe(true);

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

    xero.failOnce(/^PUT \/api\.xro\/2\.0\/Invoices$/, 429, "30");
    xero.failOnce(/^(PUT|POST) \/api\.xro\/2\.0\/Payments$/, 500);
    const start = new Date();
    // 1: Xero asks to slow down on the invoice: everything waits its Retry-After.
    expect(await job.run(start)).toContain("(rate limited)");
    expect(xero.invoices).toHaveLength(0);
    const summary = await call(h(summaryRoute), "/api/admin/accounting");
    expect(summary.body).toEqual({
      providers: ["xero", "freeagent"],
      connected: { provider: "xero", organisation: "Jo Magic Ltd", since: row.connectedAt.toISOString() },
      pending: 2,
      failed: 0,
    });
    // 2: a run within the 30 seconds sends nothing.
    expect(await job.run(at(start, 10))).toBe("nothing to do");
    // 3: the invoice goes; its payment meets a 500 and backs off a minute; the credit note and its
    // refund wait for the invoice's payment (a credit note meeting an unpaid invoice would be allocated to it).
    expect(await job.run(at(start, 31))).toBe("0 queued, 1 sent, 0 failed, 2 waiting on another");
    // 4: the payment, the credit note and the refund go; 5: nothing more.
    expect(await job.run(at(start, 31 + 61))).toBe("0 queued, 3 sent, 0 failed, 0 waiting on another");
    expect(await job.run(at(start, 600))).toBe("nothing to do");

    expect(xero.invoices).toHaveLength(1);
    expect(xero.creditNotes).toHaveLength(1);
    expect(xero.payments).toHaveLength(2);
    expect(xero.contacts).toHaveLength(1);
    expect(xero.contacts[0]).toMatchObject({ Name: "Ada Lovelace", EmailAddress: "ada@example.com" });
    const sentInvoice = xero.invoices[0]!;
    expect(sentInvoice).toMatchObject({
      Type: "ACCREC",
      InvoiceNumber: invoice!.number,
      LineAmountTypes: "Exclusive",
      Status: "PAID",
      Total: 600,
      TotalTax: invoice!.vatPence / 100,
      AmountDue: 0,
    });
    expect((sentInvoice.LineItems as { TaxType: string }[]).every((l) => l.TaxType === "OUTPUT2")).toBe(true);
    expect(xero.creditNotes[0]).toMatchObject({
      Type: "ACCRECCREDIT",
      CreditNoteNumber: creditNote!.number,
      Total: 150,
      TotalTax: -creditNote!.vatPence / 100,
      RemainingCredit: 0,
    });
    const [payment, refunded] = xero.payments;
    expect(payment).toMatchObject({
      Invoice: { InvoiceID: sentInvoice.InvoiceID },
      Account: { AccountID: BANK_ACCOUNT },
      Amount: 600,
      Reference: invoice!.movementId,
    });
    expect(refunded).toMatchObject({
      CreditNote: { CreditNoteID: xero.creditNotes[0]!.CreditNoteID },
      Amount: 150,
      Reference: creditNote!.movementId,
    });
    // Every create carried an idempotency key of our own.
    expect(xero.creations(/^\/api\.xro/).every((r) => r.idempotencyKey && r.tenant === TENANT)).toBe(true);

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
    expect(xero.revoked).toHaveLength(1);
    expect((await call(h(summaryRoute), "/api/admin/accounting")).body.connected).toBeNull();
    await connectAndChoose();
    await db.accountingSyncItem.deleteMany({});
    await job.run(at(start, 700));
    await job.run(at(start, 800));
    expect([xero.invoices.length, xero.creditNotes.length, xero.payments.length]).toEqual([1, 1, 2]);
    expect(await db.accountingSyncItem.count({ where: { status: "sent" } })).toBe(4);
  });

  it("sends documents issued before the connection from the date the magician picks", async () => {
    const bookingId = await paidQuote();
    await db.document.updateMany({ where: { bookingId }, data: { issuedAt: new Date(Date.now() - 10 * 86_400_000) } });
    await connectAndChoose();
    expect(await job.run(new Date())).toBe("nothing to do");
    const [receipt] = await db.document.findMany();
    const states = await call(h(statesRoute), `/api/admin/accounting/documents?numbers=${receipt!.number}`);
    expect(states.body.documents).toEqual([{ number: receipt!.number, state: "not-sent", reason: null }]);

    const from = addDays(londonToday(), -14);
    const set = await call(h(sendFromRoute), "/api/admin/accounting/send-from", { method: "PUT", body: { from } });
    expect(set.status).toBe(200);
    expect(set.body.connection.sendFrom).toBe(from);
    expect(await job.run(new Date())).toBe("2 queued, 2 sent, 0 failed, 0 waiting on another");
    // a receipt: no VAT
    expect(xero.invoices[0]).toMatchObject({ InvoiceNumber: receipt!.number, TotalTax: 0, Total: 600 });
    expect((xero.invoices[0]!.LineItems as { TaxType: string }[])[0]!.TaxType).toBe("NONE");
  });

  it("shows Xero's refusal on the document, and Retry sends it again", async () => {
    await connectAndChoose();
    await paidQuote();
    const sales = xero.accounts.splice(1, 1);
    expect(await job.run(new Date())).toContain("1 failed");
    const [receipt] = await db.document.findMany();
    const url = `/api/admin/accounting/documents?numbers=${receipt!.number}`;
    expect((await call(h(statesRoute), url)).body.documents).toEqual([
      {
        number: receipt!.number,
        state: "failed",
        reason: "Xero: Account code '200' is not a valid code for this document.",
      },
    ]);
    expect((await call(h(summaryRoute), "/api/admin/accounting")).body).toMatchObject({ pending: 0, failed: 1 });

    xero.accounts.push(...sales);
    const path = `/api/admin/accounting/documents/${receipt!.number}/retry`;
    const retried = await call(h(retryRoute), path, { method: "POST", params: { number: receipt!.number } });
    expect(retried.status).toBe(204);
    expect((await call(h(retryRoute), path, { method: "POST", params: { number: receipt!.number } })).status).toBe(409);
    expect(await job.run(new Date())).toBe("0 queued, 1 sent, 0 failed, 0 waiting on another");
    expect(await job.run(at(new Date(), 120))).toBe("0 queued, 1 sent, 0 failed, 0 waiting on another");
    expect((await call(h(statesRoute), url)).body.documents[0].state).toBe("sent");
  });

  it("refreshes a token near its expiry and keeps the new one sealed (Xero rotates refresh tokens)", async () => {
    xero.expiresIn = 60;
    await connectAndChoose();
    const before = openTokens(await db.accountingConnection.findUniqueOrThrow({ where: { id: 1 } }));
    await paidQuote();
    await job.run(new Date());
    const after = openTokens(await db.accountingConnection.findUniqueOrThrow({ where: { id: 1 } }));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(xero.refreshTokens.has(before.refreshToken)).toBe(false);
    expect(xero.refreshTokens.has(after.refreshToken)).toBe(true);
    expect(xero.invoices).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("is for the magician only", async () => {
    const cases: [unknown, string, Record<string, unknown>][] = [
      [summaryRoute, "/api/admin/accounting", {}],
      [disconnectRoute, "/api/admin/accounting", { method: "DELETE" }],
      [connectionRoute, "/api/admin/accounting/connection", {}],
      [connectRoute, "/api/admin/accounting/connect?provider=xero", {}],
      [callbackRoute, "/api/admin/accounting/callback?code=x&state=y", {}],
      [organisationRoute, "/api/admin/accounting/organisation", { method: "PUT", body: { id: TENANT } }],
      [bankAccountsRoute, "/api/admin/accounting/bank-accounts", {}],
      [bankAccountRoute, "/api/admin/accounting/bank-account", { method: "PUT", body: { id: BANK_ACCOUNT } }],
      [sendFromRoute, "/api/admin/accounting/send-from", { method: "PUT", body: { from: "2026-01-01" } }],
      [statesRoute, "/api/admin/accounting/documents?numbers=SAM-2026-0001", {}],
      [
        retryRoute,
        "/api/admin/accounting/documents/SAM-2026-0001/retry",
        { method: "POST", params: { number: "SAM-2026-0001" } },
      ],
    ];
    for (const [handler, path, init] of cases) await expectMagicianOnly(h(handler), path, init);
    expect(await db.accountingConnection.count()).toBe(0);
  });

  it("answers 400 with field messages, 404 and 409, and keeps nothing", async () => {
    const bad = await call(h(connectRoute), "/api/admin/accounting/connect?provider=sage");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ provider: "Choose Xero or FreeAgent." });
    // FreeAgent is not configured here
    expect((await call(h(connectRoute), "/api/admin/accounting/connect?provider=freeagent")).status).toBe(404);
    const noState = await call(h(callbackRoute), "/api/admin/accounting/callback?code=good-code&state=forged");
    expect(noState.status).toBe(400);
    expect(noState.body.fieldErrors).toHaveProperty("state");
    expect(await db.accountingConnection.count()).toBe(0);

    const notConnected = await call(h(organisationRoute), "/api/admin/accounting/organisation", {
      method: "PUT",
      body: { id: TENANT },
    });
    expect(notConnected.status).toBe(409);
    expect((await call(h(bankAccountsRoute), "/api/admin/accounting/bank-accounts")).status).toBe(409);

    // two organisations: none chosen until the magician picks one
    const { finished } = await connect();
    expect(finished.status).toBe(302);
    expect((await call(h(summaryRoute), "/api/admin/accounting")).body.connected).toMatchObject({ organisation: null });
    expect(await job.run(new Date())).toBe("no organisation chosen");
    const unknown = await call(h(organisationRoute), "/api/admin/accounting/organisation", {
      method: "PUT",
      body: { id: "someone-elses" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ id: "That organisation is not one this connection can reach." });
    const empty = await call(h(organisationRoute), "/api/admin/accounting/organisation", { method: "PUT", body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ id: "Choose an organisation." });
    expect((await call(h(bankAccountsRoute), "/api/admin/accounting/bank-accounts")).status).toBe(409);
    await call(h(organisationRoute), "/api/admin/accounting/organisation", { method: "PUT", body: { id: TENANT } });
    const badBank = await call(h(bankAccountRoute), "/api/admin/accounting/bank-account", {
      method: "PUT",
      body: { id: "not-a-bank" },
    });
    expect(badBank.status).toBe(400);
    expect(badBank.body.fieldErrors).toEqual({ id: "That bank account is not in the organisation." });
    const badDate = await call(h(sendFromRoute), "/api/admin/accounting/send-from", {
      method: "PUT",
      body: { from: "2026-02-30" },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fieldErrors).toEqual({ from: "Enter a date as yyyy-MM-dd." });
    const badNumbers = await call(h(statesRoute), "/api/admin/accounting/documents?numbers=INV-1");
    expect(badNumbers.status).toBe(400);
    const unknownDoc = await call(h(retryRoute), "/api/admin/accounting/documents/SAM-2026-9999/retry", {
      method: "POST",
      params: { number: "SAM-2026-9999" },
    });
    expect(unknownDoc.status).toBe(404);
    const row = await db.accountingConnection.findUniqueOrThrow({ where: { id: 1 } });
    expect([row.bankAccountId, row.sendFrom]).toEqual([null, londonToday()]);

    // A code used twice is refused by Xero: 400, the connection as it was.
    const { finished: again, state } = await connect();
    expect(again.status).toBe(302);
    expect(state).toBeTruthy();
  });
});
