import "server-only";
import { createHash, createHmac } from "node:crypto";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError, badRequest, notFound } from "@/lib/server/http";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import type {
  CreateIntentInput,
  GatewayIntent,
  GatewayRefund,
  IntentStatus,
  PaymentEvent,
  PaymentGateway,
  RefundInput,
} from "./types";
import { intentIdFromClientSecret } from "./types";

/**
 * Offline demo gateway: no network, no keys. Intents live in our payment_intents table
 * (provider "demo"); its card network (cardAttempt, cardEvent), reached through POST
 * /api/demo-payments/confirm, drives the same settlement code as Stripe's webhook. Ids and client secrets look like Stripe's:
 * `pi_demo_<24 hex>` and `<id>_secret_<24 hex>`, the secret being an HMAC of the id so the
 * server can check it without storing it.
 */

const DEMO_PREFIX = "pi_demo_";

/** What the demo "card network" answers for a declined card. */
export const DEMO_DECLINE_MESSAGE = "Your card was declined.";

function demoKey(): string {
  return env().NEXTAUTH_SECRET ?? "summon-a-magician-demo-payments";
}

function sha(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function demoClientSecret(id: string): string {
  return `${id}_secret_${createHmac("sha256", demoKey()).update(id).digest("hex").slice(0, 24)}`;
}

/** The intent id of a genuine demo client secret, else null. */
export function verifyDemoClientSecret(clientSecret: string): string | null {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id || !id.startsWith(DEMO_PREFIX)) return null;
  return constantTimeEqual(demoClientSecret(id), clientSecret) ? id : null;
}

export function isDemoIntentId(id: string): boolean {
  return id.startsWith(DEMO_PREFIX);
}

/** Our row's status as Stripe would report it. */
export function rowStatusToIntentStatus(status: string): IntentStatus {
  switch (status) {
    case "succeeded":
    case "processing":
    case "canceled":
    case "requires_action":
    case "requires_confirmation":
      return status;
    default:
      return "requires_payment_method";
  }
}

/** Imitates the round trip to a real provider (DEMO_GATEWAY_LATENCY_MS, default none). */
async function providerLatency(): Promise<void> {
  const ms = env().DEMO_GATEWAY_LATENCY_MS;
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

export class DemoGateway implements PaymentGateway {
  readonly mode = "demo" as const;

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    await providerLatency();
    if (!Number.isInteger(input.amountPence) || input.amountPence < 30)
      throw badRequest("Amount is too small to charge.");
    // Same idempotency key, same intent (as with Stripe).
    const id = `${DEMO_PREFIX}${sha(input.idempotencyKey).slice(0, 24)}`;
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

  async refund(input: RefundInput): Promise<GatewayRefund> {
    await providerLatency();
    const row = await db.paymentIntent.findUnique({ where: { id: input.paymentIntentId } });
    if (!row) throw notFound("Payment not found.");
    if (row.status !== "succeeded")
      throw new AppError("bad_request", "This payment has not been completed, so it cannot be refunded.");
    if (!Number.isInteger(input.amountPence) || input.amountPence < 1 || input.amountPence > row.amountPence) {
      throw badRequest("Refund amount is invalid.");
    }
    return {
      id: `re_demo_${sha(input.idempotencyKey).slice(0, 24)}`,
      status: "succeeded",
      amountPence: input.amountPence,
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
