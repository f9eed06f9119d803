import { insights } from "@/lib/server/admin/insights";
import { route } from "@/lib/server/route";
import { insightsQuerySchema } from "@/lib/validation/admin";
import { insightsAnswer } from "@/lib/validation/answers/insights";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/insights?from=yyyy-MM&to=yyyy-MM (magician only): the Insights tab's figures
 * → { months, byEventType, byVenue, commissionByBar }, money in pounds. Without from/to: the last
 * 12 months and the next 6; with one end only, the 18 months from or to it; both ends are included.
 * A malformed month, `to` before `from` or more than 60 months: 400 with the field's message.
 * Definitions: lib/domain/insights.ts; computed by the database (lib/server/admin/insights.ts).
 */
export const GET = route(
  { auth: "magician", query: insightsQuerySchema, response: { 200: insightsAnswer } },
  async ({ query }) =>
    Response.json(await insights(new Date(), query), { headers: { "Cache-Control": "private, no-store" } }),
);
