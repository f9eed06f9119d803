import { getBarSummary } from "@/lib/server/bar/dashboard";
import { route } from "@/lib/server/route";
import { barSummaryAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

/** The signed-in bar's revenue cards: commission and drinks revenue, computed from the database. */
export const GET = route({ auth: "bar-client", response: { 200: barSummaryAnswer } }, async ({ user }) =>
  Response.json(await getBarSummary(user.id)),
);
