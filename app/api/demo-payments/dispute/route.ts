/**
 * POST /api/demo-payments/dispute: the offline demo gateway's card holder's bank (only while the
 * demo gateway takes the payments; 404 otherwise), for tests and demos of a dispute.
 * Body: { paymentIntentId: string, action: "open" | "close" } (close: the bank decided for the magician).
 * 200 { paymentIntentId, dispute: "open" | "won", bookingId? }: settled through the same code as
 * Stripe's charge.dispute.created / charge.dispute.closed. 404 for an unknown or unpaid payment.
 */
import { z } from "zod";
import { settleDemoDispute } from "@/lib/server/ledger/settle-payment";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const schema = z.object({
  paymentIntentId: z
    .string({ error: "Payment reference is required." })
    .trim()
    .min(1, "Payment reference is required.")
    .max(255),
  action: z.enum(["open", "close"], { error: 'Action must be "open" or "close".' }),
});

export const POST = route({ auth: "public", body: schema }, async ({ body }) =>
  Response.json(await settleDemoDispute(body.paymentIntentId, body.action)),
);
