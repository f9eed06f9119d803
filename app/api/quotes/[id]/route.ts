/**
 * GET /api/quotes/{id} (magician) → the quote (lines, total, status, the client's link, the acceptance record).
 * PATCH /api/quotes/{id} (magician) { any quote field; lines replace the lines whole } → the quote;
 *   409 once accepted (or withdrawn); 400 { error, fieldErrors } for bad fields, nothing saved.
 * DELETE /api/quotes/{id} (magician) → 200 the quote, withdrawn (its link answers 410); 409 once accepted.
 */
import { getQuote } from "@/lib/server/quotes/list";
import { updateQuote } from "@/lib/server/quotes/update";
import { withdrawQuote } from "@/lib/server/quotes/withdraw";
import { idParams, route } from "@/lib/server/route";
import { quoteUpdateSchema } from "@/lib/validation/quotes";
import { quoteAnswer } from "@/lib/validation/answers/quote";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "magician", params: idParams, response: { 200: quoteAnswer } }, async ({ params }) =>
  Response.json(await getQuote(params.id)),
);

export const PATCH = route(
  {
    auth: "magician",
    params: idParams,
    body: quoteUpdateSchema,
    response: { 200: quoteAnswer },
    errors: ["conflict"],
  },
  async ({ user, params, body }) => Response.json(await updateQuote(user, params.id, body)),
);

export const DELETE = route(
  { auth: "magician", params: idParams, response: { 200: quoteAnswer }, errors: ["conflict"] },
  async ({ user, params }) => Response.json(await withdrawQuote(user, params.id)),
);
