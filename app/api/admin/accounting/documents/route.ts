import { documentStates } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { documentStatesQuery } from "@/lib/validation/accounting";
import { documentStatesAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/accounting/documents?numbers=SAM-2027-0001,… (magician only): each document's state
 * in the accounting system: sent, waiting, failed (with the provider's reason) or not-sent.
 */
export const GET = route(
  { auth: "magician", query: documentStatesQuery, response: { 200: documentStatesAnswer } },
  async ({ query }) => Response.json(await documentStates(query.numbers)),
);
