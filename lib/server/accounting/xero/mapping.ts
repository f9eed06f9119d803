import { CreditNote, Invoice, LineAmountTypes, type LineItem, type Payment } from "xero-node";
import { poundsOf } from "@/lib/domain/accounting";
import type { AccountingDocument, AccountingLine, AccountingPayment } from "../provider";

/*
 * Our documents as Xero's records. Amounts are VAT-exclusive lines (LineAmountTypes Exclusive) with
 * the VAT we worked out per line given as each line's TaxAmount, so Xero's totals match the printed
 * document to the penny: OUTPUT2 is Xero's UK "20% (VAT on Income)", NONE "No VAT" (a receipt of a
 * seller not registered). Records are AUTHORISED at once, as the money has already moved.
 */

/** Xero's default chart of accounts' "Sales" (200): where the lines' income is booked. */
export const XERO_SALES_ACCOUNT_CODE = "200";

export function xeroTaxType(line: AccountingLine): "OUTPUT2" | "NONE" {
  return line.vatRatePercent > 0 ? "OUTPUT2" : "NONE";
}

export function xeroLineItems(lines: readonly AccountingLine[]): LineItem[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: 1,
    unitAmount: poundsOf(line.netPence),
    taxType: xeroTaxType(line),
    taxAmount: poundsOf(line.vatPence),
    accountCode: XERO_SALES_ACCOUNT_CODE,
  }));
}

export function xeroInvoice(document: AccountingDocument): Invoice {
  return {
    type: Invoice.TypeEnum.ACCREC,
    contact: { contactID: document.contactId },
    invoiceNumber: document.number,
    reference: document.number,
    date: document.date,
    dueDate: document.date,
    lineAmountTypes: LineAmountTypes.Exclusive,
    lineItems: xeroLineItems(document.lines),
    status: Invoice.StatusEnum.AUTHORISED,
  };
}

export function xeroCreditNote(document: AccountingDocument, creditsNumber?: string): CreditNote {
  return {
    type: CreditNote.TypeEnum.ACCRECCREDIT,
    contact: { contactID: document.contactId },
    creditNoteNumber: document.number,
    reference: creditsNumber ? `Credits ${creditsNumber}` : document.number,
    date: document.date,
    lineAmountTypes: LineAmountTypes.Exclusive,
    lineItems: xeroLineItems(document.lines),
    status: CreditNote.StatusEnum.AUTHORISED,
  };
}

/** A payment received against an invoice, or a refund paid out of a credit note, in the chosen bank account. */
export function xeroPayment(payment: AccountingPayment): Payment {
  return {
    ...(payment.kind === "payment"
      ? { invoice: { invoiceID: payment.documentRemoteId } }
      : { creditNote: { creditNoteID: payment.documentRemoteId } }),
    account: { accountID: payment.bankAccountId },
    date: payment.date,
    amount: poundsOf(payment.amountPence),
    reference: payment.reference,
  };
}

/** A string inside a Xero `where` filter: between double quotes, its own quotes and backslashes escaped. */
export function whereString(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
