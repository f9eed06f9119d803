import { route } from "@/lib/server/route";
import { TRAVEL_RATE_LIMIT, quoteTravelTo } from "@/lib/server/travel";
import { travelQuerySchema } from "@/lib/validation/travel";

export const dynamic = "force-dynamic";

/**
 * GET /api/travel?postcode=EH1%201AA (public, rate-limited per address) → { area, miles, minutes, feePence, source,
 * accepted, postcode }: the drive from the magician's home to the venue and the travel line it costs (source
 * `maps`, `table`, or `default` when the place is not known: the flat fee); `accepted` is false beyond the
 * magician's maxMiles. 400 { error, fieldErrors: { postcode } } for a postcode that is not a UK postcode.
 */
export const GET = route(
  { auth: "public", rateLimit: TRAVEL_RATE_LIMIT, query: travelQuerySchema },
  async ({ query }) => Response.json(await quoteTravelTo(query.postcode), { headers: { "cache-control": "no-store" } }),
);
