// A local stand-in for Xero, written from its API documentation, for the clients pointed at it with
// XERO_IDENTITY_BASE and XERO_API_BASE: the identity service (the consent page, agreed at once and
// back to redirect_uri with a code; /connect/token for the authorization_code and refresh_token
// grants, refresh tokens rotated on every use; /connect/revocation), /connections (the tenants the
// consent covers) and the Accounting API 2.0 as xero-node sends it (PascalCase JSON, the tenant in
// the xero-tenant-id header): Accounts, Contacts, Invoices (ACCREC), CreditNotes (ACCRECCREDIT) with
// Allocations, Payments (no more than the document's amount due or remaining credit), with `where`
// filters of the form Field=="value" AND …. Failures can be queued (a 429 with Retry-After, a 500).
// Every request is recorded.
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface XeroRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  tenant?: string;
  idempotencyKey?: string;
}

type Row = Record<string, unknown>;

interface QueuedFailure {
  /** matched against "METHOD /path" */
  match: RegExp;
  status: number;
  retryAfter?: string;
}

export const CLIENT_ID = "xero-client-id";
export const CLIENT_SECRET = "xero-client-secret";
export const TENANT = "7a3a0b1e-0000-4000-8000-000000000001";
export const OTHER_TENANT = "7a3a0b1e-0000-4000-8000-000000000002";
export const BANK_ACCOUNT = "bd9e85e0-0478-433d-ae9f-0b3c4f04bfe4";

const round2 = (n: number) => Math.round(n * 100) / 100;

export class XeroStandIn {
  readonly requests: XeroRequest[] = [];
  readonly codes = new Set<string>(["good-code"]);
  readonly refreshTokens = new Set<string>();
  readonly accessTokens = new Set<string>();
  readonly revoked: string[] = [];
  tenants = [
    { tenantId: TENANT, tenantName: "Jo Magic Ltd", tenantType: "ORGANISATION" },
    { tenantId: OTHER_TENANT, tenantName: "Jo's Side Hustle", tenantType: "ORGANISATION" },
  ];
  readonly accounts: Row[] = [
    { AccountID: BANK_ACCOUNT, Code: "090", Name: "Business Current Account", Type: "BANK", Status: "ACTIVE" },
    { AccountID: randomUUID(), Code: "200", Name: "Sales", Type: "REVENUE", Status: "ACTIVE" },
  ];
  contacts: Row[] = [];
  invoices: Row[] = [];
  creditNotes: Row[] = [];
  payments: Row[] = [];
  failures: QueuedFailure[] = [];
  /** how long an access token lives, in seconds */
  expiresIn = 1800;
  private server?: http.Server;
  base = "";

  reset(): void {
    for (const set of [this.codes, this.refreshTokens, this.accessTokens]) set.clear();
    this.codes.add("good-code");
    for (const list of [this.requests, this.revoked, this.failures]) list.length = 0;
    this.contacts = [];
    this.invoices = [];
    this.creditNotes = [];
    this.payments = [];
    this.expiresIn = 1800;
    this.tenants = this.tenants.slice(0, 2);
  }

  /** The next request matching `match` answers `status` (once). */
  failOnce(match: RegExp, status: number, retryAfter?: string): void {
    this.failures.push({ match, status, retryAfter });
  }

  /** The requests that created something (PUT/POST under the Accounting API), by path. */
  creations(path: RegExp): XeroRequest[] {
    return this.requests.filter((r) => (r.method === "PUT" || r.method === "POST") && path.test(r.path));
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        try {
          this.handle(req, Buffer.concat(chunks).toString("utf8"), res);
        } catch (error) {
          this.send(res, 500, { Message: String(error) });
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body === undefined ? "" : JSON.stringify(body));
  }

  private handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://standin");
    const type = req.headers["content-type"] ?? "";
    let body: unknown = raw;
    if (type.includes("json") && raw) body = JSON.parse(raw);
    else if (type.includes("x-www-form-urlencoded")) body = Object.fromEntries(new URLSearchParams(raw));
    const tenant = req.headers["xero-tenant-id"] as string | undefined;
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const method = req.method ?? "GET";
    this.requests.push({ method, path: url.pathname, query: url.searchParams, body, tenant, idempotencyKey });

    const failure = this.failures.findIndex((f) => f.match.test(`${method} ${url.pathname}`));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      const headers: Record<string, string> = f!.retryAfter !== undefined ? { "retry-after": f!.retryAfter } : {};
      const answer =
        f!.status === 429
          ? { Title: "Too Many Requests", Detail: "Minute rate limit exceeded" }
          : { Title: "An error occurred", Detail: "Xero is down for a moment", Status: f!.status };
      return this.send(res, f!.status, answer, headers);
    }

    if (url.pathname === "/identity/connect/authorize") {
      const code = `code-${randomBytes(6).toString("hex")}`;
      this.codes.add(code);
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (url.pathname === "/connect/token" && method === "POST") return this.token(req, body as Row, res);
    if (url.pathname === "/connect/revocation" && method === "POST") {
      if (!this.clientAuthorised(req)) return this.send(res, 401, { error: "invalid_client" });
      const token = String((body as Row).token ?? "");
      this.revoked.push(token);
      this.refreshTokens.delete(token);
      return this.send(res, 200, undefined);
    }

    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!this.accessTokens.has(bearer)) return this.send(res, 401, { Title: "Unauthorized", Detail: "TokenExpired" });
    if (url.pathname === "/connections" && method === "GET")
      return this.send(
        res,
        200,
        this.tenants.map((t) => ({ id: randomUUID(), authEventId: randomUUID(), ...t })),
      );

    const match = /^\/api\.xro\/2\.0\/(\w+)(?:\/([\w-]+))?(?:\/(\w+))?$/.exec(url.pathname);
    if (!match) return this.send(res, 404, { Message: "The resource you're looking for cannot be found" });
    if (!tenant || !this.tenants.some((t) => t.tenantId === tenant))
      return this.send(res, 403, { Title: "Forbidden", Detail: "AuthenticationUnsuccessful" });
    const [, resource, id, sub] = match;
    const where = url.searchParams.get("where") ?? undefined;
    const write = method === "PUT" || method === "POST";
    switch (resource) {
      case "Accounts":
        return this.send(res, 200, { Accounts: this.filter(this.accounts, where) });
      case "Contacts":
        if (write) return this.createContacts(body as Row, res);
        return this.send(res, 200, { Contacts: this.filter(this.contacts, where) });
      case "Invoices":
        if (write) return this.createInvoices(body as Row, res);
        if (id) return this.send(res, 200, { Invoices: this.invoices.filter((i) => i.InvoiceID === id) });
        return this.send(res, 200, { Invoices: this.filter(this.invoices, where) });
      case "CreditNotes":
        if (write && id && sub === "Allocations") return this.allocate(id, body as Row, res);
        if (write) return this.createCreditNotes(body as Row, res);
        return this.send(res, 200, { CreditNotes: this.filter(this.creditNotes, where) });
      case "Payments":
        if (write) return this.createPayment(body as Row, res);
        return this.send(res, 200, { Payments: this.filter(this.payments, where) });
    }
    return this.send(res, 404, { Message: "The resource you're looking for cannot be found" });
  }

  private clientAuthorised(req: http.IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  private token(req: http.IncomingMessage, form: Row, res: http.ServerResponse): void {
    if (!this.clientAuthorised(req)) return this.send(res, 401, { error: "invalid_client" });
    if (form.grant_type === "authorization_code") {
      if (!this.codes.delete(String(form.code))) return this.send(res, 400, { error: "invalid_grant" });
    } else if (form.grant_type === "refresh_token") {
      if (!this.refreshTokens.delete(String(form.refresh_token)))
        return this.send(res, 400, { error: "invalid_grant" });
    } else return this.send(res, 400, { error: "unsupported_grant_type" });
    const access = `xero-access-${randomBytes(8).toString("hex")}`;
    const refresh = `xero-refresh-${randomBytes(8).toString("hex")}`;
    this.accessTokens.add(access);
    this.refreshTokens.add(refresh);
    this.send(res, 200, {
      access_token: access,
      refresh_token: refresh,
      expires_in: this.expiresIn,
      token_type: "Bearer",
      scope: "offline_access accounting.transactions accounting.contacts accounting.settings.read",
    });
  }

  /** Xero's `where`: clauses Field=="value" (or Field==Type), joined by AND. */
  private filter(rows: Row[], where?: string): Row[] {
    if (!where) return rows;
    const clauses = where.split(/\s+AND\s+/i).map((clause) => {
      const m = /^\s*(\w+)\s*==\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(clause);
      if (!m) throw new Error(`unsupported where clause: ${clause}`);
      return [m[1]!, m[2]!.replace(/\\(.)/g, "$1")] as const;
    });
    return rows.filter((row) =>
      clauses.every(([field, value]) => String(row[field] ?? "").toLowerCase() === value.toLowerCase()),
    );
  }

  private validation(res: http.ServerResponse, messages: string[]): void {
    this.send(res, 400, {
      ErrorNumber: 10,
      Type: "ValidationException",
      Message: "A validation exception occurred",
      Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })) }],
    });
  }

  private createContacts(body: Row, res: http.ServerResponse): void {
    const created = ((body.Contacts as Row[]) ?? []).map((c) => {
      const row = { ContactID: randomUUID(), ContactStatus: "ACTIVE", ...c };
      this.contacts.push(row);
      return row;
    });
    this.send(res, 200, { Contacts: created });
  }

  /** Line totals as Xero makes them with LineAmountTypes Exclusive: UnitAmount × Quantity, plus the TaxAmount. */
  private totals(lines: Row[]): { SubTotal: number; TotalTax: number; Total: number } | string[] {
    const problems: string[] = [];
    if (lines.length === 0) problems.push("At least one line item is required");
    let sub = 0;
    let tax = 0;
    for (const line of lines) {
      if (!["OUTPUT2", "NONE", "ZERORATEDOUTPUT", "EXEMPTOUTPUT"].includes(String(line.TaxType)))
        problems.push(
          `The TaxType code '${String(line.TaxType)}' does not exist or cannot be used for this type of transaction.`,
        );
      if (!this.accounts.some((a) => a.Code === line.AccountCode))
        problems.push(`Account code '${String(line.AccountCode)}' is not a valid code for this document.`);
      sub += Number(line.UnitAmount ?? 0) * Number(line.Quantity ?? 1);
      tax += Number(line.TaxAmount ?? 0);
    }
    if (problems.length > 0) return problems;
    return { SubTotal: round2(sub), TotalTax: round2(tax), Total: round2(sub + tax) };
  }

  private createInvoices(body: Row, res: http.ServerResponse): void {
    const created: Row[] = [];
    for (const invoice of (body.Invoices as Row[]) ?? []) {
      const contact = this.contacts.find((c) => c.ContactID === (invoice.Contact as Row | undefined)?.ContactID);
      if (!contact) return this.validation(res, ["A Contact must be specified for this type of transaction"]);
      if (invoice.Type !== "ACCREC") return this.validation(res, ["Invoice Type must be ACCREC here"]);
      const totals = this.totals((invoice.LineItems as Row[]) ?? []);
      if (Array.isArray(totals)) return this.validation(res, totals);
      const row = {
        ...invoice,
        InvoiceID: randomUUID(),
        Status: invoice.Status ?? "DRAFT",
        ...totals,
        AmountDue: totals.Total,
        AmountPaid: 0,
        AmountCredited: 0,
      };
      this.invoices.push(row);
      created.push(row);
    }
    this.send(res, 200, { Invoices: created });
  }

  private createCreditNotes(body: Row, res: http.ServerResponse): void {
    const created: Row[] = [];
    for (const note of (body.CreditNotes as Row[]) ?? []) {
      const contact = this.contacts.find((c) => c.ContactID === (note.Contact as Row | undefined)?.ContactID);
      if (!contact) return this.validation(res, ["A Contact must be specified for this type of transaction"]);
      const totals = this.totals((note.LineItems as Row[]) ?? []);
      if (Array.isArray(totals)) return this.validation(res, totals);
      const row = {
        ...note,
        CreditNoteID: randomUUID(),
        Status: note.Status ?? "DRAFT",
        ...totals,
        RemainingCredit: totals.Total,
        Allocations: [] as Row[],
      };
      this.creditNotes.push(row);
      created.push(row);
    }
    this.send(res, 200, { CreditNotes: created });
  }

  private allocate(creditNoteId: string, body: Row, res: http.ServerResponse): void {
    const note = this.creditNotes.find((c) => c.CreditNoteID === creditNoteId);
    if (!note) return this.send(res, 404, { Message: "Credit note not found" });
    for (const allocation of (body.Allocations as Row[]) ?? []) {
      const invoice = this.invoices.find((i) => i.InvoiceID === (allocation.Invoice as Row | undefined)?.InvoiceID);
      const amount = Number(allocation.Amount);
      if (!invoice) return this.validation(res, ["Invoice could not be found"]);
      if (amount > Number(invoice.AmountDue) || amount > Number(note.RemainingCredit))
        return this.validation(res, ["The amount allocated is more than the outstanding amount"]);
      invoice.AmountDue = round2(Number(invoice.AmountDue) - amount);
      invoice.AmountCredited = round2(Number(invoice.AmountCredited) + amount);
      if (invoice.AmountDue === 0) invoice.Status = "PAID";
      note.RemainingCredit = round2(Number(note.RemainingCredit) - amount);
      (note.Allocations as Row[]).push({
        Amount: amount,
        Invoice: { InvoiceID: invoice.InvoiceID },
        Date: allocation.Date,
      });
    }
    this.send(res, 200, { Allocations: body.Allocations });
  }

  private createPayment(body: Row, res: http.ServerResponse): void {
    const payments = (body.Payments as Row[] | undefined) ?? [body];
    const created: Row[] = [];
    for (const payment of payments) {
      if (
        !this.accounts.some((a) => a.AccountID === (payment.Account as Row | undefined)?.AccountID && a.Type === "BANK")
      )
        return this.validation(res, ["Account type is invalid for making a payment to/from"]);
      const amount = Number(payment.Amount);
      const invoiceId = (payment.Invoice as Row | undefined)?.InvoiceID;
      const noteId = (payment.CreditNote as Row | undefined)?.CreditNoteID;
      if (invoiceId) {
        const invoice = this.invoices.find((i) => i.InvoiceID === invoiceId);
        if (!invoice || invoice.Status !== "AUTHORISED")
          return this.validation(res, ["Invoice is not of valid status for payment"]);
        if (amount > Number(invoice.AmountDue))
          return this.validation(res, ["Payment amount exceeds the amount outstanding on this document"]);
        invoice.AmountDue = round2(Number(invoice.AmountDue) - amount);
        invoice.AmountPaid = round2(Number(invoice.AmountPaid) + amount);
        if (invoice.AmountDue === 0) invoice.Status = "PAID";
      } else if (noteId) {
        const note = this.creditNotes.find((c) => c.CreditNoteID === noteId);
        if (!note || note.Status !== "AUTHORISED")
          return this.validation(res, ["Credit note is not of valid status for refund"]);
        if (amount > Number(note.RemainingCredit))
          return this.validation(res, ["Payment amount exceeds the amount outstanding on this document"]);
        note.RemainingCredit = round2(Number(note.RemainingCredit) - amount);
        if (note.RemainingCredit === 0) note.Status = "PAID";
      } else return this.validation(res, ["You must specify an Invoice or a CreditNote"]);
      const row = {
        ...payment,
        PaymentID: randomUUID(),
        Status: "AUTHORISED",
        PaymentType: invoiceId ? "ACCRECPAYMENT" : "ARCREDITPAYMENT",
      };
      this.payments.push(row);
      created.push(row);
    }
    this.send(res, 200, { Payments: created });
  }
}
