// A local stand-in for FreeAgent's REST API v2 and its OAuth 2.0 endpoints, for the provider pointed at
// it with FREEAGENT_API_BASE. It follows FreeAgent's documented shapes: the consent page (agreed at once,
// back to redirect_uri with a code), the token endpoint (authorization_code and refresh_token grants, the
// app's credentials as HTTP Basic, the refresh token in every answer), token revocation, the company,
// contacts, invoices and credit notes (created as drafts, references unique across both, mark_as_sent,
// credit notes with negative prices), credit note reconciliations, bank accounts, and bank transaction
// explanations (an invoice receipt pays a sent invoice, a credit note refund a sent credit note). Lists
// are paged with FreeAgent's Link header. Errors come as FreeAgent words them: {"errors":[{"message"}]}
// for validation, {"errors":{"error":{"message"}}} otherwise, {"error","error_description"} from OAuth.
// It can be told to answer the next request(s) with a 429 and Retry-After or a 500. Every request is
// recorded.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string;
}

interface Fault {
  status: number;
  retryAfter?: string;
  method?: string;
  path?: RegExp;
}

interface Doc extends Json {
  id: number;
  url: string;
  kind: "invoice" | "credit_note";
  status: string;
  reference: string;
  dated_on: string;
  /** pence; negative on a credit note */
  net: number;
  tax: number;
  settled: number;
}

const money = (pence: number) => (pence / 100).toFixed(2).replace(/0$/, "");
const pence = (value: unknown) => Math.round(Number(value) * 100);

export class FreeAgentStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly clientId = "freeagent-client-id";
  readonly clientSecret = "freeagent-client-secret";
  readonly codes = new Set<string>(["good-code"]);
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  readonly revoked: string[] = [];
  readonly contacts: Json[] = [];
  readonly documents: Doc[] = [];
  readonly reconciliations: Json[] = [];
  readonly explanations: Json[] = [];
  readonly bankAccounts = [
    { id: 1, name: "Business Current Account", type: "StandardBankAccount", is_primary: true },
    { id: 2, name: "Business Savings", type: "StandardBankAccount", is_primary: false },
  ];
  company = { name: "The Great Zucchini", type: "UkSoleTrader" };
  /** FreeAgent's largest page; tests lower it to make the provider turn pages. */
  maxPerPage = 100;
  private faults: Fault[] = [];
  private nextId = 1;
  private server?: http.Server;
  base = "";

  /** Forgets everything but the company and its bank accounts (between tests). */
  reset(): void {
    for (const list of [
      this.requests,
      this.revoked,
      this.contacts,
      this.documents,
      this.reconciliations,
      this.explanations,
    ])
      list.length = 0;
    for (const set of [this.codes, this.accessTokens, this.refreshTokens]) set.clear();
    this.codes.add("good-code");
    this.faults = [];
    this.maxPerPage = 100;
    this.nextId = 1;
  }

  /** The next request (matching method and path, when given) answers `status` instead; a 429 with Retry-After. */
  failNext(status: number, options: { retryAfter?: string; method?: string; path?: RegExp } = {}): void {
    this.faults.push({ status, retryAfter: status === 429 ? (options.retryAfter ?? "30") : undefined, ...options });
  }

  /** A fresh access token, as if the magician had connected (for tests of the API calls alone). */
  grant(): { accessToken: string; refreshToken: string } {
    const accessToken = `fa-access-${randomBytes(8).toString("hex")}`;
    const refreshToken = `fa-refresh-${randomBytes(8).toString("hex")}`;
    this.accessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    return { accessToken, refreshToken };
  }

  /** Requests received with this method whose path matches. */
  received(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  invoice(reference: string): Doc | undefined {
    return this.documents.find((d) => d.kind === "invoice" && d.reference === reference);
  }

  creditNote(reference: string): Doc | undefined {
    return this.documents.find((d) => d.kind === "credit_note" && d.reference === reference);
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://standin");
        let body: unknown = undefined;
        if (raw) {
          try {
            body = JSON.parse(raw);
          } catch {
            body = Object.fromEntries(new URLSearchParams(raw));
          }
        }
        const method = req.method ?? "GET";
        const authorization = req.headers.authorization ?? "";
        this.requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization });
        const headers: Record<string, string> = { "content-type": "application/json" };
        const fault = this.faults.findIndex(
          (f) => (!f.method || f.method === method) && (!f.path || f.path.test(url.pathname)),
        );
        let status: number;
        let answer: unknown;
        if (fault >= 0 && url.pathname !== "/v2/approve_app") {
          const [f] = this.faults.splice(fault, 1);
          status = f!.status;
          if (f!.retryAfter) headers["retry-after"] = f!.retryAfter;
          answer =
            status === 429
              ? { errors: { error: { message: "You must not exceed 120 requests per 60 seconds" } } }
              : { errors: { error: { message: "Something went wrong" } } };
        } else {
          [status, answer] = this.answer(method, url, body, authorization, headers);
        }
        res.writeHead(status, headers);
        res.end(answer === null ? undefined : JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private invalid(message: string): [number, unknown] {
    return [422, { errors: [{ message }] }];
  }

  private refused(status: number, message: string): [number, unknown] {
    return [status, { errors: { error: { message } } }];
  }

  private answer(
    method: string,
    url: URL,
    body: unknown,
    authorization: string,
    headers: Record<string, string>,
  ): [number, unknown] {
    const path = url.pathname;
    const form = (body ?? {}) as Record<string, string>;
    if (path === "/v2/approve_app" && method === "GET") {
      if (url.searchParams.get("client_id") !== this.clientId) return [400, { error: "invalid_client" }];
      const code = `code-${randomBytes(6).toString("hex")}`;
      this.codes.add(code);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      headers.location = back.toString();
      return [302, null];
    }
    if (path === "/v2/token_endpoint" || path === "/v2/token_endpoint/revoke") {
      const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64");
      if (method !== "POST") return this.refused(405, "Method not allowed");
      if (authorization !== `Basic ${basic}`)
        return [401, { error: "invalid_client", error_description: "Client authentication failed" }];
      return path.endsWith("/revoke") ? this.revoke(form) : this.token(form);
    }
    if (!path.startsWith("/v2/")) return this.refused(404, "Resource not found");
    const bearer = authorization.replace(/^Bearer /, "");
    if (!this.accessTokens.has(bearer)) return this.refused(401, "Access token not recognised");
    const rest = path.slice(3);
    if (rest === "/company" && method === "GET")
      return [
        200,
        {
          company: {
            url: `${this.base}/v2/company`,
            currency: "GBP",
            sales_tax_registration_status: "Registered",
            ...this.company,
          },
        },
      ];
    if (rest === "/bank_accounts" && method === "GET")
      return this.page(
        url,
        headers,
        "bank_accounts",
        this.bankAccounts.map((a) => ({
          url: `${this.base}/v2/bank_accounts/${a.id}`,
          currency: "GBP",
          status: "active",
          ...a,
        })),
      );
    if (rest === "/contacts")
      return method === "POST" ? this.createContact(body as Json) : this.page(url, headers, "contacts", this.contacts);
    const docMatch = /^\/(invoices|credit_notes)(?:\/(\d+))?(\/transitions\/mark_as_sent)?$/.exec(rest);
    if (docMatch) {
      const kind = docMatch[1] === "invoices" ? "invoice" : "credit_note";
      if (!docMatch[2]) {
        if (method === "POST") return this.createDocument(kind, ((body ?? {}) as Json)[kind] as Json | undefined);
        const contact = url.searchParams.get("contact");
        const list = this.documents.filter((d) => d.kind === kind && (!contact || d.contact === contact));
        if (url.searchParams.get("sort") === "-created_at") list.reverse();
        return this.page(
          url,
          headers,
          `${kind}s`,
          list.map((d) => this.view(d)),
        );
      }
      const doc = this.documents.find((d) => d.kind === kind && d.id === Number(docMatch[2]));
      if (!doc) return this.refused(404, "Resource not found");
      if (docMatch[3] && method === "PUT") {
        if (doc.status === "Draft") doc.status = "Open";
        this.settle(doc);
        return [200, { [kind]: this.view(doc) }];
      }
      if (method === "GET") return [200, { [kind]: this.view(doc) }];
      return this.refused(405, "Method not allowed");
    }
    if (rest === "/credit_note_reconciliations") {
      if (method === "POST")
        return this.reconcile(((body ?? {}) as Json).credit_note_reconciliation as Json | undefined);
      const from = url.searchParams.get("from_date") ?? "0000-00-00";
      const to = url.searchParams.get("to_date") ?? "9999-99-99";
      const list = this.reconciliations.filter((r) => String(r.dated_on) >= from && String(r.dated_on) <= to);
      return this.page(url, headers, "credit_note_reconciliations", list);
    }
    if (rest === "/bank_transaction_explanations") {
      if (method === "POST")
        return this.explain(((body ?? {}) as Json).bank_transaction_explanation as Json | undefined);
      const account = url.searchParams.get("bank_account");
      if (!account) return this.invalid("Bank account is required");
      const from = url.searchParams.get("from_date") ?? "0000-00-00";
      const to = url.searchParams.get("to_date") ?? "9999-99-99";
      const list = this.explanations.filter(
        (e) => e.bank_account === account && String(e.dated_on) >= from && String(e.dated_on) <= to,
      );
      return this.page(url, headers, "bank_transaction_explanations", list);
    }
    return this.refused(404, "Resource not found");
  }

  private page(url: URL, headers: Record<string, string>, key: string, all: unknown[]): [number, unknown] {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 25), this.maxPerPage);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (n: number) => {
      const target = new URL(`${this.base}${url.pathname}${url.search}`);
      target.searchParams.set("page", String(n));
      target.searchParams.set("per_page", String(perPage));
      return `<${target.toString()}>`;
    };
    const rels = [`${link(1)}; rel="first"`, `${link(last)}; rel="last"`];
    if (page < last) rels.push(`${link(page + 1)}; rel="next"`);
    if (page > 1) rels.push(`${link(page - 1)}; rel="prev"`);
    headers.link = rels.join(", ");
    headers["x-total-count"] = String(all.length);
    return [200, { [key]: all.slice((page - 1) * perPage, page * perPage) }];
  }

  private token(form: Record<string, string>): [number, unknown] {
    let refresh: string;
    if (form.grant_type === "authorization_code") {
      if (!this.codes.has(form.code ?? "") || !form.redirect_uri)
        return [400, { error: "invalid_grant", error_description: "The authorization code is invalid or expired" }];
      this.codes.delete(form.code!);
      refresh = `fa-refresh-${randomBytes(8).toString("hex")}`;
      this.refreshTokens.add(refresh);
    } else if (form.grant_type === "refresh_token") {
      if (!this.refreshTokens.has(form.refresh_token ?? ""))
        return [400, { error: "invalid_grant", error_description: "The refresh token is invalid" }];
      refresh = form.refresh_token!;
    } else return [400, { error: "unsupported_grant_type" }];
    const access = `fa-access-${randomBytes(8).toString("hex")}`;
    this.accessTokens.add(access);
    return [
      200,
      {
        access_token: access,
        token_type: "bearer",
        expires_in: 3600,
        refresh_token: refresh,
        refresh_token_expires_in: 1_209_600,
      },
    ];
  }

  private revoke(form: Record<string, string>): [number, unknown] {
    const token = form.token ?? "";
    if (!this.refreshTokens.has(token) && !this.accessTokens.has(token))
      return [400, { error: "invalid_grant", error_description: "The token is invalid" }];
    this.refreshTokens.delete(token);
    this.accessTokens.delete(token);
    this.revoked.push(token);
    return [200, {}];
  }

  private createContact(body: Json): [number, unknown] {
    const c = (body?.contact ?? {}) as Json;
    if (!c.organisation_name && !(c.first_name && c.last_name)) return this.invalid("First name can't be blank");
    const id = this.nextId++;
    const contact = { ...c, url: `${this.base}/v2/contacts/${id}`, status: "Active" };
    this.contacts.push(contact);
    return [201, { contact }];
  }

  private byUrl(url: unknown): Doc | undefined {
    const path = typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") : "";
    return this.documents.find((d) => d.url.replace(this.base, "") === path);
  }

  private createDocument(kind: Doc["kind"], given: Json | undefined): [number, unknown] {
    if (!given) return this.invalid(`${kind} is required`);
    const contact = this.contacts.find((c) => c.url === given.contact);
    if (!contact) return this.invalid("Contact not found");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(given.dated_on ?? ""))) return this.invalid("Dated on can't be blank");
    if (given.payment_terms_in_days === undefined) return this.invalid("Payment terms in days can't be blank");
    if (given.reference && this.documents.some((d) => d.reference === given.reference))
      return this.invalid("Reference has already been taken");
    const items = ((given[`${kind}_items`] ?? []) as Json[]).map((item) => ({ ...item }));
    let net = 0;
    let tax = 0;
    for (const item of items) {
      const line = Math.round(pence(item.price) * Number(item.quantity ?? 1));
      if (kind === "credit_note" && line > 0) return this.invalid("Credit note items must have a negative price");
      net += line;
      tax += Math.round((line * Number(item.sales_tax_rate ?? 0)) / 100);
    }
    const id = this.nextId++;
    const doc: Doc = {
      ...given,
      [`${kind}_items`]: items,
      id,
      url: `${this.base}/v2/${kind}s/${id}`,
      kind,
      status: "Draft",
      reference: String(given.reference ?? `${id}`.padStart(3, "0")),
      dated_on: String(given.dated_on),
      net,
      tax,
      settled: 0,
    };
    this.documents.push(doc);
    return [201, { [kind]: this.view(doc) }];
  }

  private view(d: Doc): Json {
    const { id: _id, kind: _kind, net, tax, settled, ...rest } = d;
    const total = net + tax;
    return {
      ...rest,
      net_value: money(net),
      sales_tax_value: money(tax),
      total_value: money(total),
      ...(d.kind === "invoice" ? { paid_value: money(settled) } : { refunded_value: money(-settled) }),
      due_value: money(total - settled),
    };
  }

  private settle(d: Doc): void {
    if (d.status === "Draft") return;
    const due = d.net + d.tax - d.settled;
    if (due === 0) d.status = d.kind === "invoice" ? "Paid" : "Refunded";
    else if (d.kind === "invoice" && due < 0) d.status = "Overpaid";
  }

  private reconcile(given: Json | undefined): [number, unknown] {
    const creditNote = this.byUrl(given?.credit_note);
    const invoice = this.byUrl(given?.invoice);
    if (!creditNote || creditNote.kind !== "credit_note") return this.invalid("Credit note not found");
    if (!invoice || invoice.kind !== "invoice") return this.invalid("Invoice not found for this company");
    if (creditNote.status === "Draft" || invoice.status === "Draft") return this.invalid("Both must be sent first");
    const value = pence(given?.gross_value);
    if (!(value > 0)) return this.invalid("Gross value must be greater than 0");
    if (value > invoice.net + invoice.tax - invoice.settled)
      return this.invalid("Gross value exceeds the invoice's due value");
    if (value > -(creditNote.net + creditNote.tax - creditNote.settled))
      return this.invalid("Gross value exceeds the credit note's due value");
    invoice.settled += value;
    creditNote.settled -= value;
    this.settle(invoice);
    this.settle(creditNote);
    const id = this.nextId++;
    const reconciliation = {
      url: `${this.base}/v2/credit_note_reconciliations/${id}`,
      gross_value: money(value),
      dated_on: String(given?.dated_on ?? creditNote.dated_on),
      currency: "GBP",
      exchange_rate: "1.0",
      invoice: invoice.url,
      credit_note: creditNote.url,
    };
    this.reconciliations.push(reconciliation);
    return [201, { credit_note_reconciliation: reconciliation }];
  }

  private explain(given: Json | undefined): [number, unknown] {
    if (!given) return this.invalid("Bank transaction explanation is required");
    if (!this.bankAccounts.some((a) => `${this.base}/v2/bank_accounts/${a.id}` === given.bank_account))
      return this.invalid("Bank account not found");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(given.dated_on ?? ""))) return this.invalid("Dated on can't be blank");
    const value = pence(given.gross_value);
    if (!Number.isFinite(value) || value === 0) return this.invalid("Gross value can't be zero");
    let type = value > 0 ? "Other Money In" : "Payment";
    if (given.paid_invoice) {
      const doc = this.byUrl(given.paid_invoice);
      if (!doc) return this.invalid("Invoice not found for this company");
      if (doc.status === "Draft") return this.invalid("Draft invoices can't be paid");
      const due = doc.net + doc.tax - doc.settled;
      // An invoice may be overpaid (FreeAgent's "Overpaid" status); a credit note refunds at most what it owes.
      if (doc.kind === "invoice" ? value <= 0 : value >= 0 || value < due)
        return this.invalid("Gross value doesn't match the amount due");
      doc.settled += value;
      this.settle(doc);
      type = doc.kind === "invoice" ? "Invoice Receipt" : "Credit Note Refund";
    }
    const id = this.nextId++;
    const explanation = {
      ...given,
      url: `${this.base}/v2/bank_transaction_explanations/${id}`,
      type,
      gross_value: money(value),
    };
    this.explanations.push(explanation);
    return [201, { bank_transaction_explanation: explanation }];
  }
}
