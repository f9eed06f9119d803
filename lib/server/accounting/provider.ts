import "server-only";

/*
 * What the accounting sync needs from an accounting system (Xero, FreeAgent). Each provider lives in
 * its own folder beside this file and implements this interface; the sync (which documents to send,
 * in what order, retries, what is recorded) knows nothing of either API.
 *
 * Every call may throw AccountingProviderError. Idempotency is by our document number: findInvoice /
 * findCreditNote look a document up by its number first, so a retry or a reconnect never makes two.
 */

export type AccountingProviderName = "xero" | "freeagent";

export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A connection as the sync hands it to a provider: fresh tokens and the organisation chosen. */
export interface AccountingConnection {
  tokens: AccountingTokens;
  /** Xero's tenant id; FreeAgent's company URL */
  organisationId: string;
}

export interface AccountingOrganisation {
  id: string;
  name: string;
}

export interface AccountingBankAccount {
  /** the provider's id or URL of the bank account */
  id: string;
  name: string;
}

export interface AccountingContact {
  name: string;
  email: string;
  address?: string;
}

export interface AccountingLine {
  description: string;
  /** VAT-exclusive, positive */
  netPence: number;
  vatPence: number;
  /** 20 for standard-rated, 0 when the seller is not VAT registered (a receipt) */
  vatRatePercent: number;
}

/** A receipt or VAT invoice (sales invoice there), or a credit note. Amounts positive. */
export interface AccountingDocument {
  /** our number (SAM-2027-0001): the reference both systems share */
  number: string;
  kind: "receipt" | "invoice" | "credit-note";
  /** London date yyyy-MM-dd of issue */
  date: string;
  contactId: string;
  lines: AccountingLine[];
  totalPence: number;
  vatPence: number;
  /** a credit note: the remote id of the invoice it credits (allocated to it) */
  creditsRemoteId?: string;
}

export interface AccountingPayment {
  /** our idempotency key: the ledger's movement id (pi_…, re_…) */
  reference: string;
  /** London date yyyy-MM-dd */
  date: string;
  amountPence: number;
  bankAccountId: string;
  /** the invoice it pays, or the credit note it refunds */
  documentRemoteId: string;
  kind: "payment" | "refund";
}

export interface AccountingProvider {
  readonly name: AccountingProviderName;
  /** the consent page to send the magician to */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<AccountingTokens>;
  refresh(tokens: AccountingTokens): Promise<AccountingTokens>;
  /** revokes the refresh token; resolves when it is already gone */
  revoke(tokens: AccountingTokens): Promise<void>;
  /** organisations the consent covers (Xero may offer several; FreeAgent one company) */
  organisations(tokens: AccountingTokens): Promise<AccountingOrganisation[]>;
  bankAccounts(connection: AccountingConnection): Promise<AccountingBankAccount[]>;
  /** finds the contact by e-mail (else name) or creates it */
  upsertContact(connection: AccountingConnection, contact: AccountingContact): Promise<{ id: string }>;
  /** the remote id of the invoice or credit note carrying this number, or null */
  findDocument(
    connection: AccountingConnection,
    number: string,
    kind: AccountingDocument["kind"],
  ): Promise<{ id: string } | null>;
  createDocument(connection: AccountingConnection, document: AccountingDocument): Promise<{ id: string }>;
  /** the remote id of a payment already recorded under this reference, or null */
  findPayment(connection: AccountingConnection, payment: AccountingPayment): Promise<{ id: string } | null>;
  createPayment(connection: AccountingConnection, payment: AccountingPayment): Promise<{ id: string }>;
}

/**
 * A refusal or failure of the provider's API. retryable: a 429, a 5xx or a network error (the sync
 * waits retryAfterSeconds when the provider said so, else backs off); otherwise the document is
 * marked failed with `reason`, the provider's own words, for the magician to read.
 */
export class AccountingProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly options: { status?: number; retryable: boolean; retryAfterSeconds?: number },
  ) {
    super(reason);
    this.name = "AccountingProviderError";
  }
}
