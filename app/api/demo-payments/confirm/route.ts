/**
 * POST /api/demo-payments/confirm: the offline demo gateway's "card network" (only when no
 * STRIPE_SECRET_KEY is set; 404 otherwise).
 * Body: { clientSecret: string, outcome?: "succeed" | "fail", card?: string } (card: the demo card's number; with a
 * consented automatic balance the card is saved, and 4000 0000 0000 0341 then declines every off-session charge).
 * 200 { status: "succeeded", paymentIntentId, bookingId? }: settled through the same code as
 * Stripe's webhook (the booking awaiting this payment is confirmed).
 * 402 { error: "Your card was declined.", status: "failed" }; 409 { error, title } when the
 * hold ended and the place was taken meanwhile (nothing is charged); 400/404 for a bad client secret.
 */
import { z } from "@/lib/validation/zod";
import { settleDemoPayment } from "@/lib/server/ledger/settle-payment";
import { route } from "@/lib/server/route";
import { demoPaymentAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

const schema = z.object({
  clientSecret: z
    .string({ error: "Payment reference is required." })
    .trim()
    .min(1, "Payment reference is required.")
    .max(300),
  outcome: z.enum(["succeed", "fail"]).default("succeed"),
  card: z.string().max(30).optional(),
});

export const POST = route(
  {
    auth: "public",
    body: schema,
    response: { 200: demoPaymentAnswer },
    errors: ["bad_request", "not_found", "conflict", "payment_required"],
  },
  async ({ body }) => Response.json(await settleDemoPayment(body.clientSecret, body.outcome, body.card)),
);
