import { startBalancePayment } from "@/lib/server/bookings/pay-balance";
import { route, tokenParams } from "@/lib/server/route";
import { managePaySchema } from "@/lib/validation/manage";
import { balancePaymentAnswer } from "@/lib/validation/answers/managed-booking";

export const dynamic = "force-dynamic";

/**
 * POST /api/manage/{token}/balance-intent { pay?: "balance" | "deposit" | "total" } →
 * { clientSecret, amount } (pounds, computed by the server). 409 when the booking is paid in full or
 * cancelled; 400 when that payment is not available; 404 unknown link; 502 when the gateway fails.
 */
export const POST = route(
  {
    auth: "token",
    params: tokenParams,
    body: managePaySchema,
    response: { 200: balancePaymentAnswer },
    errors: ["bad_request", "conflict", "gone", "bad_gateway", "service_unavailable"],
  },
  async ({ params, body }) =>
    Response.json(await startBalancePayment(params.token, body.pay), {
      headers: { "Cache-Control": "private, no-store" },
    }),
);
