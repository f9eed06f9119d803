import "server-only";
import { db } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/http";
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
import {
  DEMO_CARD_DECLINES_OFF_SESSION,
  DEMO_CARD_REFUNDS_PENDING,
  DEMO_DECLINE_MESSAGE,
  DEMO_PREFIX,
  DEMO_REFUND_FAILURE,
  demoClientSecret,
  demoRefundOf,
  isDemoIntentId,
  providerLatency,
  rowStatusToIntentStatus,
  sha,
  verifyDemoClientSecret,
} from "./demo-network";

/**
 * Offline demo gateway: no network, no keys. Intents live in our payment_intents table
 * (provider "demo"); its card network (cardAttempt, cardEvent; its cards and secrets in
 * ./demo-network.ts) drives the same settlement code as Stripe's webhook. Ids and client secrets
 * look like Stripe's: `pi_demo_<24 hex>` and `<id>_secret_<24 hex>`.
 */

export class DemoGateway implements PaymentGateway {
  readonly mode = "demo" as const;

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    await providerLatency();
    if (!Number.isInteger(input.amountPence) || input.amountPence < 30)
      throw badRequest("Amount is too small to charge.");
    // Same idempotency key, same intent (as with Stripe).
    const id = `${DEMO_PREFIX}${sha(input.idempotencyKey).slice(0, 24)}`;
    // setup_future_usage: the card is kept once this intent's payment succeeds (cardSaved).
    if (input.saveCard)
      await db.demoCard.createMany({
        data: [
          { id: `pm_demo_${sha(id).slice(0, 24)}`, intentId: id, customerId: `cus_demo_${sha(id).slice(24, 48)}` },
        ],
        skipDuplicates: true,
      });
    return {
      id,
      clientSecret: demoClientSecret(id),
      status: "requires_payment_method",
      amountPence: input.amountPence,
      currency: "gbp",
      metadata: input.metadata,
    };
  }

  async retrieveIntent(id: string): Promise<GatewayIntent> {
    await providerLatency();
    const row = await db.paymentIntent.findUnique({ where: { id } });
    if (!row || !isDemoIntentId(id)) throw notFound("Payment not found.");
    return {
      id,
      clientSecret: demoClientSecret(id),
      status: rowStatusToIntentStatus(row.status),
      amountPence: row.amountPence,
      currency: "gbp",
      metadata: {
        purpose: row.purpose,
        ...(row.requestHash ? { requestHash: row.requestHash } : {}),
        ...(row.bookingId ? { bookingId: String(row.bookingId) } : {}),
      },
      lastError: row.failureReason ?? undefined,
    };
  }

  /**
   * Refunds as Stripe does: the same idempotency key answers the same refund, and a payment never
   * gives back more than it took (its refunds are kept in demo_refunds, the demo's own books).
   */
  async refund(input: RefundInput): Promise<GatewayRefund> {
    await providerLatency();
    const id = `re_demo_${sha(input.idempotencyKey).slice(0, 24)}`;
    const earlier = await db.demoRefund.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (earlier) return demoRefundOf(earlier);
    const row = await db.paymentIntent.findUnique({ where: { id: input.paymentIntentId } });
    if (!row) throw notFound("Payment not found.");
    if (row.status !== "succeeded")
      throw new AppError("bad_request", "This payment has not been completed, so it cannot be refunded.");
    // A failed refund gave nothing back, so its money can be refunded again.
    const before = await db.demoRefund.aggregate({
      where: { intentId: row.id, status: { not: "failed" } },
      _sum: { amountPence: true },
    });
    const left = row.amountPence - (before._sum.amountPence ?? 0);
    if (!Number.isInteger(input.amountPence) || input.amountPence < 1 || input.amountPence > left) {
      throw badRequest("Refund amount is invalid.");
    }
    const metadata = input.refundRequestId ? { refund_request_id: String(input.refundRequestId) } : {};
    const slow = await db.demoPendingRefundCard.findUnique({ where: { intentId: row.id } });
    await db.demoRefund.createMany({
      data: [
        {
          id,
          intentId: row.id,
          amountPence: input.amountPence,
          idempotencyKey: input.idempotencyKey,
          metadata,
          status: slow ? "pending" : "succeeded",
        },
      ],
      skipDuplicates: true,
    });
    return demoRefundOf(await db.demoRefund.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }));
  }

  async listRefunds(paymentIntentId: string): Promise<GatewayRefund[]> {
    await providerLatency();
    const rows = await db.demoRefund.findMany({ where: { intentId: paymentIntentId }, orderBy: { createdAt: "asc" } });
    return rows.map(demoRefundOf);
  }

  /**
   * A refund made "in the demo provider's dashboard" (no request of ours behind it), for tests
   * and demos of refunds that arrive only by webhook.
   */
  async dashboardRefund(paymentIntentId: string, amountPence: number): Promise<GatewayRefund> {
    return this.refund({
      paymentIntentId,
      amountPence,
      idempotencyKey: `dashboard:${paymentIntentId}:${Date.now()}:${Math.random()}`,
    });
  }

  /**
   * The card network settles a pending demo refund: it goes through, or fails (the card expired),
   * and reports it as Stripe's charge.refund.updated does. null when no pending refund has that id.
   */
  async settleRefund(refundId: string, outcome: "succeed" | "fail"): Promise<PaymentEvent | null> {
    const { count } = await db.demoRefund.updateMany({
      where: { id: refundId, status: "pending" },
      data: outcome === "succeed" ? { status: "succeeded" } : { status: "failed", failureReason: DEMO_REFUND_FAILURE },
    });
    if (count === 0) return null;
    const refund = demoRefundOf(await db.demoRefund.findUniqueOrThrow({ where: { id: refundId } }));
    return {
      eventId: `evt_demo_${refundId}_${refund.status}`,
      type: "charge.refund.updated",
      intentId: refund.intentId!,
      refunds: [refund],
    };
  }

  /** What the card network reports when the card holder's bank opens or closes a dispute (closed: won, the money stays). */
  disputeEvent(intent: { id: string; amountPence: number }, action: "open" | "close"): PaymentEvent {
    const dispute = { id: `dp_demo_${sha(intent.id).slice(0, 24)}`, amountPence: intent.amountPence };
    return action === "open"
      ? {
          eventId: `evt_demo_${dispute.id}_created`,
          type: "charge.dispute.created",
          intentId: intent.id,
          amountPence: intent.amountPence,
          failureReason: "general",
          dispute: { ...dispute, status: "open" },
        }
      : {
          eventId: `evt_demo_${dispute.id}_closed_${Date.now()}`,
          type: "charge.dispute.closed",
          intentId: intent.id,
          amountPence: intent.amountPence,
          dispute: { ...dispute, status: "won" },
        };
  }

  /** What the card network reports once refunds went back: the payment's refunds as the demo records them. */
  async refundedEvent(intentId: string): Promise<PaymentEvent> {
    const refunds = await this.listRefunds(intentId);
    return {
      eventId: `evt_demo_${intentId}_refunded_${refunds.map((r) => r.id).join("_")}`.slice(0, 250),
      type: "charge.refunded",
      intentId,
      amountRefundedPence: refunds.reduce((sum, r) => sum + r.amountPence, 0),
      refunds,
    };
  }

  async clientSecretOf(intentId: string): Promise<string> {
    return demoClientSecret(intentId);
  }

  async holdsClientSecret(intentId: string, clientSecret: string): Promise<boolean> {
    return verifyDemoClientSecret(clientSecret) === intentId;
  }

  /** Our row is the demo's own record: there is nothing more to learn. */
  async providerIntent(): Promise<null> {
    return null;
  }

  async savedCardOf(intentId: string): Promise<SavedCard | null> {
    const card = await db.demoCard.findFirst({ where: { intentId, savedAt: { not: null } } });
    return card ? { customerId: card.customerId, paymentMethodId: card.id, last4: card.last4 ?? undefined } : null;
  }

  /**
   * An off-session charge of a saved demo card: the same key answers the same intent (one that
   * succeeded stays succeeded); the card 4000 0000 0000 0341 is declined every time.
   */
  async chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionCharge> {
    await providerLatency();
    const id = `${DEMO_PREFIX}${sha(input.idempotencyKey).slice(0, 24)}`;
    const intent: GatewayIntent = {
      id,
      clientSecret: demoClientSecret(id),
      status: "succeeded",
      amountPence: input.amountPence,
      currency: "gbp",
      metadata: input.metadata,
    };
    const earlier = await db.paymentIntent.findUnique({ where: { id }, select: { status: true } });
    if (earlier?.status === "succeeded") return { outcome: "succeeded", intent };
    const card = await db.demoCard.findUnique({ where: { id: input.card.paymentMethodId } });
    if (!card?.savedAt || card.customerId !== input.card.customerId) throw notFound("Saved card not found.");
    if (card.declinesOffSession) return { outcome: "declined", intentId: id, reason: DEMO_DECLINE_MESSAGE };
    return { outcome: "succeeded", intent };
  }

  /** The card network saves the card of a succeeded payment whose intent asked for it (the card's digits say how it behaves later). */
  async cardSaved(intentId: string, cardDigits: string | undefined): Promise<void> {
    const digits = (cardDigits ?? "").replace(/\D/g, "");
    // The pending-refund card: the network remembers it paid, so its refunds start pending.
    if (digits === DEMO_CARD_REFUNDS_PENDING)
      await db.demoPendingRefundCard.createMany({ data: [{ intentId }], skipDuplicates: true });
    await db.demoCard.updateMany({
      where: { intentId, savedAt: null },
      data: {
        savedAt: new Date(),
        last4: digits.length >= 4 ? digits.slice(-4) : null,
        declinesOffSession: digits === DEMO_CARD_DECLINES_OFF_SESSION,
      },
    });
  }

  /** The demo sends no webhooks. */
  parseWebhook(): never {
    throw badRequest("Stripe webhooks are not configured.");
  }

  /** The stored intent that a genuine client secret names: 400 for a forged secret, 404 for an unknown intent. */
  async cardAttempt(clientSecret: string) {
    const id = verifyDemoClientSecret(clientSecret);
    if (!id) throw badRequest("This payment reference is not valid.");
    const row = await db.paymentIntent.findUnique({ where: { id } });
    if (!row) throw notFound("Payment not found.");
    return row;
  }

  /** What the card network reports for one attempt; each decline is an event of its own. */
  cardEvent(intent: { id: string; amountPence: number }, outcome: "succeed" | "fail"): PaymentEvent {
    return outcome === "fail"
      ? {
          eventId: `evt_demo_${intent.id}_failed_${Date.now()}`,
          type: "payment_intent.payment_failed",
          intentId: intent.id,
          failureReason: DEMO_DECLINE_MESSAGE,
        }
      : {
          eventId: `evt_demo_${intent.id}_succeeded`,
          type: "payment_intent.succeeded",
          intentId: intent.id,
          amountPence: intent.amountPence,
        };
  }
}
