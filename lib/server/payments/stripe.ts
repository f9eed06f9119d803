import "server-only";
import Stripe from "stripe";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import { log } from "@/lib/server/log";
import type {
  CreateIntentInput,
  GatewayIntent,
  GatewayRefund,
  OffSessionCharge,
  OffSessionChargeInput,
  PaymentEvent,
  PaymentGateway,
  RefundInput,
  SavedCard,
} from "./types";
import { fromStripeIntent, fromStripeRefund, toPaymentEvent } from "./stripe-objects";

/**
 * Builds the Stripe SDK client. `apiBase` (STRIPE_API_BASE, e.g. http://127.0.0.1:12111) points it
 * at another host: a local stand-in in tests, stripe-mock, or a proxy.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.port = url.port || (protocol === "http" ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

/** Stripe errors become 4xx/502 AppErrors with a message fit for the visitor; details go to the log. */
function providerError(error: unknown, action: string): AppError {
  const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
  log("error", "stripe_request_failed", { action, type: e?.type, code: e?.code, statusCode: e?.statusCode });
  if (e?.statusCode === 404) return notFound("Payment not found.");
  if (e?.type === "StripeCardError" || e?.type === "StripeInvalidRequestError") {
    return badRequest(e.message || "The payment provider refused the request.");
  }
  return new AppError("bad_gateway", "There was an error setting up the payment. Please try again.");
}

export class StripeGateway implements PaymentGateway {
  readonly mode = "stripe" as const;
  /** `webhookSecret` is STRIPE_WEBHOOK_SECRET; without it every webhook is refused. */
  constructor(
    readonly stripe: Stripe,
    private readonly webhookSecret?: string,
  ) {}

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    try {
      // A card kept for off-session charges belongs to a customer: one per intent, made with the intent's key.
      const customer = input.saveCard
        ? await this.stripe.customers.create(
            { metadata: input.metadata.bookingId ? { bookingId: input.metadata.bookingId } : {} },
            { idempotencyKey: `${input.idempotencyKey}:customer` },
          )
        : null;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: "gbp",
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
          ...(customer ? { customer: customer.id, setup_future_usage: "off_session" as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromStripeIntent(intent);
    } catch (error) {
      throw providerError(error, "create_intent");
    }
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    try {
      return fromStripeIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      throw providerError(error, "retrieve_intent");
    }
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountPence,
          reason: "requested_by_customer",
          metadata: {
            ...(input.reason ? { reason: input.reason.slice(0, 500) } : {}),
            ...(input.refundRequestId ? { refund_request_id: String(input.refundRequestId) } : {}),
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromStripeRefund(refund);
    } catch (error) {
      throw providerError(error, "refund");
    }
  }

  async listRefunds(paymentIntentId: string): Promise<GatewayRefund[]> {
    try {
      const refunds: GatewayRefund[] = [];
      // A payment has few refunds; auto-pagination reads them all whatever their number.
      for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
        refunds.push({ ...fromStripeRefund(refund), intentId: paymentIntentId });
      return refunds;
    } catch (error) {
      throw providerError(error, "list_refunds");
    }
  }

  async clientSecretOf(intentId: string): Promise<string | null> {
    return (await this.retrieveIntent(intentId)).clientSecret || null;
  }

  async holdsClientSecret(intentId: string, clientSecret: string): Promise<boolean> {
    return constantTimeEqual((await this.retrieveIntent(intentId)).clientSecret, clientSecret);
  }

  providerIntent(intentId: string): Promise<GatewayIntent> {
    return this.retrieveIntent(intentId);
  }

  async savedCardOf(intentId: string): Promise<SavedCard | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ["payment_method"] });
      const customer = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
      const method = intent.payment_method;
      if (intent.status !== "succeeded" || intent.setup_future_usage !== "off_session" || !customer || !method)
        return null;
      return typeof method === "string"
        ? { customerId: customer, paymentMethodId: method }
        : { customerId: customer, paymentMethodId: method.id, last4: method.card?.last4 ?? undefined };
    } catch (error) {
      throw providerError(error, "saved_card");
    }
  }

  /** A declined card is an answer, not an error: Stripe's card error carries the failed intent. */
  async chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: "gbp",
          customer: input.card.customerId,
          payment_method: input.card.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const ours = fromStripeIntent(intent);
      if (ours.status === "succeeded" || ours.status === "processing") return { outcome: ours.status, intent: ours };
      return { outcome: "declined", intentId: intent.id, reason: ours.lastError ?? "The card was declined." };
    } catch (error) {
      const e = error as { type?: string; message?: string; raw?: { payment_intent?: { id?: string } } };
      if (e?.type === "StripeCardError")
        return {
          outcome: "declined",
          intentId: e.raw?.payment_intent?.id ?? null,
          reason: e.message || "The card was declined.",
        };
      throw providerError(error, "charge_off_session");
    }
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null {
    if (!this.webhookSecret) throw badRequest("Stripe webhooks are not configured.");
    if (!signature) throw badRequest("Missing Stripe signature.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      log("warn", "stripe_webhook_bad_signature");
      throw badRequest("Invalid Stripe signature.");
    }
    return toPaymentEvent(event);
  }
}
