import "server-only";
import { createHash, createHmac } from "node:crypto";
import type { Prisma } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { constantTimeEqual } from "@/lib/server/security/constant-time";
import type { GatewayRefund, IntentStatus } from "./types";
import { intentIdFromClientSecret } from "./types";

/**
 * What the demo's pretend card network knows, beside the gateway (./demo.ts) that talks to it: its
 * test cards and how they behave, the look of its ids and client secrets (the secret an HMAC of the
 * id, so the server checks it without storing it), and a refund as it reports one.
 */

/** How every demo intent id starts (Stripe's look: `pi_demo_<24 hex>`). */
export const DEMO_PREFIX = "pi_demo_";

/** What the demo "card network" answers for a declined card. */
export const DEMO_DECLINE_MESSAGE = "Your card was declined.";

/** Stripe's test card that saves for later but whose every off-session charge is declined; the demo's too. */
export const DEMO_CARD_DECLINES_OFF_SESSION = "4000000000000341";

/**
 * Stripe's test card whose refunds start pending; the demo's too: a refund of a payment made with
 * it stays pending until the demo card network makes it go through or fail (settleRefund).
 */
export const DEMO_CARD_REFUNDS_PENDING = "4000000000007726";

/** Why a demo refund failed, in Stripe's words (refund.failure_reason). */
export const DEMO_REFUND_FAILURE = "expired_or_canceled_card";

function demoKey(): string {
  return env().NEXTAUTH_SECRET ?? "summon-a-magician-demo-payments";
}

/** A value's SHA-256 in hex: the demo's ids are cut from it, so one key always names one object. */
export function sha(value: string): string {
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
export async function providerLatency(): Promise<void> {
  const ms = env().DEMO_GATEWAY_LATENCY_MS;
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A stored demo refund as the gateway answers it (Stripe's refund in our words). */
export function demoRefundOf(row: {
  id: string;
  intentId: string;
  amountPence: number;
  metadata: Prisma.JsonValue;
  status: string;
  failureReason: string | null;
}): GatewayRefund {
  const requestId = Number((row.metadata as Record<string, string> | null)?.refund_request_id);
  const status = row.status === "pending" || row.status === "failed" ? row.status : "succeeded";
  return {
    id: row.id,
    status,
    amountPence: row.amountPence,
    ...(status === "failed" ? { failureReason: row.failureReason ?? "unknown" } : {}),
    intentId: row.intentId,
    ...(Number.isInteger(requestId) && requestId > 0 ? { refundRequestId: requestId } : {}),
  };
}
