// The Stripe stand-in for a test file, and webhooks signed as Stripe signs them: the four files that
// talk to "Stripe" (payments, the ledger, refund states, event order) share these.
import Stripe from "stripe";
import { POST as webhookRoute } from "@/app/api/stripe/webhook/route";
import { request } from "../../support/auth";
import { StripeStandIn } from "./stripe-standin";

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_stand_in";
const signer = new Stripe("sk_test_signing_only");

/** A stand-in started before the file's tests, with the Stripe client pointed at it (STRIPE_*), and stopped after them. */
export function withStripeStandIn(): StripeStandIn {
  const standIn = new StripeStandIn();
  beforeAll(async () => {
    const base = await standIn.start();
    process.env.STRIPE_SECRET_KEY = "sk_test_standin";
    process.env.STRIPE_API_BASE = base;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    await standIn.stop();
  });
  return standIn;
}

let counter = 0;

/** An event as Stripe's webhook sends it, around `object` (a fresh id unless one is given). */
export function stripeEvent(type: string, object: object, id = `evt_standin_${++counter}`) {
  return {
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: 1,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}

/**
 * POSTs an event to the webhook route, signed with the stand-in's secret (or another `secret`), or
 * with the `signature` given (null: none at all).
 */
export async function postWebhook(
  event: unknown,
  opts: { signature?: string | null; secret?: string } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET })
      : opts.signature;
  return webhookRoute(
    await request("/api/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: signature === null ? {} : { "stripe-signature": signature },
    }),
  );
}
