/**
 * GET /api/quote/{token} (the client's HMAC link) → the quote: lines, total, plan (due now, balance),
 * the cancellation terms and their version, `agreementText` and `agreementSha256` (to send back when
 * accepting), the acceptance once signed, `bookingUrl` once paid. 404 unknown link; 410 withdrawn or expired.
 */
import { clientQuoteView } from "@/lib/server/quotes/client-view";
import { route, tokenParams } from "@/lib/server/route";
import { clientQuoteAnswer } from "@/lib/validation/answers/client-quote";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: clientQuoteAnswer }, errors: ["gone"] },
  async ({ params }) =>
    Response.json(await clientQuoteView(params.token), { headers: { "Cache-Control": "private, no-store" } }),
);
