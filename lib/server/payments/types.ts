/** What our code needs from a payment provider; Stripe and the offline demo both provide it. */

export type GatewayMode = "stripe" | "demo";

/** Stripe's intent statuses, reduced to what matters to us. */
export type IntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export interface GatewayIntent {
  /** As with Stripe: the part of the client secret before `_secret_`. */
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountPence: number;
  currency: "gbp";
  metadata: Record<string, string>;
  /** The provider's reason for the last failed attempt, if any. */
  lastError?: string;
}

export interface CreateIntentInput {
  amountPence: number;
  description: string;
  metadata: Record<string, string>;
  /** Same key, same intent: a retried request never creates a second charge. */
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  idempotencyKey: string;
  reason?: string;
}

export interface GatewayRefund {
  id: string;
  status: "succeeded" | "pending" | "failed";
  amountPence: number;
}

export interface PaymentGateway {
  readonly mode: GatewayMode;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent>;
  refund(input: RefundInput): Promise<GatewayRefund>;
}

export function intentIdFromClientSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf("_secret_");
  return index > 0 ? clientSecret.slice(0, index) : null;
}
