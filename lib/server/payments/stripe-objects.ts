import "server-only";
import type Stripe from "stripe";
import type {
  DisputeFunds,
  DisputeStatus,
  GatewayDispute,
  GatewayIntent,
  GatewayRefund,
  IntentStatus,
  PaymentEvent,
} from "./types";

/**
 * Stripe's objects and events in our words (./types): what the gateway (./stripe.ts) answers and
 * what the webhook hands to the settlement. Nothing here calls Stripe.
 */

const KNOWN: readonly IntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "succeeded",
  "canceled",
];

function toIntentStatus(status: string): IntentStatus {
  if (status === "requires_capture") return "processing";
  return (KNOWN as readonly string[]).includes(status) ? (status as IntentStatus) : "requires_payment_method";
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: toIntentStatus(intent.status),
    amountPence: intent.amount,
    currency: "gbp",
    metadata: { ...(intent.metadata ?? {}) },
    lastError: intent.last_payment_error?.message ?? undefined,
  };
}

/** Stripe's refund in our words; the request id comes back from the metadata we gave it. */
export function fromStripeRefund(refund: Stripe.Refund): GatewayRefund {
  // requires_action (and a missing status) is still on its way: pending until the network settles it.
  const status =
    refund.status === "succeeded" || refund.status === "failed" || refund.status === "canceled"
      ? refund.status
      : "pending";
  const intentId = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  const requestId = Number(refund.metadata?.refund_request_id);
  return {
    id: refund.id,
    status,
    amountPence: refund.amount,
    ...(status === "failed" || status === "canceled"
      ? { failureReason: refund.failure_reason ?? (status === "canceled" ? "canceled" : "unknown") }
      : {}),
    ...(intentId ? { intentId } : {}),
    ...(Number.isInteger(requestId) && requestId > 0 ? { refundRequestId: requestId } : {}),
  };
}

/** Stripe's named dispute statuses (its type also admits any string). */
type StripeDisputeStatus = Stripe.Dispute.Status extends infer S
  ? S extends string
    ? string extends S
      ? never
      : S
    : never
  : never;

/**
 * Every dispute status Stripe names, in our words (a status Stripe adds fails the typecheck here):
 * the warning and appeal stages are the bank still deciding; won, lost, prevented and a closed
 * inquiry are the end of it.
 */
export const DISPUTE_STATUSES: Record<StripeDisputeStatus, DisputeStatus> = {
  warning_needs_response: "open",
  warning_under_review: "open",
  warning_closed: "closed",
  needs_response: "open",
  under_review: "open",
  appeal_needs_response: "open",
  appeal_under_review: "open",
  won: "won",
  lost: "lost",
  prevented: "prevented",
};

/**
 * Stripe's dispute in our words, with the money it moved (its balance transactions: negative
 * withdrawn, positive reinstated). A dispute Stripe says is closed is closed whatever its status.
 */
export function disputeOf(dispute: Stripe.Dispute, closed = false): GatewayDispute {
  const named = (DISPUTE_STATUSES as Record<string, DisputeStatus | undefined>)[dispute.status] ?? "open";
  const status = closed && named === "open" ? "closed" : named;
  const funds = (dispute.balance_transactions ?? [])
    .filter((txn) => txn && typeof txn === "object" && txn.amount !== 0)
    .map((txn): DisputeFunds => ({
      id: txn.id,
      direction: txn.amount < 0 ? "withdrawn" : "reinstated",
      amountPence: Math.abs(txn.amount),
    }));
  return { id: dispute.id, status, amountPence: dispute.amount, funds };
}

/** What an intent's own event says of it: its metadata and amount (an intent not known yet is adopted from them). */
function intentFacts(intent: Stripe.PaymentIntent): Pick<PaymentEvent, "metadata" | "intentAmountPence"> {
  return { metadata: { ...(intent.metadata ?? {}) }, intentAmountPence: intent.amount };
}

/** Stripe's event, in our words; null for an event we do not act on. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        intentId: intent.id,
        amountPence: intent.amount_received || intent.amount,
        ...intentFacts(intent),
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        intentId: intent.id,
        failureReason: intent.last_payment_error?.message ?? undefined,
        ...intentFacts(intent),
      };
    }
    case "payment_intent.processing":
    case "payment_intent.requires_action":
    case "payment_intent.canceled":
      return { eventId: event.id, type: event.type, intentId: event.data.object.id, ...intentFacts(event.data.object) };
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) return null;
      // Older API versions embed the charge's refunds; newer ones do not (the webhook lists them).
      const embedded = (charge as { refunds?: { data?: Stripe.Refund[] } | null }).refunds?.data;
      return {
        eventId: event.id,
        type: event.type,
        intentId,
        amountRefundedPence: charge.amount_refunded,
        ...(embedded ? { refunds: embedded.map(fromStripeRefund) } : {}),
      };
    }
    case "charge.refund.updated":
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      // The one refund, in the state the event reports (a later state never goes back: the ledger keeps the first settled one).
      const refund = fromStripeRefund(event.data.object);
      if (!refund.intentId) return null;
      return { eventId: event.id, type: event.type, intentId: refund.intentId, refunds: [refund] };
    }
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.funds_withdrawn":
    case "charge.dispute.funds_reinstated":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const intentId = typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!intentId) return null;
      return {
        eventId: event.id,
        type: event.type,
        intentId,
        amountPence: dispute.amount,
        failureReason: dispute.reason,
        dispute: disputeOf(dispute, event.type === "charge.dispute.closed"),
      };
    }
    default:
      return null;
  }
}
