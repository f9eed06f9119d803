/**
 * POST /api/quotes/{id}/send (magician) → the quote, sent: the client is e-mailed its link (again
 * when sent before). 409 for an accepted, withdrawn or expired quote.
 */
import { sendQuote } from "@/lib/server/quotes/send";
import { idParams, route } from "@/lib/server/route";
import { quoteAnswer } from "@/lib/validation/answers/quote";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "magician", params: idParams, response: { 200: quoteAnswer }, errors: ["conflict"] },
  async ({ user, params }) => Response.json(await sendQuote(user, params.id)),
);
