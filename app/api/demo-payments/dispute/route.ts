/**
 * POST /api/demo-payments/dispute: the offline demo gateway's card holder's bank (only while the
 * demo gateway takes the payments; 404 otherwise), for tests and demos of a dispute.
 * Body: { paymentIntentId: string, clientSecret: string, action: "open" | "close" } (close: the bank decided
 * for the magician; clientSecret: the payment's, as for /api/demo-payments/confirm).
 * 200 { paymentIntentId, dispute: "open" | "won", bookingId? }: settled through the same code as
 * Stripe's charge.dispute.created / charge.dispute.closed. 400 without a client secret; 404 for an unknown or
 * unpaid payment, or a client secret that is not that payment's.
 */
import { z } from "@/lib/validation/zod";
import { settleDemoDispute } from "@/lib/server/ledger/settle-payment";
import { route } from "@/lib/server/route";
import { demoDisputeAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

const schema = z.object({
  paymentIntentId: z
    .string({ error: "Payment reference is required." })
    .trim()
    .min(1, "Payment reference is required.")
    .max(255),
  clientSecret: z
    .string({ error: "Payment client secret is required." })
    .trim()
    .min(1, "Payment client secret is required.")
    .max(300),
  action: z.enum(["open", "close"], { error: 'Action must be "open" or "close".' }),
});

export const POST = route(
  {
    auth: "public",
    body: schema,
    response: { 200: demoDisputeAnswer },
    errors: ["bad_request", "not_found", "conflict"],
  },
  async ({ body }) => Response.json(await settleDemoDispute(body.paymentIntentId, body.clientSecret, body.action)),
);
