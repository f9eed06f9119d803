/**
 * POST /api/demo-payments/refund: the offline demo gateway's card network settling a pending
 * refund (only while the demo gateway takes the payments; 404 otherwise), for tests and demos of a
 * refund that goes through or fails later. A payment made with the demo card 4000 0000 0000 7726
 * has its refunds start pending.
 * Body: { refundId: string, outcome: "succeed" | "fail" } (fail: the card has expired).
 * 200 { refundId, status: "succeeded" | "failed", bookingId? }: settled through the same code as
 * Stripe's charge.refund.updated. 404 for an unknown refund or one no longer pending.
 */
import { z } from "@/lib/validation/zod";
import { settleDemoRefund } from "@/lib/server/ledger/settle-payment";
import { route } from "@/lib/server/route";
import { demoRefundAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

const schema = z.object({
  refundId: z
    .string({ error: "Refund reference is required." })
    .trim()
    .min(1, "Refund reference is required.")
    .max(255),
  outcome: z.enum(["succeed", "fail"], { error: 'Outcome must be "succeed" or "fail".' }),
});

export const POST = route(
  {
    auth: "public",
    body: schema,
    response: { 200: demoRefundAnswer },
    errors: ["bad_request", "not_found", "conflict"],
  },
  async ({ body }) => Response.json(await settleDemoRefund(body.refundId, body.outcome)),
);
