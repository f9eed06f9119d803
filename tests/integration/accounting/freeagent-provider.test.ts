// The FreeAgent provider against a local stand-in of FreeAgent's API (tests/support/freeagent-standin.ts):
// the OAuth exchange, refresh and revocation; the company and its bank accounts; contacts found by e-mail
// (else name) across pages before one is made; invoices and credit notes found by our number before one
// is made, marked as sent, a credit note allocated to what is still due on its invoice; payments and
// refunds as bank transaction explanations, found again by their reference; a document cut short by a
// failure finished on the retry, never made twice; and FreeAgent's refusals as AccountingProviderError
// (429 with Retry-After and 5xx retryable, a refusal with FreeAgent's own words not).
import { freeAgentProvider as provider } from "@/lib/server/accounting/freeagent/provider";
import {
  AccountingProviderError,
  type AccountingConnection,
  type AccountingDocument,
  type AccountingPayment,
} from "@/lib/server/accounting/provider";
import { FreeAgentStandIn } from "../../support/freeagent-standin";

const freeagent = new FreeAgentStandIn();
const REDIRECT = "https://summonamagician.test/api/admin/accounting/freeagent/callback";
let connection: AccountingConnection;

beforeAll(async () => {
  const base = await freeagent.start();
  process.env.FREEAGENT_CLIENT_ID = freeagent.clientId;
  process.env.FREEAGENT_CLIENT_SECRET = freeagent.clientSecret;
  process.env.FREEAGENT_API_BASE = base;
});
afterAll(async () => {
  await freeagent.stop();
  for (const name of ["FREEAGENT_CLIENT_ID", "FREEAGENT_CLIENT_SECRET", "FREEAGENT_API_BASE"]) delete process.env[name];
});
beforeEach(() => {
  freeagent.reset();
  const { accessToken, refreshToken } = freeagent.grant();
  connection = {
    tokens: { accessToken, refreshToken, expiresAt: new Date(Date.now() + 3_600_000) },
    organisationId: `${freeagent.base}/v2/company`,
  };
});

/** The error a call fails with (the test fails if it succeeds). */
async function failure(call: Promise<unknown>): Promise<AccountingProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountingProviderError);
  return error as AccountingProviderError;
}

const bank = () => `${freeagent.base}/v2/bank_accounts/1`;

async function contact() {
  return (await provider.upsertContact(connection, { name: "Ada Lovelace", email: "ada@example.com" })).id;
}

function invoiceDoc(contactId: string, overrides: Partial<AccountingDocument> = {}): AccountingDocument {
  return {
    number: "SAM-2027-0001",
    kind: "invoice",
    date: "2027-04-06",
    contactId,
    lines: [{ description: "Close-up magic", netPence: 25000, vatPence: 5000, vatRatePercent: 20 }],
    totalPence: 30000,
    vatPence: 5000,
    ...overrides,
  };
}

function creditDoc(contactId: string, creditsRemoteId: string, pence: number): AccountingDocument {
  const net = Math.round(pence / 1.2);
  return {
    number: "SAM-2027-0002",
    kind: "credit-note",
    date: "2027-04-10",
    contactId,
    lines: [{ description: "Refund: close-up magic", netPence: net, vatPence: pence - net, vatRatePercent: 20 }],
    totalPence: pence,
    vatPence: pence - net,
    creditsRemoteId,
  };
}

function paymentOf(documentRemoteId: string, overrides: Partial<AccountingPayment> = {}): AccountingPayment {
  return {
    reference: "pi_demo_1",
    date: "2027-04-07",
    amountPence: 30000,
    bankAccountId: bank(),
    documentRemoteId,
    kind: "payment",
    ...overrides,
  };
}

/** The sync's order for one document: looked up by number, made only when missing. */
async function sendDocument(document: AccountingDocument): Promise<string> {
  const found = await provider.findDocument(connection, document.number, document.kind);
  return found?.id ?? (await provider.createDocument(connection, document)).id;
}

async function sendPayment(payment: AccountingPayment): Promise<string> {
  const found = await provider.findPayment(connection, payment);
  return found?.id ?? (await provider.createPayment(connection, payment)).id;
}

describe("OAuth", () => {
  it("sends the magician to FreeAgent's consent page and exchanges the code it returns", async () => {
    const url = new URL(provider.authorizeUrl({ state: "st4te", redirectUri: REDIRECT }));
    expect(`${url.origin}${url.pathname}`).toBe(`${freeagent.base}/v2/approve_app`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: freeagent.clientId,
      redirect_uri: REDIRECT,
      state: "st4te",
    });
    const consent = await fetch(url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    expect(back.searchParams.get("state")).toBe("st4te");

    const tokens = await provider.exchangeCode({ code: back.searchParams.get("code")!, redirectUri: REDIRECT });
    expect(freeagent.accessTokens.has(tokens.accessToken)).toBe(true);
    expect(freeagent.refreshTokens.has(tokens.refreshToken)).toBe(true);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    const [exchange] = freeagent.received("POST", /^\/v2\/token_endpoint$/);
    expect(exchange!.authorization).toBe(
      `Basic ${Buffer.from(`${freeagent.clientId}:${freeagent.clientSecret}`).toString("base64")}`,
    );
    expect(exchange!.body).toEqual({
      grant_type: "authorization_code",
      code: expect.any(String),
      redirect_uri: REDIRECT,
    });
  });

  it("refuses a used or unknown code with FreeAgent's words, not to be retried", async () => {
    const error = await failure(provider.exchangeCode({ code: "stolen", redirectUri: REDIRECT }));
    expect(error.options).toMatchObject({ status: 400, retryable: false });
    expect(error.reason).toBe("FreeAgent: The authorization code is invalid or expired");
  });

  it("refreshes the access token and keeps the refresh token FreeAgent returns", async () => {
    const fresh = await provider.refresh(connection.tokens);
    expect(fresh.accessToken).not.toBe(connection.tokens.accessToken);
    expect(fresh.refreshToken).toBe(connection.tokens.refreshToken);
    expect(freeagent.accessTokens.has(fresh.accessToken)).toBe(true);
    expect(freeagent.received("POST", /^\/v2\/token_endpoint$/)[0]!.body).toEqual({
      grant_type: "refresh_token",
      refresh_token: connection.tokens.refreshToken,
    });
  });

  it("revokes the refresh token, and a token already gone counts as revoked", async () => {
    await provider.revoke(connection.tokens);
    expect(freeagent.revoked).toEqual([connection.tokens.refreshToken]);
    await expect(provider.revoke(connection.tokens)).resolves.toBeUndefined();
    const error = await failure(provider.refresh(connection.tokens));
    expect(error.options.retryable).toBe(false);
  });

  it("says FreeAgent is not set up when the app's credentials are missing", async () => {
    delete process.env.FREEAGENT_CLIENT_SECRET;
    try {
      const error = await failure(provider.refresh(connection.tokens));
      expect(error.reason).toMatch(/not set up/);
    } finally {
      process.env.FREEAGENT_CLIENT_SECRET = freeagent.clientSecret;
    }
  });
});

describe("the company", () => {
  it("is the one organisation, named as in FreeAgent; its bank accounts are offered", async () => {
    expect(await provider.organisations(connection.tokens)).toEqual([
      { id: `${freeagent.base}/v2/company`, name: "The Great Zucchini" },
    ]);
    expect(await provider.bankAccounts(connection)).toEqual([
      { id: `${freeagent.base}/v2/bank_accounts/1`, name: "Business Current Account" },
      { id: `${freeagent.base}/v2/bank_accounts/2`, name: "Business Savings" },
    ]);
  });
});

describe("contacts", () => {
  it("are made once, then found by e-mail whatever its case", async () => {
    const first = await contact();
    const again = await provider.upsertContact(connection, { name: "Ada L.", email: "ADA@Example.com" });
    expect(again.id).toBe(first);
    expect(freeagent.received("POST", /^\/v2\/contacts$/)).toHaveLength(1);
    expect(freeagent.contacts[0]).toMatchObject({ organisation_name: "Ada Lovelace", email: "ada@example.com" });
  });

  it("are found by name when no contact has the e-mail, across FreeAgent's pages", async () => {
    freeagent.maxPerPage = 2;
    for (const name of ["A", "B", "C", "D", "The Red Lion"])
      await provider.upsertContact(connection, { name, email: `${name.length}${name[0]}@example.com` });
    const posts = freeagent.received("POST", /^\/v2\/contacts$/).length;
    const found = await provider.upsertContact(connection, { name: "the red lion", email: "landlord@example.com" });
    expect(found.id).toBe(freeagent.contacts[4]!.url);
    expect(freeagent.received("POST", /^\/v2\/contacts$/)).toHaveLength(posts);
    expect(
      freeagent
        .received("GET", /^\/v2\/contacts$/)
        .at(-1)!
        .query.get("page"),
    ).toBe("3");
  });
});

describe("documents and payments", () => {
  it("a VAT invoice and its payment arrive once each, however often they are sent", async () => {
    const contactId = await contact();
    expect(await provider.findDocument(connection, "SAM-2027-0001", "invoice")).toBeNull();
    const id = await sendDocument(invoiceDoc(contactId));
    expect(await sendDocument(invoiceDoc(contactId))).toBe(id);
    expect(await provider.createDocument(connection, invoiceDoc(contactId))).toEqual({ id });
    expect(freeagent.received("POST", /^\/v2\/invoices$/)).toHaveLength(1);
    const invoice = freeagent.invoice("SAM-2027-0001")!;
    expect(invoice).toMatchObject({ url: id, status: "Open", net: 25000, tax: 5000, payment_terms_in_days: 0 });

    const payment = paymentOf(id);
    expect(await provider.findPayment(connection, payment)).toBeNull();
    const paid = await sendPayment(payment);
    expect(await sendPayment(payment)).toBe(paid);
    expect(freeagent.received("POST", /^\/v2\/bank_transaction_explanations$/)).toHaveLength(1);
    expect(freeagent.explanations[0]).toMatchObject({
      type: "Invoice Receipt",
      gross_value: "300.0",
      paid_invoice: id,
    });
    expect(invoice.status).toBe("Paid");
  });

  it("a refund's credit note and the refund arrive once each; a paid invoice is not credited twice", async () => {
    const contactId = await contact();
    const invoiceId = await sendDocument(invoiceDoc(contactId));
    await sendPayment(paymentOf(invoiceId));
    const note = creditDoc(contactId, invoiceId, 12000);
    const noteId = await sendDocument(note);
    expect(await sendDocument(note)).toBe(noteId);
    expect(freeagent.received("POST", /^\/v2\/credit_notes$/)).toHaveLength(1);
    expect(freeagent.creditNote("SAM-2027-0002")).toMatchObject({
      url: noteId,
      status: "Open",
      net: -10000,
      tax: -2000,
    });
    // The invoice was paid in full: the refund settles the credit note, no allocation.
    expect(freeagent.reconciliations).toHaveLength(0);

    const refund = paymentOf(noteId, {
      reference: "re_demo_1",
      kind: "refund",
      amountPence: 12000,
      date: "2027-04-10",
    });
    const refundId = await sendPayment(refund);
    expect(await sendPayment(refund)).toBe(refundId);
    expect(freeagent.explanations.filter((e) => e.type === "Credit Note Refund")).toEqual([
      expect.objectContaining({ gross_value: "-120.0", paid_invoice: noteId, description: "Refund re_demo_1" }),
    ]);
    expect(freeagent.creditNote("SAM-2027-0002")!.status).toBe("Refunded");
  });

  it("a credit note is allocated once to what is still due on the invoice it credits", async () => {
    const contactId = await contact();
    const invoiceId = await sendDocument(invoiceDoc(contactId));
    const noteId = await sendDocument(creditDoc(contactId, invoiceId, 12000));
    expect(await sendDocument(creditDoc(contactId, invoiceId, 12000))).toBe(noteId);
    expect(freeagent.reconciliations).toEqual([
      expect.objectContaining({
        credit_note: noteId,
        invoice: invoiceId,
        gross_value: "120.0",
        dated_on: "2027-04-10",
      }),
    ]);
    expect(freeagent.received("POST", /^\/v2\/credit_note_reconciliations$/)).toHaveLength(1);
    expect(freeagent.invoice("SAM-2027-0001")).toMatchObject({ settled: 12000, status: "Open" });
  });

  it("is found by number across FreeAgent's pages, newest first; a new one is looked for among its contact's", async () => {
    const contactId = await contact();
    for (const n of [1, 2, 3]) await sendDocument(invoiceDoc(contactId, { number: `SAM-2027-000${n}` }));
    freeagent.maxPerPage = 1;
    const lists = freeagent.received("GET", /^\/v2\/invoices$/).length;
    expect(await provider.findDocument(connection, "SAM-2027-0001", "invoice")).toEqual({
      id: freeagent.invoice("SAM-2027-0001")!.url,
    });
    const pages = freeagent.received("GET", /^\/v2\/invoices$/).slice(lists);
    expect(pages.map((r) => r.query.get("page") ?? "1")).toEqual(["1", "2", "3"]);
    expect(pages[0]!.query.get("sort")).toBe("-created_at");
    const creates = freeagent.received("GET", /^\/v2\/invoices$/).filter((r) => r.query.has("contact"));
    expect(creates.length).toBeGreaterThan(0);
    expect(creates.every((r) => r.query.get("contact") === contactId)).toBe(true);
  });

  it("sends the token only to the configured host, whatever host an id names", async () => {
    const contactId = await contact();
    const invoiceId = await sendDocument(invoiceDoc(contactId));
    const foreign = invoiceId.replace(freeagent.base, "https://elsewhere.example");
    await provider.createPayment(connection, paymentOf(foreign));
    expect(freeagent.explanations[0]).toMatchObject({ paid_invoice: invoiceId, type: "Invoice Receipt" });
  });

  it("a receipt without VAT goes at 0%", async () => {
    const contactId = await contact();
    const lines = [{ description: "Children's party", netPence: 18000, vatPence: 0, vatRatePercent: 0 }];
    await sendDocument(
      invoiceDoc(contactId, { kind: "receipt", number: "SAM-2027-0003", lines, totalPence: 18000, vatPence: 0 }),
    );
    expect(freeagent.invoice("SAM-2027-0003")).toMatchObject({ net: 18000, tax: 0 });
  });
});

describe("failures", () => {
  it("a 429 is retryable after FreeAgent's Retry-After; a document cut short is finished, not made twice", async () => {
    const contactId = await contact();
    freeagent.failNext(429, { method: "PUT", path: /mark_as_sent$/, retryAfter: "42" });
    const error = await failure(sendDocument(invoiceDoc(contactId)));
    expect(error.options).toEqual({ status: 429, retryable: true, retryAfterSeconds: 42 });
    expect(error.reason).toBe("FreeAgent: You must not exceed 120 requests per 60 seconds");
    expect(freeagent.invoice("SAM-2027-0001")!.status).toBe("Draft");

    const id = await sendDocument(invoiceDoc(contactId));
    expect(freeagent.received("POST", /^\/v2\/invoices$/)).toHaveLength(1);
    expect(freeagent.invoice("SAM-2027-0001")).toMatchObject({ url: id, status: "Open" });
  });

  it("a credit note whose allocation failed is allocated on the retry", async () => {
    const contactId = await contact();
    const invoiceId = await sendDocument(invoiceDoc(contactId));
    freeagent.failNext(500, { method: "POST", path: /credit_note_reconciliations$/ });
    const error = await failure(sendDocument(creditDoc(contactId, invoiceId, 6000)));
    expect(error.options).toMatchObject({ status: 500, retryable: true });
    expect(freeagent.reconciliations).toHaveLength(0);

    const noteId = await sendDocument(creditDoc(contactId, invoiceId, 6000));
    expect(freeagent.received("POST", /^\/v2\/credit_notes$/)).toHaveLength(1);
    expect(freeagent.reconciliations).toEqual([expect.objectContaining({ credit_note: noteId, gross_value: "60.0" })]);
    expect(await provider.findDocument(connection, "SAM-2027-0002", "credit-note")).toEqual({ id: noteId });
  });

  it("a 500 is retryable and the call succeeds when FreeAgent recovers", async () => {
    freeagent.failNext(500, { path: /^\/v2\/bank_accounts$/ });
    const error = await failure(provider.bankAccounts(connection));
    expect(error.options).toEqual({ status: 500, retryable: true });
    expect(await provider.bankAccounts(connection)).toHaveLength(2);
    expect(freeagent.received("GET", /^\/v2\/bank_accounts$/)).toHaveLength(2);
  });

  it("a 429 without Retry-After leaves the wait to the sync", async () => {
    freeagent.failNext(429, { retryAfter: "" });
    const error = await failure(provider.organisations(connection.tokens));
    expect(error.options).toEqual({ status: 429, retryable: true, retryAfterSeconds: undefined });
  });

  it("a refusal is not retryable and carries FreeAgent's own reason", async () => {
    const contactId = await contact();
    const invoiceId = await sendDocument(invoiceDoc(contactId));
    const refund = paymentOf(invoiceId, { kind: "refund", reference: "re_x" });
    const error = await failure(provider.createPayment(connection, refund));
    expect(error.options).toEqual({ status: 422, retryable: false });
    expect(error.reason).toBe("FreeAgent: Gross value doesn't match the amount due");
    const elsewhere = paymentOf(invoiceId, { bankAccountId: `${freeagent.base}/v2/bank_accounts/77` });
    expect((await failure(provider.createPayment(connection, elsewhere))).reason).toBe(
      "FreeAgent: Bank account not found",
    );

    const gone = await failure(
      provider.createDocument(connection, invoiceDoc(`${freeagent.base}/v2/contacts/999`, { number: "SAM-2027-0009" })),
    );
    expect(gone.reason).toBe("FreeAgent: Contact not found");
    expect(gone.options.retryable).toBe(false);
  });

  it("a revoked access token is refused, not retried", async () => {
    freeagent.accessTokens.clear();
    const error = await failure(provider.bankAccounts(connection));
    expect(error.options).toEqual({ status: 401, retryable: false });
    expect(error.reason).toBe("FreeAgent: Access token not recognised");
  });

  it("FreeAgent out of reach is retryable", async () => {
    process.env.FREEAGENT_API_BASE = "http://127.0.0.1:9";
    try {
      const error = await failure(provider.bankAccounts(connection));
      expect(error.options).toEqual({ retryable: true });
      expect(error.reason).toBe("FreeAgent could not be reached.");
    } finally {
      process.env.FREEAGENT_API_BASE = freeagent.base;
    }
  });
});
