/**
 * POST /api/quote/{token}/payment → 200 as POST /api/quote/{token}/accept answered: the same
 * { clientSecret, paymentIntentId, amountPence, totalPence, balanceDueOnDayPence, bookingId,
 * holdExpiresAt } of the checkout the client started by accepting, while its hold on the date lasts
 * (the quote's `pendingPayment`). 404 unknown link; 409 nothing to continue (code
 * no-payment-to-continue) or paid already (code quote-paid); 410 withdrawn or expired; 429 too many attempts.
 */
import { PAYMENT_INTENT_RATE_LIMIT } from "@/lib/server/bookings/checkout-request";
import { continueQuotePayment } from "@/lib/server/quotes/continue-payment";
import { route, tokenParams } from "@/lib/server/route";
import { paymentIntentAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    rateLimit: PAYMENT_INTENT_RATE_LIMIT,
    response: { 200: paymentIntentAnswer },
    errors: ["bad_request", "conflict", "gone", "bad_gateway", "service_unavailable"],
  },
  async ({ params }) =>
    Response.json(await continueQuotePayment(params.token), { headers: { "Cache-Control": "private, no-store" } }),
);
