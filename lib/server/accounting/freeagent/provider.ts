import "server-only";
import {
  AccountingProviderError,
  type AccountingConnection,
  type AccountingDocument,
  type AccountingProvider,
  type AccountingTokens,
} from "@/lib/server/accounting/provider";
import { apiCall, freeAgentBase, freeAgentClientId, listAll, onBase, tokenCall } from "./client";
import {
  contactIdentity,
  contactPayload,
  describesPayment,
  documentPayload,
  explanationPayload,
  penceOf,
  pounds,
  tokensFrom,
} from "./mapping";

/*
 * FreeAgent (REST API v2, OAuth 2.0) behind the accounting sync's interface. Its ids are the URLs
 * it hands out (https://api.freeagent.com/v2/invoices/42); the connection's organisation is the
 * company, as one consent covers one company.
 *
 * A document is created in steps FreeAgent keeps apart: created as a draft, marked as sent, and for
 * a credit note allocated to the invoice it credits (a credit note reconciliation). A retry may find
 * a document whose steps were cut short; findDocument then answers null, and createDocument takes
 * the existing draft up where it stopped instead of making a second.
 */

type Json = Record<string, unknown>;

interface RemoteDocument extends Json {
  url: string;
  reference?: string;
  status?: string;
  dated_on?: string;
  total_value?: string;
  due_value?: string;
}

const COLLECTION = { invoice: "invoices", "credit-note": "credit_notes" } as const;

function collectionOf(kind: AccountingDocument["kind"]) {
  return kind === "credit-note" ? COLLECTION["credit-note"] : COLLECTION.invoice;
}

function expectUrl(answer: { body: unknown }, key: string): string {
  const url = ((answer.body as Json | null)?.[key] as Json | undefined)?.url;
  if (typeof url !== "string" || !url)
    throw new AccountingProviderError(`FreeAgent answered without the ${key.replace(/_/g, " ")}.`, {
      retryable: true,
    });
  return url;
}

/**
 * The invoice or credit note carrying our number. FreeAgent has no search by reference: its list is
 * read newest first (a document being synced was most likely issued lately), only the contact's
 * documents when the contact is known.
 */
async function findByReference(
  accessToken: string,
  number: string,
  kind: AccountingDocument["kind"],
  contactId?: string,
): Promise<RemoteDocument | null> {
  const collection = collectionOf(kind);
  const contact = contactId ? `&contact=${encodeURIComponent(onBase(contactId))}` : "";
  const { found } = await listAll<RemoteDocument>(
    accessToken,
    `/v2/${collection}?view=all&sort=-created_at${contact}`,
    collection,
    (item) => item.reference === number,
  );
  return found;
}

/** The path of a FreeAgent URL, by which two URLs of one record compare whatever their host. */
function pathOf(url: unknown): string {
  if (typeof url !== "string") return "";
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

async function reconciliationsOf(accessToken: string, creditNote: RemoteDocument): Promise<Json[]> {
  const day = creditNote.dated_on ? `?from_date=${creditNote.dated_on}&to_date=${creditNote.dated_on}` : "";
  const { items } = await listAll<Json>(
    accessToken,
    `/v2/credit_note_reconciliations${day}`,
    "credit_note_reconciliations",
  );
  return items.filter((r) => pathOf(r.credit_note) === pathOf(creditNote.url));
}

/** Marks a draft as sent: FreeAgent explains payments only against sent invoices and credit notes. */
async function markSent(accessToken: string, remote: RemoteDocument): Promise<void> {
  if (remote.status !== "Draft") return;
  await apiCall(accessToken, "PUT", `${remote.url}/transitions/mark_as_sent`);
}

/**
 * Allocates a credit note to the invoice it credits, for what is still due on that invoice. A
 * credit note for money already paid (a refund) leaves a paid invoice alone: the refund itself
 * settles it, and allocating it too would count the credit twice.
 */
async function allocate(accessToken: string, creditNote: RemoteDocument, document: AccountingDocument) {
  if (!document.creditsRemoteId) return;
  if ((await reconciliationsOf(accessToken, creditNote)).length > 0) return;
  const invoice = await apiCall(accessToken, "GET", document.creditsRemoteId);
  const due = penceOf(((invoice.body as Json | null)?.invoice as Json | undefined)?.due_value) ?? 0;
  const amount = Math.min(document.totalPence, due);
  if (amount <= 0) return;
  await apiCall(accessToken, "POST", "/v2/credit_note_reconciliations", {
    credit_note_reconciliation: {
      credit_note: creditNote.url,
      invoice: onBase(document.creditsRemoteId),
      gross_value: pounds(amount),
      dated_on: document.date,
      currency: "GBP",
    },
  });
}

export const freeAgentProvider: AccountingProvider = {
  name: "freeagent",

  authorizeUrl({ state, redirectUri }) {
    const url = new URL(`${freeAgentBase()}/v2/approve_app`);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", freeAgentClientId());
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("state", state);
    return url.toString();
  },

  async exchangeCode({ code, redirectUri }) {
    const answer = await tokenCall("/v2/token_endpoint", {
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
    });
    const tokens = tokensFrom(answer.body, new Date());
    if (!tokens) throw new AccountingProviderError("FreeAgent answered without tokens.", { retryable: false });
    return tokens;
  },

  async refresh(tokens: AccountingTokens) {
    const answer = await tokenCall("/v2/token_endpoint", {
      grant_type: "refresh_token",
      refresh_token: tokens.refreshToken,
    });
    const fresh = tokensFrom(answer.body, new Date(), tokens.refreshToken);
    if (!fresh) throw new AccountingProviderError("FreeAgent answered without tokens.", { retryable: false });
    return fresh;
  },

  async revoke(tokens: AccountingTokens) {
    try {
      await tokenCall("/v2/token_endpoint/revoke", { token: tokens.refreshToken });
    } catch (error) {
      // A token FreeAgent no longer knows (revoked in FreeAgent, or expired) is as good as revoked.
      const status = error instanceof AccountingProviderError ? error.options.status : undefined;
      if (status === 400 || status === 401 || status === 404) return;
      throw error;
    }
  },

  async organisations(tokens: AccountingTokens) {
    const answer = await apiCall(tokens.accessToken, "GET", "/v2/company");
    const company = ((answer.body as Json | null)?.company ?? {}) as Json;
    const name = typeof company.name === "string" && company.name ? company.name : "FreeAgent";
    const url = typeof company.url === "string" && company.url ? company.url : `${freeAgentBase()}/v2/company`;
    return [{ id: url, name }];
  },

  async bankAccounts(connection: AccountingConnection) {
    const { items } = await listAll<Json>(connection.tokens.accessToken, "/v2/bank_accounts", "bank_accounts");
    return items
      .filter((account) => typeof account.url === "string" && account.status !== "hidden")
      .map((account) => ({ id: String(account.url), name: String(account.name ?? account.url) }));
  },

  async upsertContact(connection, contact) {
    const token = connection.tokens.accessToken;
    const email = contact.email.trim().toLowerCase();
    const name = contact.name.trim().toLowerCase();
    // FreeAgent has no search by e-mail: the contacts are read until one with this e-mail turns up,
    // and one with the same name stands in when none has it.
    const { items, found } = await listAll<Json>(token, "/v2/contacts?view=all", "contacts", (item) => {
      const identity = contactIdentity(item);
      return email !== "" && identity.email === email;
    });
    const match =
      found ?? items.find((item) => contactIdentity(item).name.toLowerCase() === name && name !== "") ?? null;
    if (match && typeof match.url === "string") return { id: match.url };
    const created = await apiCall(token, "POST", "/v2/contacts", contactPayload(contact));
    return { id: expectUrl(created, "contact") };
  },

  async findDocument(connection, number, kind) {
    const token = connection.tokens.accessToken;
    const remote = await findByReference(token, number, kind);
    if (!remote) return null;
    // Cut short before it was sent (or, for a credit note, before its allocation was looked at):
    // createDocument finishes it.
    if (remote.status === "Draft") return null;
    if (kind === "credit-note" && (await reconciliationsOf(token, remote)).length === 0) return null;
    return { id: remote.url };
  },

  async createDocument(connection, document) {
    const token = connection.tokens.accessToken;
    const collection = collectionOf(document.kind);
    const key = document.kind === "credit-note" ? "credit_note" : "invoice";
    let remote = await findByReference(token, document.number, document.kind, document.contactId);
    if (!remote) {
      const created = await apiCall(
        token,
        "POST",
        `/v2/${collection}`,
        documentPayload(document, onBase(document.contactId)),
      );
      const answered = ((created.body as Json | null)?.[key] ?? {}) as Json;
      remote = { ...answered, url: expectUrl(created, key), status: String(answered.status ?? "Draft") };
    }
    await markSent(token, remote);
    if (document.kind === "credit-note")
      await allocate(token, { ...remote, dated_on: remote.dated_on ?? document.date }, document);
    return { id: remote.url };
  },

  async findPayment(connection, payment) {
    const { found } = await listAll<Json>(
      connection.tokens.accessToken,
      `/v2/bank_transaction_explanations?bank_account=${encodeURIComponent(onBase(payment.bankAccountId))}` +
        `&from_date=${payment.date}&to_date=${payment.date}`,
      "bank_transaction_explanations",
      (item) => describesPayment(item.description, payment.reference),
    );
    return found && typeof found.url === "string" ? { id: found.url } : null;
  },

  async createPayment(connection, payment) {
    const created = await apiCall(
      connection.tokens.accessToken,
      "POST",
      "/v2/bank_transaction_explanations",
      explanationPayload(payment, onBase(payment.documentRemoteId), onBase(payment.bankAccountId)),
    );
    return { id: expectUrl(created, "bank_transaction_explanation") };
  },
};
