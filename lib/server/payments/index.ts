import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db, type Prisma } from "@/lib/server/db";
import { HttpError, conflict } from "@/lib/server/http";
import { assertSlotFree, lockBookingDates } from "@/lib/server/availability";
import { DemoGateway, demoClientSecret, verifyDemoClientSecret } from "./demo";
import { StripeGateway, createStripeClient } from "./stripe";
import { intentIdFromClientSecret, type PaymentGateway } from "./types";

export * from "./types";

/** Minutes an unpaid booking intent holds its slot (issue 3 item 9). */
export const HOLD_MINUTES = 15;

export type IntentPurpose = "booking" | "bar-booking" | "registration";

/** Stripe settings, read from the environment on each call (tests switch modes at run time). */
export function paymentSettings() {
  const read = (name: string) => process.env[name]?.trim() || undefined;
  return {
    secretKey: read("STRIPE_SECRET_KEY"),
    apiBase: read("STRIPE_API_BASE"),
    webhookSecret: read("STRIPE_WEBHOOK_SECRET"),
  };
}

let cached: { signature: string; gateway: PaymentGateway } | undefined;

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the offline demo gateway. */
export function getPaymentGateway(): PaymentGateway {
  const { secretKey, apiBase } = paymentSettings();
  const signature = `${secretKey ?? "demo"}|${apiBase ?? ""}`;
  if (cached?.signature === signature) return cached.gateway;
  const gateway: PaymentGateway = secretKey ? new StripeGateway(createStripeClient(secretKey, apiBase)) : new DemoGateway();
  cached = { signature, gateway };
  return gateway;
}

export function getStripeGateway(): StripeGateway | null {
  const gateway = getPaymentGateway();
  return gateway instanceof StripeGateway ? gateway : null;
}

/** JSON with keys sorted, so equal details hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface SlotHold {
  kind: "public" | "bar";
  eventDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
}

export interface CreateTrackedIntentInput {
  purpose: IntentPurpose;
  amountPence: number;
  /** JSON stored with the intent; for bookings, everything needed to save the booking later */
  details: Record<string, unknown>;
  userId?: number;
  /** hold the slot for HOLD_MINUTES (checked against capacity and buffers under the date lock) */
  hold?: SlotHold;
  description?: string;
  /** extra Stripe metadata (strings, no personal data) */
  metadata?: Record<string, string>;
  /** the client secret of an earlier, unpaid intent of the same visitor: its hold is released first */
  replaceClientSecret?: string;
  /**
   * Releases this visitor's other unpaid holds on the same date first (a visitor who goes back in
   * the wizard and changes the time must not be blocked by their own earlier hold).
   */
  releaseHoldsOf?: { clientEmail?: string; userId?: number };
}

export interface TrackedIntent {
  intentId: string;
  clientSecret: string;
  /** false when an identical, still-usable intent was returned again */
  created: boolean;
}

const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

/**
 * Creates a payment intent with the gateway and records it in payment_intents. With `hold`, the
 * whole thing runs under the date's advisory lock: the slot must be free (bookings and other live
 * holds count) and the new row then holds it for 15 minutes, or until the booking is saved when paid.
 * An identical request (same purpose, amount, details, user) within the hold returns the same intent.
 */
export async function createTrackedIntent(input: CreateTrackedIntentInput): Promise<TrackedIntent> {
  if (!Number.isInteger(input.amountPence) || input.amountPence < 30) {
    throw new HttpError(400, "The amount to pay is too small.");
  }
  const requestHash = createHash("sha256")
    .update(canonicalJson({ p: input.purpose, a: input.amountPence, d: input.details, u: input.userId ?? null }))
    .digest("hex");
  const gateway = getPaymentGateway();
  const details = { ...input.details, requestHash } as Prisma.InputJsonObject;

  const run = async (tx: Prisma.TransactionClient): Promise<TrackedIntent> => {
    const now = new Date();
    if (input.replaceClientSecret) await releaseHold(tx, input.replaceClientSecret, input.userId);
    // An identical request that is still usable: hand back the same intent (double clicks, retries).
    const previous = await tx.paymentIntent.findFirst({
      where: {
        purpose: input.purpose,
        provider: gateway.mode,
        amountPence: input.amountPence,
        details: { path: ["requestHash"], equals: requestHash },
        usedAt: null,
        bookingId: null,
        status: { in: ["requires_payment_method", "failed"] },
        ...(input.hold ? { holdExpiresAt: { gt: now }, eventDate: input.hold.eventDate } : { createdAt: { gt: new Date(now.getTime() - HOLD_MINUTES * 60_000) } }),
      },
      orderBy: { createdAt: "desc" },
    });
    if (previous) {
      // Demo secrets are derived from the id: no second connection while the date lock is held.
      const clientSecret = previous.provider === "demo" ? demoClientSecret(previous.id) : (await gateway.retrieveIntent(previous.id)).clientSecret;
      if (clientSecret) return { intentId: previous.id, clientSecret, created: false };
    }
    if (input.hold && input.releaseHoldsOf && (input.releaseHoldsOf.clientEmail || input.releaseHoldsOf.userId)) {
      const who = input.releaseHoldsOf;
      await tx.paymentIntent.updateMany({
        where: {
          purpose: input.purpose,
          eventDate: input.hold.eventDate,
          usedAt: null,
          bookingId: null,
          status: { in: ["requires_payment_method", "failed"] },
          holdExpiresAt: { gt: now },
          ...(who.userId ? { userId: who.userId } : { details: { path: ["booking", "clientEmail"], equals: who.clientEmail! } }),
        },
        data: { holdExpiresAt: now },
      });
    }
    if (input.hold) {
      await assertSlotFree(tx, {
        kind: input.hold.kind,
        eventDate: input.hold.eventDate,
        startTime: input.hold.startTime,
        durationMinutes: input.hold.durationMinutes,
        now,
      });
    }
    const metadata: Record<string, string> = {
      purpose: input.purpose,
      requestHash: requestHash.slice(0, 32),
      ...(input.userId ? { userId: String(input.userId) } : {}),
      ...(input.hold ? { eventDate: input.hold.eventDate, startTime: input.hold.startTime, endTime: input.hold.endTime } : {}),
      ...input.metadata,
    };
    const intent = await gateway.createIntent({
      amountPence: input.amountPence,
      description: input.description ?? describe(input.purpose),
      metadata,
      idempotencyKey: `${input.purpose}:${requestHash.slice(0, 40)}:${randomUUID()}`,
    });
    await tx.paymentIntent.upsert({
      where: { id: intent.id },
      update: {},
      create: {
        id: intent.id,
        provider: gateway.mode,
        purpose: input.purpose,
        amountPence: input.amountPence,
        currency: "gbp",
        status: "requires_payment_method",
        details,
        userId: input.userId ?? null,
        eventDate: input.hold?.eventDate ?? null,
        startTime: input.hold?.startTime ?? null,
        endTime: input.hold?.endTime ?? null,
        holdExpiresAt: input.hold ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
      },
    });
    return { intentId: intent.id, clientSecret: intent.clientSecret, created: true };
  };

  if (!input.hold) return db.$transaction(run, TX_OPTIONS);
  const hold = input.hold;
  return db.$transaction(async (tx) => {
    await lockBookingDates(tx, hold.eventDate);
    return run(tx);
  }, TX_OPTIONS);
}

function describe(purpose: IntentPurpose): string {
  switch (purpose) {
    case "registration":
      return "Summon a Magician: partner bar registration fee";
    case "bar-booking":
      return "Summon a Magician: bar service booking";
    default:
      return "Summon a Magician: magic performance booking";
  }
}

/** Releases the slot hold of an unpaid intent the caller proves to own (by its client secret). */
async function releaseHold(tx: Prisma.TransactionClient, clientSecret: string, userId?: number): Promise<void> {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id) return;
  const row = await tx.paymentIntent.findUnique({ where: { id } });
  if (!row || row.usedAt || row.bookingId || row.status === "succeeded" || row.status === "processing") return;
  if (row.userId && row.userId !== userId) return;
  const owns = row.provider === "demo" ? verifyDemoClientSecret(clientSecret) === id : (await getPaymentGateway().retrieveIntent(id)).clientSecret === clientSecret;
  if (!owns) return;
  await tx.paymentIntent.update({ where: { id }, data: { holdExpiresAt: new Date() } });
}

/**
 * For flows that consume a payment once (bar registration): inside the caller's transaction,
 * checks that the intent exists with this purpose, has succeeded (our row, or the gateway when our
 * row does not know yet) and was never used; then marks it used. Throws 402 'Payment not completed'
 * or 409 when already used.
 */
export async function claimSucceededIntent(
  tx: Prisma.TransactionClient,
  input: { intentId: string; purpose: IntentPurpose },
) {
  const row = await tx.paymentIntent.findUnique({ where: { id: input.intentId } });
  if (!row || row.purpose !== input.purpose) throw new HttpError(402, "Payment not completed", undefined, { code: "payment-not-found" });
  if (row.usedAt) throw conflict("This payment has already been used.");
  let succeeded = row.status === "succeeded";
  // The demo gateway's truth is our row; only ask Stripe when our row does not know yet.
  if (!succeeded && row.provider !== "demo") {
    const intent = await getPaymentGateway().retrieveIntent(row.id);
    succeeded = intent.status === "succeeded" && intent.amountPence === row.amountPence;
  }
  if (!succeeded) throw new HttpError(402, "Payment not completed", undefined, { code: "payment-not-completed" });
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
