/**
 * POST /api/stripe/webhook: Stripe's event delivery. The raw body is verified with
 * STRIPE_WEBHOOK_SECRET (stripe.webhooks.constructEvent); 400 { error } on a missing or bad
 * signature or when no secret is configured. Handled: payment_intent.succeeded (booking saved if
 * needed, paid, confirmed; registration marked paid), payment_intent.payment_failed (reason
 * recorded, booking stays pending), payment_intent.processing / canceled, charge.refunded
 * (booking refunded). 200 { received: true, duplicate } — each event id is processed once.
 */
import type Stripe from "stripe";
import { badRequest } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { paymentSettings } from "@/lib/server/payments";
import { createStripeClient } from "@/lib/server/payments/stripe";
import { processPaymentEvent, type PaymentEventInput } from "@/lib/server/bookings/settlement";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const MAX_WEBHOOK_BYTES = 512 * 1024;

function toPaymentEvent(event: Stripe.Event): PaymentEventInput | null {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        intentId: intent.id,
        amountPence: intent.amount_received || intent.amount,
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        intentId: intent.id,
        failureReason: intent.last_payment_error?.message ?? undefined,
      };
    }
    case "payment_intent.processing":
    case "payment_intent.canceled":
      return { eventId: event.id, type: event.type, intentId: event.data.object.id };
    case "charge.refunded": {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) return null;
      return { eventId: event.id, type: event.type, intentId, amountRefundedPence: charge.amount_refunded };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const intentId = typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!intentId) return null;
      return {
        eventId: event.id,
        type: event.type,
        intentId,
        amountPence: dispute.amount,
        failureReason: dispute.reason,
      };
    }
    default:
      return null;
  }
}

/**
 * No session and no cross-site check (Stripe's servers call it): the signature over the raw body,
 * capped at MAX_WEBHOOK_BYTES by the boundary, is the credential.
 */
const BOUNDARY = { auth: "public", csrf: false, body: "raw", maxBytes: MAX_WEBHOOK_BYTES } as const;

export const POST = route(BOUNDARY, async ({ request, body: raw }) => {
  const { secretKey, apiBase, webhookSecret } = paymentSettings();
  if (!webhookSecret) throw badRequest("Stripe webhooks are not configured.");
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe signature.");
  let event: Stripe.Event;
  try {
    event = createStripeClient(secretKey ?? "sk_test_webhook_verification_only", apiBase).webhooks.constructEvent(
      raw,
      signature,
      webhookSecret,
    );
  } catch {
    log("warn", "stripe_webhook_bad_signature");
    throw badRequest("Invalid Stripe signature.");
  }
  const input = toPaymentEvent(event);
  if (!input) return Response.json({ received: true, ignored: true });
  const result = await processPaymentEvent(input);
  log("info", "stripe_webhook_processed", {
    eventId: event.id,
    type: event.type,
    duplicate: result.duplicate,
    bookingId: result.bookingId,
  });
  return Response.json({ received: true, duplicate: result.duplicate });
});
