/**
 * POST /api/quote/{token}/accept { signedName, agreementSha256, autoBalance?, smsConsent?, confirmOtherName? } → 200 as POST /api/create-payment-intent:
 *   { clientSecret, paymentIntentId, amountPence (due now), totalPence, balanceDueOnDayPence, bookingId,
 *   holdExpiresAt }: the signature is recorded and the booking, awaiting payment, holds the date.
 * 400 { error, fieldErrors } (no name; or, code signed-name-differs, a name other than the client's
 * without confirmOtherName: true; code sms-not-textable, texts asked for a number that is not a UK mobile); 404 unknown link; 409 accepted already, the quote changed since
 * it was read (code quote-changed), or the date refused by the booking rules (the wizard's message);
 * 410 withdrawn or expired; 429 too many attempts; 502 the payment provider failed.
 */
import { PAYMENT_INTENT_RATE_LIMIT } from "@/lib/server/bookings/checkout-request";
import { clientAddress } from "@/lib/server/http";
import { acceptQuote } from "@/lib/server/quotes/acceptance";
import { route, tokenParams } from "@/lib/server/route";
import { quoteAcceptSchema } from "@/lib/validation/quotes";
import { paymentIntentAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    rateLimit: PAYMENT_INTENT_RATE_LIMIT,
    body: quoteAcceptSchema,
    response: { 200: paymentIntentAnswer },
    errors: ["bad_request", "conflict", "gone", "bad_gateway", "service_unavailable"],
  },
  async ({ request, params, body }) =>
    Response.json(
      await acceptQuote(params.token, body, {
        address: clientAddress(request),
        userAgent: request.headers.get("user-agent"),
      }),
    ),
);
