// A tiny local stand-in for the Stripe API (the parts our gateway uses), for the stripe SDK
// pointed at it with STRIPE_API_BASE. Records every request; tests can change an intent's status.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  created: number;
  livemode: false;
  customer?: string | null;
  setup_future_usage?: string | null;
  payment_method?: string | null;
}

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  status: string;
  payment_intent: string;
  currency: "gbp";
  metadata: Record<string, string>;
  created: number;
  failure_reason?: string;
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, StandInIntent>();
  /** every refund made, by our API calls or "in the dashboard" (dashboardRefund) */
  readonly refunds: StandInRefund[] = [];
  /** awaited after a refund is made and before the API answers (e.g. to deliver its webhook first) */
  onRefund?: (refund: StandInRefund) => Promise<void>;
  /** the status new refunds start in: Stripe answers many card refunds `pending` and settles them later */
  refundStatus: "succeeded" | "pending" = "succeeded";
  private readonly refundsByKey = new Map<string, StandInRefund>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly customersByKey = new Map<string, string>();
  /** saved cards whose off-session charges the bank declines (Stripe's 4000 0000 0000 0341) */
  readonly declinesOffSession = new Set<string>();
  /** the answer an idempotency key got (a declined confirm answers the same error again) */
  private readonly errorsByKey = new Map<string, unknown>();
  private server?: http.Server;
  private counter = 0;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Forgets every refund and its idempotency key (for a test whose database, and so its request ids, start again). */
  forgetRefunds() {
    this.refunds.length = 0;
    this.refundsByKey.clear();
  }

  setStatus(id: string, status: string, lastError?: string) {
    const intent = this.intents.get(id)!;
    intent.status = status;
    if (status === "succeeded") intent.amount_received = intent.amount;
    intent.last_payment_error = lastError ? { message: lastError } : null;
  }

  /** The card a client paid with: it is saved to the intent's customer when the intent asked for it. */
  payWithCard(id: string, paymentMethod: string, opts: { declinesOffSession?: boolean } = {}) {
    this.setStatus(id, "succeeded");
    this.intents.get(id)!.payment_method = paymentMethod;
    if (opts.declinesOffSession) this.declinesOffSession.add(paymentMethod);
  }

  /**
   * The card network settles a pending refund: it goes through, or fails (Stripe's failure_reason)
   * or is cancelled. Returns the refund as Stripe's charge.refund.updated / refund.failed events
   * carry it (a copy: a later change does not alter an event already built).
   */
  settleRefund(id: string, status: "succeeded" | "failed" | "canceled", failureReason?: string): StandInRefund {
    const refund = this.refunds.find((r) => r.id === id)!;
    refund.status = status;
    if (status !== "succeeded") refund.failure_reason = failureReason ?? "expired_or_canceled_card";
    return { ...refund, metadata: { ...refund.metadata } };
  }

  /** Forgets every refund and refund key (between tests whose database starts again, so request ids repeat). */
  resetRefunds() {
    this.refunds.length = 0;
    this.refundsByKey.clear();
    this.refundStatus = "succeeded";
  }

  /** A refund made in Stripe's dashboard: no request of ours behind it, no metadata. */
  dashboardRefund(intentId: string, amount: number): StandInRefund {
    return this.makeRefund(intentId, amount, {});
  }

  private makeRefund(intentId: string, amount: number, metadata: Record<string, string>): StandInRefund {
    const refund: StandInRefund = {
      id: `re_standin_${++this.counter}`,
      object: "refund",
      amount,
      status: this.refundStatus,
      payment_intent: intentId,
      currency: "gbp",
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return refund;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const [path = ""] = (req.url ?? "").split("?");
      this.requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++this.counter}` });
        res.end(JSON.stringify(body));
      };
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const key = req.headers["idempotency-key"] as string | undefined;
      if (req.method === "POST" && path === "/v1/customers") {
        const id = (key && this.customersByKey.get(key)) || `cus_standin_${++this.counter}`;
        if (key) this.customersByKey.set(key, id);
        return send(200, { id, object: "customer" });
      }
      if (req.method === "POST" && path === "/v1/payment_intents") {
        if (key && this.errorsByKey.has(key)) return send(402, this.errorsByKey.get(key));
        if (key && this.byIdempotencyKey.has(key)) return send(200, this.intents.get(this.byIdempotencyKey.get(key)!));
        const id = `pi_standin_${++this.counter}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const intent: StandInIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency ?? "",
          description: form.description ?? null,
          status: "requires_payment_method",
          client_secret: `${id}_secret_standin${this.counter}`,
          metadata,
          last_payment_error: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          customer: form.customer ?? null,
          setup_future_usage: form.setup_future_usage ?? null,
          payment_method: form.payment_method ?? null,
        };
        this.intents.set(id, intent);
        if (key) this.byIdempotencyKey.set(key, id);
        if (form.confirm === "true" && form.off_session === "true") {
          if (this.declinesOffSession.has(form.payment_method ?? "")) {
            intent.last_payment_error = { message: "Your card was declined." };
            const error = {
              error: {
                type: "card_error",
                code: "card_declined",
                message: "Your card was declined.",
                payment_intent: intent,
              },
            };
            if (key) this.errorsByKey.set(key, error);
            return send(402, error);
          }
          this.setStatus(id, "succeeded");
        }
        return send(200, intent);
      }
      const retrieveId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
      if (req.method === "GET" && retrieveId) {
        const intent = this.intents.get(retrieveId);
        const expanded =
          intent?.payment_method && (req.url ?? "").includes("payment_method")
            ? {
                ...intent,
                payment_method: { id: intent.payment_method, object: "payment_method", card: { last4: "4242" } },
              }
            : intent;
        return intent
          ? send(200, expanded)
          : send(404, {
              error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
            });
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const intent = this.intents.get(form.payment_intent ?? "");
        if (!intent) return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
        if (key && this.refundsByKey.has(key)) return send(200, this.refundsByKey.get(key));
        // A failed or cancelled refund gave nothing back: its money can be refunded again.
        const refunded = this.refunds
          .filter((r) => r.payment_intent === intent.id && r.status !== "failed" && r.status !== "canceled")
          .reduce((n, r) => n + r.amount, 0);
        if (Number(form.amount) > intent.amount - refunded)
          return send(400, {
            error: {
              type: "invalid_request_error",
              message: "Refund amount is greater than unrefunded amount on charge",
            },
          });
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const refund = this.makeRefund(intent.id, Number(form.amount), metadata);
        if (key) this.refundsByKey.set(key, refund);
        const hook = this.onRefund;
        if (hook) {
          void hook(refund).then(() => send(200, refund));
          return;
        }
        return send(200, refund);
      }
      if (req.method === "GET" && path === "/v1/refunds") {
        const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
        const data = this.refunds.filter((r) => r.payment_intent === query.get("payment_intent"));
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      return send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  }
}
