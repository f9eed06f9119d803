import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Prisma } from "@/lib/server/db";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { env } from "@/lib/server/env";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/http";
import { DemoGateway } from "./demo";
import { StripeGateway, createStripeClient } from "./stripe";
import { requestHashOf } from "./request-hash";
import { intentIdFromClientSecret, type PaymentGateway } from "./types";

export * from "./types";
export { canonicalJson, requestHashOf } from "./request-hash";

/** Minutes an unpaid booking holds its slot (lib/domain/holds). */
import { HOLD_MINUTES } from "@/lib/domain/holds";
export { HOLD_MINUTES };

export type IntentPurpose = "booking" | "bar-booking" | "registration" | "balance";

/** Stripe settings, read from the environment on each call (tests switch modes at run time). */
export function paymentSettings() {
  const current = env();
  return {
    secretKey: current.STRIPE_SECRET_KEY,
    apiBase: current.STRIPE_API_BASE,
    webhookSecret: current.STRIPE_WEBHOOK_SECRET,
    /** a production server without a Stripe key takes demo payments only when DEMO_PAYMENTS=1 */
    demoAllowed: current.NODE_ENV !== "production" || current.DEMO_PAYMENTS,
  };
}

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

/** Which gateway takes payments: Stripe with a key, the demo gateway in development (or when allowed), else none. */
export function gatewayMode(): "stripe" | "demo" | "disabled" {
  const settings = paymentSettings();
  if (settings.secretKey) return "stripe";
  return settings.demoAllowed ? "demo" : "disabled";
}

let cached: { signature: string; gateway: PaymentGateway } | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the offline demo gateway, except on a production
 * server not told DEMO_PAYMENTS=1: there every payment call answers 503, so no fake money is taken.
 */
export function getPaymentGateway(): PaymentGateway {
  if (gatewayMode() === "disabled")
    throw new AppError("service_unavailable", PAYMENTS_NOT_CONFIGURED, undefined, { code: "payments-not-configured" });
  const { secretKey, apiBase } = paymentSettings();
  const signature = `${secretKey ?? "demo"}|${apiBase ?? ""}`;
  if (cached?.signature === signature) return cached.gateway;
  const gateway = outsideTransactions(
    secretKey ? new StripeGateway(createStripeClient(secretKey, apiBase)) : new DemoGateway(),
  );
  cached = { signature, gateway };
  return gateway;
}

/** The gateway that made a stored intent: the demo's own rows stay readable whatever takes payments now. */
function gatewayOf(provider: string): PaymentGateway {
  return provider === "demo" ? new DemoGateway() : getPaymentGateway();
}

/**
 * The gateway holding a card an intent saved (a demo card stays the demo's whatever takes payments
 * now), for charging it again off-session. Outside transactions only.
 */
export function cardGatewayOf(provider: string): PaymentGateway {
  return provider === "demo" ? outsideTransactions(new DemoGateway()) : getPaymentGateway();
}

/**
 * The gateway that reads webhooks. Only Stripe sends them, so with STRIPE_WEBHOOK_SECRET set its
 * deliveries are verified even while the demo gateway takes the payments (the signature check
 * needs no real key).
 */
export function webhookGateway(): PaymentGateway {
  const { secretKey, apiBase, webhookSecret } = paymentSettings();
  if (!secretKey && !webhookSecret) return new DemoGateway();
  return new StripeGateway(
    createStripeClient(secretKey ?? "sk_test_webhook_verification_only", apiBase),
    webhookSecret,
  );
}

/** The demo gateway's card network, only while the demo takes the payments (404 otherwise). */
export function demoCardNetwork(): DemoGateway {
  if (getPaymentGateway().mode !== "demo") throw notFound("Demo payments are not enabled.");
  return new DemoGateway();
}

/** Every gateway call refuses to run inside a database transaction (it would hold the date lock over the network). */
function outsideTransactions(inner: PaymentGateway): PaymentGateway {
  return {
    mode: inner.mode,
    createIntent: (input) => (assertOutsideTransaction("A payment gateway call"), inner.createIntent(input)),
    retrieveIntent: (id) => (assertOutsideTransaction("A payment gateway call"), inner.retrieveIntent(id)),
    refund: (input) => (assertOutsideTransaction("A payment gateway call"), inner.refund(input)),
    listRefunds: (id) => (assertOutsideTransaction("A payment gateway call"), inner.listRefunds(id)),
    clientSecretOf: (id) => (assertOutsideTransaction("A payment gateway call"), inner.clientSecretOf(id)),
    holdsClientSecret: (id, secret) => (
      assertOutsideTransaction("A payment gateway call"),
      inner.holdsClientSecret(id, secret)
    ),
    providerIntent: (id) => (assertOutsideTransaction("A payment gateway call"), inner.providerIntent(id)),
    savedCardOf: (id) => (assertOutsideTransaction("A payment gateway call"), inner.savedCardOf(id)),
    chargeOffSession: (input) => (assertOutsideTransaction("A payment gateway call"), inner.chargeOffSession(input)),
    parseWebhook: (rawBody, signature) => inner.parseWebhook(rawBody, signature),
  };
}

export interface RecordIntentInput {
  purpose: IntentPurpose;
  amountPence: number;
  /** hash of the request: an identical request later gets this intent again */
  requestHash: string;
  /** the gateway's idempotency key: a retried creation never makes a second intent */
  idempotencyKey: string;
  userId?: number;
  bookingId?: number;
  description?: string;
  /** Stripe metadata (strings, no personal data) */
  metadata?: Record<string, string>;
  /** the client agreed to later off-session charges (the automatic balance) */
  saveCard?: boolean;
}

export interface TrackedIntent {
  intentId: string;
  clientSecret: string;
  /** false when an identical, still-usable intent was returned again */
  created: boolean;
}

/**
 * Creates the intent at the gateway, then records it in payment_intents. Never inside a
 * transaction: the gateway call is the slow part and must not hold a connection or a lock.
 */
export async function createAndRecordIntent(input: RecordIntentInput): Promise<TrackedIntent> {
  if (!Number.isInteger(input.amountPence) || input.amountPence < 30) {
    throw badRequest("The amount to pay is too small.");
  }
  const gateway = getPaymentGateway();
  const intent = await gateway.createIntent({
    amountPence: input.amountPence,
    description: input.description ?? describe(input.purpose),
    metadata: {
      purpose: input.purpose,
      requestHash: input.requestHash.slice(0, 32),
      ...(input.userId ? { userId: String(input.userId) } : {}),
      ...(input.bookingId ? { bookingId: String(input.bookingId) } : {}),
      ...input.metadata,
    },
    idempotencyKey: input.idempotencyKey,
    ...(input.saveCard ? { saveCard: true } : {}),
  });
  await db.paymentIntent.upsert({
    where: { id: intent.id },
    update: {},
    create: {
      id: intent.id,
      provider: gateway.mode,
      purpose: input.purpose,
      amountPence: input.amountPence,
      currency: "gbp",
      status: "requires_payment_method",
      requestHash: input.requestHash,
      userId: input.userId ?? null,
      bookingId: input.bookingId ?? null,
    },
  });
  return { intentId: intent.id, clientSecret: intent.clientSecret, created: true };
}

/** The client secret of a stored intent (demo: derived; Stripe: asked). Outside transactions only. */
export async function clientSecretOf(row: { id: string; provider: string }): Promise<string | null> {
  return gatewayOf(row.provider).clientSecretOf(row.id);
}

/** The intent id of a client secret the caller really holds, else null. Outside transactions only. */
export async function verifiedIntentId(clientSecret: string): Promise<string | null> {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id) return null;
  const row = await db.paymentIntent.findUnique({ where: { id }, select: { id: true, provider: true } });
  if (!row) return null;
  return (await gatewayOf(row.provider).holdsClientSecret(id, clientSecret)) ? id : null;
}

/**
 * A payment intent that is not tied to a booking (the bar registration fee). The same request
 * within HOLD_MINUTES gets the same intent back (double clicks, retries).
 */
export async function createUnboundIntent(
  input: Omit<RecordIntentInput, "requestHash" | "idempotencyKey"> & { request: unknown },
): Promise<TrackedIntent> {
  const requestHash = requestHashOf({
    p: input.purpose,
    a: input.amountPence,
    d: input.request,
    u: input.userId ?? null,
  });
  const gateway = getPaymentGateway();
  const previous = await db.paymentIntent.findFirst({
    where: {
      purpose: input.purpose,
      provider: gateway.mode,
      amountPence: input.amountPence,
      requestHash,
      usedAt: null,
      bookingId: null,
      status: { in: ["requires_payment_method", "failed"] },
      createdAt: { gt: new Date(Date.now() - HOLD_MINUTES * 60_000) },
    },
    orderBy: { createdAt: "desc" },
  });
  if (previous) {
    const clientSecret = await clientSecretOf(previous);
    if (clientSecret) return { intentId: previous.id, clientSecret, created: false };
  }
  return createAndRecordIntent({
    ...input,
    requestHash,
    idempotencyKey: `${input.purpose}:${requestHash.slice(0, 40)}:${randomUUID()}`,
  });
}

function describe(purpose: IntentPurpose): string {
  switch (purpose) {
    case "registration":
      return "Summon a Magician: partner bar registration fee";
    case "bar-booking":
      return "Summon a Magician: bar service booking";
    case "balance":
      return "Summon a Magician: payment towards a booking";
    default:
      return "Summon a Magician: magic performance booking";
  }
}

/**
 * Brings our row of an intent up to date with the gateway when our row does not know of its
 * success yet (Stripe's webhook may not have arrived). Outside transactions only.
 */
export async function syncIntentSuccess(intentId: string): Promise<void> {
  const row = await db.paymentIntent.findUnique({ where: { id: intentId } });
  if (!row || row.status === "succeeded") return;
  const intent = await gatewayOf(row.provider).providerIntent(row.id);
  if (intent?.status === "succeeded" && intent.amountPence === row.amountPence) {
    await db.paymentIntent.updateMany({
      where: { id: row.id, status: { not: "succeeded" } },
      data: { status: "succeeded", failureReason: null },
    });
  }
}

/**
 * For flows that consume a payment once (bar registration): inside the caller's transaction,
 * checks that the intent exists with this purpose, has succeeded (our row: call syncIntentSuccess
 * before the transaction) and was never used; then marks it used. Refused as 'Payment not
 * completed', or as a conflict when already used.
 */
export async function claimSucceededIntent(
  tx: Prisma.TransactionClient,
  input: { intentId: string; purpose: IntentPurpose },
) {
  const row = await tx.paymentIntent.findUnique({ where: { id: input.intentId } });
  if (!row || row.purpose !== input.purpose)
    throw new AppError("payment_required", "Payment not completed", undefined, { code: "payment-not-found" });
  if (row.usedAt) throw conflict("This payment has already been used.");
  // Our row is the truth here; callers bring it up to date first with syncIntentSuccess (outside the transaction).
  const succeeded = row.status === "succeeded";
  if (!succeeded)
    throw new AppError("payment_required", "Payment not completed", undefined, { code: "payment-not-completed" });
  const claimed = await tx.paymentIntent.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date(), status: "succeeded" },
  });
  if (claimed.count !== 1) throw conflict("This payment has already been used.");
  return { ...row, status: "succeeded", usedAt: new Date() };
}

/** The stored intent of a client-supplied payment id or client secret, or null. */
export async function findIntentRow(idOrSecret: string) {
  const id = intentIdFromClientSecret(idOrSecret) ?? idOrSecret;
  if (!/^[A-Za-z0-9_]{3,255}$/.test(id)) return null;
  return db.paymentIntent.findUnique({ where: { id } });
}
