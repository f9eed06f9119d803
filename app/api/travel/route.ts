import { route } from "@/lib/server/route";
import { TRAVEL_RATE_LIMIT, quoteTravelTo } from "@/lib/server/travel";
import { TRAVEL_REFUSAL_TEXT, travelQuerySchema } from "@/lib/validation/travel";
import { travelQuoteAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

/**
 * GET /api/travel?postcode=EH1%201AA (public, rate-limited per address) → { area, miles, minutes, feePence, line,
 * source, accepted, refusal, message, postcode }: the drive from the magician's home to the venue and the travel
 * line it costs (line { kind, label, pricePence, miles }, as a booking there would store it; source `maps`,
 * `table`, or `default` when the drive is not known). By distance, `accepted` is false with `refusal`
 * `beyond-max-miles` (further than maxMiles) or `unknown-drive` (feePence and line null: nothing to price it by),
 * and `message` says to send an enquiry; flat mode charges the flat fee whatever the drive. 400 { error,
 * fieldErrors: { postcode } } for a postcode that is not a UK postcode.
 */
export const GET = route(
  { auth: "public", rateLimit: TRAVEL_RATE_LIMIT, query: travelQuerySchema, response: { 200: travelQuoteAnswer } },
  async ({ query }) => {
    const quote = await quoteTravelTo(query.postcode);
    const message = quote.refusal ? TRAVEL_REFUSAL_TEXT[quote.refusal].message : null;
    return Response.json({ ...quote, message }, { headers: { "cache-control": "no-store" } });
  },
);
