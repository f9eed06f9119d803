/**
 * POST /api/stripe/webhook: Stripe's event delivery. The raw body is verified with
 * STRIPE_WEBHOOK_SECRET by the gateway; 400 { error } on a missing or bad signature or when no
 * secret is configured. Handled: payment_intent.succeeded (booking saved if needed, paid,
 * confirmed; registration marked paid), payment_intent.payment_failed (reason recorded, booking
 * stays pending), payment_intent.processing / requires_action / canceled, charge.refunded (the
 * payment's refunds recorded), charge.refund.updated / refund.created / refund.updated /
 * refund.failed (one refund's state: pending, then succeeded, failed or canceled once and for good),
 * charge.dispute.created / updated / funds_withdrawn / funds_reinstated / closed.
 * 200 { received: true, duplicate } — each event id is processed once.
 */
import { settleWebhook } from "@/lib/server/ledger/settle-payment";
import { route } from "@/lib/server/route";
import { webhookAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * No session and no cross-site check (Stripe's servers call it): the signature over the raw body,
 * capped at MAX_WEBHOOK_BYTES by the boundary, is the credential.
 */
const BOUNDARY = {
  auth: "public",
  csrf: false,
  body: "raw",
  maxBytes: MAX_WEBHOOK_BYTES,
  response: { 200: webhookAnswer },
  errors: ["bad_request", "not_found"],
} as const;

export const POST = route(BOUNDARY, async ({ request, body: raw }) => {
  const settled = await settleWebhook(raw, request.headers.get("stripe-signature"));
  return Response.json({ received: true, ...settled });
});
