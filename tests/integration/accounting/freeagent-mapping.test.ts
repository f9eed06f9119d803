// What the FreeAgent provider sends and reads, without the network: our pence as FreeAgent's decimal
// pounds and back, a document as an invoice or a credit note (negative prices), a payment or refund as a
// bank transaction explanation, a contact's address spread over FreeAgent's fields, tokens, Retry-After,
// the Link header and FreeAgent's error shapes.
import {
  contactIdentity,
  contactPayload,
  describesPayment,
  documentPayload,
  errorReason,
  explanationPayload,
  nextPage,
  penceOf,
  pounds,
  retryAfterSeconds,
  tokensFrom,
} from "@/lib/server/accounting/freeagent/mapping";
import type { AccountingDocument } from "@/lib/server/accounting/provider";

const NOW = new Date("2027-05-01T12:00:00Z");

describe("money", () => {
  it("writes pence as exact decimal pounds", () => {
    expect(pounds(12345)).toBe("123.45");
    expect(pounds(5)).toBe("0.05");
    expect(pounds(-50)).toBe("-0.50");
    expect(pounds(0)).toBe("0.00");
    expect(() => pounds(1.5)).toThrow();
  });

  it("reads FreeAgent's decimals back into pence", () => {
    expect(penceOf("120.0")).toBe(12000);
    expect(penceOf("-0.5")).toBe(-50);
    expect(penceOf("99.99")).toBe(9999);
    expect(penceOf("10.005")).toBe(1001);
    expect(penceOf(12.5)).toBe(1250);
    expect(penceOf("-0.00")).toBe(0);
    expect(penceOf("abc")).toBeNull();
    expect(penceOf(undefined)).toBeNull();
  });
});

const invoice: AccountingDocument = {
  number: "SAM-2027-0001",
  kind: "invoice",
  date: "2027-04-06",
  contactId: "https://api.freeagent.com/v2/contacts/7",
  lines: [
    { description: "Close-up magic, 12 June", netPence: 25000, vatPence: 5000, vatRatePercent: 20 },
    { description: "Travel", netPence: 1250, vatPence: 250, vatRatePercent: 20 },
  ],
  totalPence: 31500,
  vatPence: 5250,
};

describe("documents", () => {
  it("sends a VAT invoice under our number, due on receipt, one line each at the net price and 20%", () => {
    expect(documentPayload(invoice, "https://api.freeagent.com/v2/contacts/7")).toEqual({
      invoice: {
        contact: "https://api.freeagent.com/v2/contacts/7",
        reference: "SAM-2027-0001",
        dated_on: "2027-04-06",
        payment_terms_in_days: 0,
        currency: "GBP",
        invoice_items: [
          {
            item_type: "Services",
            quantity: "1.0",
            description: "Close-up magic, 12 June",
            price: "250.00",
            sales_tax_rate: "20.0",
          },
          { item_type: "Services", quantity: "1.0", description: "Travel", price: "12.50", sales_tax_rate: "20.0" },
        ],
      },
    });
  });

  it("sends a receipt without VAT at 0%", () => {
    const receipt = documentPayload(
      {
        ...invoice,
        kind: "receipt",
        lines: [{ description: "Show", netPence: 30000, vatPence: 0, vatRatePercent: 0 }],
      },
      "c",
    );
    expect("invoice" in receipt && receipt.invoice.invoice_items).toEqual([
      { item_type: "Services", quantity: "1.0", description: "Show", price: "300.00", sales_tax_rate: "0.0" },
    ]);
  });

  it("sends a credit note with negative prices, as FreeAgent records credit notes", () => {
    const payload = documentPayload(
      { ...invoice, kind: "credit-note", number: "SAM-2027-0002", lines: [invoice.lines[0]!] },
      "c",
    );
    expect(payload).toEqual({
      credit_note: expect.objectContaining({
        reference: "SAM-2027-0002",
        credit_note_items: [expect.objectContaining({ price: "-250.00", sales_tax_rate: "20.0" })],
      }),
    });
  });
});

describe("payments", () => {
  const payment = {
    reference: "pi_123",
    date: "2027-04-07",
    amountPence: 31500,
    bankAccountId: "https://api.freeagent.com/v2/bank_accounts/1",
    documentRemoteId: "https://api.freeagent.com/v2/invoices/9",
    kind: "payment" as const,
  };

  it("explains a payment as money in against the invoice, our reference in the description", () => {
    expect(explanationPayload(payment, payment.documentRemoteId, payment.bankAccountId)).toEqual({
      bank_transaction_explanation: {
        bank_account: "https://api.freeagent.com/v2/bank_accounts/1",
        dated_on: "2027-04-07",
        gross_value: "315.00",
        paid_invoice: "https://api.freeagent.com/v2/invoices/9",
        description: "Payment pi_123",
      },
    });
  });

  it("explains a refund as money out against the credit note", () => {
    const refund = { ...payment, kind: "refund" as const, reference: "re_9", amountPence: 5000 };
    expect(explanationPayload(refund, "cn", "ba").bank_transaction_explanation).toMatchObject({
      gross_value: "-50.00",
      paid_invoice: "cn",
      description: "Refund re_9",
    });
  });

  it("finds a payment by its whole reference, never by a prefix", () => {
    expect(describesPayment("Payment pi_123", "pi_123")).toBe(true);
    expect(describesPayment("Payment pi_1234", "pi_123")).toBe(false);
    expect(describesPayment(undefined, "pi_123")).toBe(false);
  });
});

describe("contacts", () => {
  it("keeps the whole name as one and spreads the address, a UK postcode on its own", () => {
    expect(
      contactPayload({
        name: " The Red Lion ",
        email: "bar@example.com",
        address: "1 High Street, Leith, Edinburgh, eh6 7aa",
      }),
    ).toEqual({
      contact: {
        organisation_name: "The Red Lion",
        email: "bar@example.com",
        contact_name_on_invoices: false,
        address1: "1 High Street",
        address2: "Leith",
        address3: "Edinburgh",
        postcode: "EH6 7AA",
        country: "United Kingdom",
      },
    });
    const long = contactPayload({ name: "A", email: "a@example.com", address: "Flat 2\n3 Road\nArea\nDistrict\nTown" });
    expect(long.contact).toMatchObject({
      address1: "Flat 2",
      address2: "3 Road",
      address3: "Area, District",
      town: "Town",
    });
  });

  it("reads a person or an organisation back as one name and a lower-case e-mail", () => {
    expect(contactIdentity({ url: "u", first_name: "Ada", last_name: "Lovelace", email: "ADA@example.com " })).toEqual({
      url: "u",
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
    expect(contactIdentity({ url: "u", organisation_name: "Acme Ltd", first_name: "x" }).name).toBe("Acme Ltd");
  });
});

describe("the OAuth and HTTP edges", () => {
  it("reads tokens, keeping the old refresh token when a refresh returns none", () => {
    expect(tokensFrom({ access_token: "a", refresh_token: "r", expires_in: 3600 }, NOW)).toEqual({
      accessToken: "a",
      refreshToken: "r",
      expiresAt: new Date("2027-05-01T13:00:00Z"),
    });
    expect(tokensFrom({ access_token: "a2", expires_in: 60 }, NOW, "r")?.refreshToken).toBe("r");
    expect(tokensFrom({ access_token: "a" }, NOW)).toBeNull();
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterSeconds("30", NOW)).toBe(30);
    expect(retryAfterSeconds("Sat, 01 May 2027 12:01:00 GMT", NOW)).toBe(60);
    expect(retryAfterSeconds("Sat, 01 May 2027 11:00:00 GMT", NOW)).toBe(0);
    expect(retryAfterSeconds(null, NOW)).toBeUndefined();
    expect(retryAfterSeconds("soon", NOW)).toBeUndefined();
  });

  it("follows the Link header's next page only", () => {
    const link =
      '<https://api.freeagent.com/v2/invoices?page=1&per_page=100>; rel="first", ' +
      '<https://api.freeagent.com/v2/invoices?page=3&per_page=100>; rel="next", ' +
      '<https://api.freeagent.com/v2/invoices?page=9&per_page=100>; rel="last"';
    expect(nextPage(link)).toBe("https://api.freeagent.com/v2/invoices?page=3&per_page=100");
    expect(nextPage('<https://x/v2/a?page=1>; rel="first"')).toBeNull();
    expect(nextPage(null)).toBeNull();
  });

  it("gives FreeAgent's own words for each of its error shapes", () => {
    expect(
      errorReason(422, { errors: [{ message: "Reference has already been taken" }, { message: "Contact not found" }] }),
    ).toBe("FreeAgent: Reference has already been taken; Contact not found");
    expect(errorReason(403, { errors: { error: { message: "You are not allowed to access this action." } } })).toBe(
      "FreeAgent: You are not allowed to access this action.",
    );
    expect(errorReason(400, { error: "invalid_grant", error_description: "The refresh token is invalid" })).toBe(
      "FreeAgent: The refresh token is invalid",
    );
    expect(errorReason(502, "<html>Bad gateway</html>")).toBe("FreeAgent answered 502.");
  });
});
