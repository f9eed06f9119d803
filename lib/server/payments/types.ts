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
  /** the client agreed to later charges: the card is saved for off-session use once this payment succeeds */
  saveCard?: boolean;
}

/** A card the provider keeps for charges made without the client present. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  last4?: string;
}

export interface OffSessionChargeInput {
  card: SavedCard;
  amountPence: number;
  description: string;
  metadata: Record<string, string>;
  /** Same key, same charge: a call repeated after a crash never charges twice. */
  idempotencyKey: string;
}

/**
 * What an off-session charge came to: paid, still clearing at the provider (the same key asks
 * again later), or declined by the card's bank (a retry needs a new key).
 */
export type OffSessionCharge =
  | { outcome: "succeeded" | "processing"; intent: GatewayIntent }
  | { outcome: "declined"; intentId: string | null; reason: string };

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  idempotencyKey: string;
  reason?: string;
  /** our refund request's id, kept in the refund's metadata so a listing finds which request it answers */
  refundRequestId?: number;
}

export interface GatewayRefund {
  id: string;
  /** pending until the card network settles it (lib/domain/refund-status) */
  status: "succeeded" | "pending" | "failed" | "canceled";
  amountPence: number;
  /** a failed refund: the provider's failure_reason (e.g. lost_or_stolen_card) */
  failureReason?: string;
  /** the payment it refunds (present in listings) */
  intentId?: string;
  /** our refund request's id, from the refund's metadata; absent for one made in the provider's dashboard */
  refundRequestId?: number;
}

/**
 * A dispute in our words: open while the bank decides; then won (money kept), lost (it went back),
 * prevented (stopped before it became a dispute), or closed otherwise (an inquiry closed).
 */
export type DisputeStatus = "open" | "won" | "lost" | "prevented" | "closed";

/** Money a dispute moved at the provider (one of its balance transactions), by the provider's id. */
export interface DisputeFunds {
  id: string;
  /** withdrawn from the account while the bank decides, or reinstated to it */
  direction: "withdrawn" | "reinstated";
  amountPence: number;
}

/** A dispute as the provider reports it, with the money it has moved so far. */
export interface GatewayDispute {
  id: string;
  status: DisputeStatus;
  amountPence: number;
  funds?: DisputeFunds[];
}

/** What happened to a payment, in our words, whichever provider reported it. */
export type PaymentEventType =
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "charge.refunded"
  | "charge.refund.updated"
  | "refund.created"
  | "refund.updated"
  | "refund.failed"
  | "payment_intent.processing"
  | "payment_intent.canceled"
  | "payment_intent.requires_action"
  | "charge.dispute.created"
  | "charge.dispute.updated"
  | "charge.dispute.funds_withdrawn"
  | "charge.dispute.funds_reinstated"
  | "charge.dispute.closed";

export interface PaymentEvent {
  /** the provider's event id: each is settled once */
  eventId: string;
  type: PaymentEventType;
  intentId: string;
  /** succeeded: amount received (pence); dispute: amount disputed */
  amountPence?: number;
  /** payment_failed: the provider's reason; dispute: the bank's reason */
  failureReason?: string;
  /** charge.refunded: total refunded so far (pence) */
  amountRefundedPence?: number;
  /**
   * charge.refunded: the payment's refunds, each by its provider id (the webhook's reader lists them
   * at the provider before settling, outside any transaction); charge.refund.updated, refund.*: the
   * one refund the event is about, in the state it reports
   */
  refunds?: GatewayRefund[];
  /** charge.dispute.*: the dispute */
  dispute?: GatewayDispute;
  /** payment_intent.*: the intent's metadata (what an intent this app does not know yet is adopted from) */
  metadata?: Record<string, string>;
  /** payment_intent.*: the intent's amount (pence) */
  intentAmountPence?: number;
}

export interface PaymentGateway {
  readonly mode: GatewayMode;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent>;
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** Every refund of a payment, as the provider records them (the reconcile job and charge.refunded read them). */
  listRefunds(paymentIntentId: string): Promise<GatewayRefund[]>;
  /** The client secret of one of this gateway's intents, or null when the provider has none. */
  clientSecretOf(intentId: string): Promise<string | null>;
  /** Whether the caller really holds this intent's client secret. */
  holdsClientSecret(intentId: string, clientSecret: string): Promise<boolean>;
  /**
   * The provider's word on an intent when it may know more than our row (a webhook not yet
   * arrived); null when our row is the provider's own record.
   */
  providerIntent(intentId: string): Promise<GatewayIntent | null>;
  /** The card a succeeded intent saved for off-session use (created with saveCard), else null. */
  savedCardOf(intentId: string): Promise<SavedCard | null>;
  /** Charges a saved card without the client present, with the idempotency key given. */
  chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionCharge>;
  /**
   * Verifies a webhook delivery against its signature and tells what it reports; null for an event
   * we do not act on. Throws 400 on a missing or bad signature, or when webhooks are not set up.
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null;
}

export function intentIdFromClientSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf("_secret_");
  return index > 0 ? clientSecret.slice(0, index) : null;
}
