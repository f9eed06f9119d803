import "server-only";
import type { AccountingConnection, AccountingDocument, AccountingPayment, AccountingProvider } from "../provider";
import { accountingApi, askXero } from "./client";
import { exchangeXeroCode, refreshXeroTokens, revokeXeroTokens, xeroAuthorizeUrl, xeroOrganisations } from "./oauth";
import { whereString, xeroCreditNote, xeroInvoice, xeroPayment } from "./mapping";
import { poundsOf } from "@/lib/domain/accounting";

/*
 * Xero through its official SDK (xero-node): contacts, sales invoices (ACCREC), credit notes
 * (ACCRECCREDIT) and their allocations, payments. Each create carries an Idempotency-Key made of our
 * own key, and the sync looks a record up by our number first, so a retry never makes two.
 */

const LIVE = (status?: unknown) => String(status) !== "DELETED" && String(status) !== "VOIDED";

function api(connection: AccountingConnection) {
  return accountingApi(connection.tokens.accessToken);
}

export const xeroProvider: AccountingProvider = {
  name: "xero",
  authorizeUrl: xeroAuthorizeUrl,
  exchangeCode: exchangeXeroCode,
  refresh: refreshXeroTokens,
  revoke: revokeXeroTokens,
  organisations: xeroOrganisations,

  async bankAccounts(connection) {
    const answer = await askXero(() =>
      api(connection).getAccounts(connection.organisationId, undefined, 'Type=="BANK"', "Name ASC"),
    );
    return (answer.accounts ?? [])
      .filter((account) => account.accountID && String(account.status ?? "ACTIVE") === "ACTIVE")
      .map((account) => ({ id: account.accountID!, name: account.name ?? account.accountID! }));
  },

  async upsertContact(connection, contact) {
    const xero = api(connection);
    const filters = [
      ...(contact.email ? [`EmailAddress==${whereString(contact.email)}`] : []),
      `Name==${whereString(contact.name)}`,
    ];
    for (const where of filters) {
      const found = await askXero(() => xero.getContacts(connection.organisationId, undefined, where));
      const id = found.contacts?.find((c) => c.contactID)?.contactID;
      if (id) return { id };
    }
    const created = await askXero(() =>
      xero.createContacts(
        connection.organisationId,
        {
          contacts: [
            {
              name: contact.name,
              ...(contact.email ? { emailAddress: contact.email } : {}),
              ...(contact.address ? { addresses: [{ addressLine1: contact.address }] } : {}),
            },
          ],
        },
        false,
        `contact:${contact.email || contact.name}`.slice(0, 128),
      ),
    );
    const id = created.contacts?.[0]?.contactID;
    if (!id) throw new Error("Xero created no contact");
    return { id };
  },

  async findDocument(connection, number, kind) {
    const xero = api(connection);
    if (kind === "credit-note") {
      const found = await askXero(() =>
        xero.getCreditNotes(connection.organisationId, undefined, `CreditNoteNumber==${whereString(number)}`),
      );
      const note = found.creditNotes?.find((c) => c.creditNoteID && LIVE(c.status));
      return note ? { id: note.creditNoteID! } : null;
    }
    const found = await askXero(() =>
      xero.getInvoices(
        connection.organisationId,
        undefined,
        `Type=="ACCREC" AND InvoiceNumber==${whereString(number)}`,
      ),
    );
    const invoice = found.invoices?.find((i) => i.invoiceID && i.invoiceNumber === number && LIVE(i.status));
    return invoice ? { id: invoice.invoiceID! } : null;
  },

  async createDocument(connection, document) {
    return document.kind === "credit-note"
      ? createCreditNote(connection, document)
      : createInvoice(connection, document);
  },

  async findPayment(connection, payment) {
    const found = await askXero(() =>
      api(connection).getPayments(connection.organisationId, undefined, `Reference==${whereString(payment.reference)}`),
    );
    const match = found.payments?.find((p) => p.paymentID && String(p.status ?? "AUTHORISED") !== "DELETED");
    return match ? { id: match.paymentID! } : null;
  },

  async createPayment(connection, payment: AccountingPayment) {
    const created = await askXero(() =>
      api(connection).createPayment(connection.organisationId, xeroPayment(payment), `payment:${payment.reference}`),
    );
    const id = created.payments?.[0]?.paymentID;
    if (!id) throw new Error("Xero recorded no payment");
    return { id };
  },
};

async function createInvoice(connection: AccountingConnection, document: AccountingDocument) {
  const created = await askXero(() =>
    api(connection).createInvoices(
      connection.organisationId,
      { invoices: [xeroInvoice(document)] },
      false,
      undefined,
      `invoice:${document.number}`,
    ),
  );
  const id = created.invoices?.[0]?.invoiceID;
  if (!id) throw new Error("Xero created no invoice");
  return { id };
}

/**
 * The credit note, then allocated to the invoice it credits for as much as that invoice still owes.
 * An invoice already paid owes nothing: the credit note then stays open for the refund, which is
 * paid out of it (a Payment against the credit note), as Xero books a refund of a paid invoice.
 */
async function createCreditNote(connection: AccountingConnection, document: AccountingDocument) {
  const xero = api(connection);
  const created = await askXero(() =>
    xero.createCreditNotes(
      connection.organisationId,
      { creditNotes: [xeroCreditNote(document)] },
      false,
      undefined,
      `credit-note:${document.number}`,
    ),
  );
  const id = created.creditNotes?.[0]?.creditNoteID;
  if (!id) throw new Error("Xero created no credit note");
  if (document.creditsRemoteId) {
    const credited = await askXero(() => xero.getInvoice(connection.organisationId, document.creditsRemoteId!));
    const due = Math.round((credited.invoices?.[0]?.amountDue ?? 0) * 100);
    const amount = Math.min(due, document.totalPence);
    if (amount > 0)
      await askXero(() =>
        xero.createCreditNoteAllocation(
          connection.organisationId,
          id,
          {
            allocations: [
              { invoice: { invoiceID: document.creditsRemoteId! }, amount: poundsOf(amount), date: document.date },
            ],
          },
          false,
          `allocation:${document.number}`,
        ),
      );
  }
  return { id };
}
