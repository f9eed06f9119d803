/** @jest-environment node */
// Our documents as Xero's records, and Xero's failures as the sync reads them.
import { whereString, xeroCreditNote, xeroInvoice, xeroPayment } from "@/lib/server/accounting/xero/mapping";
import { askXero, xeroError, xeroReason } from "@/lib/server/accounting/xero/client";
import { AccountingProviderError, type AccountingDocument } from "@/lib/server/accounting/provider";

const invoice: AccountingDocument = {
  number: "SAM-2026-0007",
  kind: "invoice",
  date: "2026-11-28",
  contactId: "contact-1",
  lines: [
    { description: "Stage show", netPence: 50000, vatPence: 10000, vatRatePercent: 20 },
    { description: "Travel", netPence: 2083, vatPence: 417, vatRatePercent: 20 },
  ],
  totalPence: 62500,
  vatPence: 10417,
};

describe("xeroInvoice", () => {
  it("an authorised ACCREC invoice under our number, VAT-exclusive lines at 20% (OUTPUT2) with our VAT", () => {
    expect(xeroInvoice(invoice)).toEqual({
      type: "ACCREC",
      contact: { contactID: "contact-1" },
      invoiceNumber: "SAM-2026-0007",
      reference: "SAM-2026-0007",
      date: "2026-11-28",
      dueDate: "2026-11-28",
      lineAmountTypes: "Exclusive",
      status: "AUTHORISED",
      lineItems: [
        {
          description: "Stage show",
          quantity: 1,
          unitAmount: 500,
          taxType: "OUTPUT2",
          taxAmount: 100,
          accountCode: "200",
        },
        {
          description: "Travel",
          quantity: 1,
          unitAmount: 20.83,
          taxType: "OUTPUT2",
          taxAmount: 4.17,
          accountCode: "200",
        },
      ],
    });
  });

  it("a receipt's lines carry no VAT (NONE)", () => {
    const receipt = xeroInvoice({
      ...invoice,
      kind: "receipt",
      lines: [{ description: "Close-up", netPence: 27500, vatPence: 0, vatRatePercent: 0 }],
    });
    expect(receipt.lineItems).toEqual([
      { description: "Close-up", quantity: 1, unitAmount: 275, taxType: "NONE", taxAmount: 0, accountCode: "200" },
    ]);
  });
});

describe("xeroCreditNote and xeroPayment", () => {
  it("an ACCRECCREDIT credit note under our number", () => {
    expect(xeroCreditNote({ ...invoice, kind: "credit-note", number: "SAM-2026-0008" })).toMatchObject({
      type: "ACCRECCREDIT",
      creditNoteNumber: "SAM-2026-0008",
      lineAmountTypes: "Exclusive",
      status: "AUTHORISED",
    });
  });

  it("a payment against the invoice, a refund out of the credit note, into the chosen bank account", () => {
    const base = {
      reference: "pi_1",
      date: "2026-11-28",
      amountPence: 62500,
      bankAccountId: "bank-1",
      documentRemoteId: "inv-1",
    };
    expect(xeroPayment({ ...base, kind: "payment" })).toEqual({
      invoice: { invoiceID: "inv-1" },
      account: { accountID: "bank-1" },
      date: "2026-11-28",
      amount: 625,
      reference: "pi_1",
    });
    expect(xeroPayment({ ...base, kind: "refund", reference: "re_1", documentRemoteId: "cn-1" })).toMatchObject({
      creditNote: { creditNoteID: "cn-1" },
      reference: "re_1",
    });
  });

  it("quotes a value inside a where filter", () => {
    expect(whereString('Jo "The Great" Magic')).toBe('"Jo \\"The Great\\" Magic"');
  });
});

describe("Xero's failures", () => {
  it("429, 5xx and no answer are passing (with Retry-After); the rest are refusals in Xero's words", () => {
    const limited = xeroError(429, { Title: "Too Many Requests" }, "30");
    expect(limited.options).toEqual({ status: 429, retryable: true, retryAfterSeconds: 30 });
    expect(xeroError(503, "").options.retryable).toBe(true);
    expect(xeroError(0, undefined).options.retryable).toBe(true);
    const refused = xeroError(400, {
      Elements: [{ ValidationErrors: [{ Message: "Bad account" }, { Message: "Bad tax" }] }],
    });
    expect(refused.options.retryable).toBe(false);
    expect(refused.reason).toBe("Xero: Bad account; Bad tax");
    expect(xeroError(401, {}).reason).toMatch(/connect again/);
    expect(xeroReason(404, { Message: "Not found" })).toBe("Xero: Not found");
    expect(xeroReason(502, undefined)).toBe("Xero answered 502");
  });

  it("reads the SDK's rejection (a JSON string of its ApiError)", async () => {
    const rejection = JSON.stringify({
      response: { statusCode: 429, body: { Detail: "slow down" }, headers: { "retry-after": "12" } },
    });
    const error = await askXero(() => Promise.reject(rejection)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingProviderError);
    expect((error as AccountingProviderError).options).toEqual({ status: 429, retryable: true, retryAfterSeconds: 12 });
    const offline = await askXero(() => Promise.reject(new Error("socket hang up"))).catch((e: unknown) => e);
    expect((offline as AccountingProviderError).options.retryable).toBe(true);
  });
});
