import { insights } from "@/lib/server/admin/insights";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/insights (magician only): the Insights tab's figures for the last 12 months and
 * the next 6 → { months, byEventType, byVenue, commissionByBar }, money in pounds. Definitions:
 * lib/domain/insights.ts; computed by the database (lib/server/admin/insights.ts).
 */
export const GET = route({ auth: "magician" }, async () =>
  Response.json(await insights(), { headers: { "Cache-Control": "private, no-store" } }),
);
