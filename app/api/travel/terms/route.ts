import { route } from "@/lib/server/route";
import { getPublicTravelTerms } from "@/lib/server/settings/travel";
import { travelTermsAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

/**
 * GET /api/travel/terms (public) → { mode: "flat"|"distance", freeMiles, pencePerMile, minimumPence, maxMiles,
 * homeArea }: how travel is charged, for the wizard's texts (the table and the home postcode stay private).
 */
export const GET = route({ auth: "public", response: { 200: travelTermsAnswer } }, async () =>
  Response.json(await getPublicTravelTerms()),
);
