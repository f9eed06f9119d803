import { requireBarClient } from "@/lib/server/auth/session";
import { getBarSummary } from "@/lib/server/bar/dashboard";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The signed-in bar's revenue cards: commission and drinks revenue, computed from the database. */
export const GET = handle(async (request: Request) => {
  const user = await requireBarClient(request);
  return Response.json(await getBarSummary(user.id));
});
