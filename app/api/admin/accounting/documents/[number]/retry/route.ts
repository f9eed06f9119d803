import { retryAccountingDocument } from "@/lib/server/accounting/retry";
import { route } from "@/lib/server/route";
import { documentNumberParams } from "@/lib/validation/accounting";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/accounting/documents/{number}/retry (magician only): the document's failed items
 * (it, its payment or refund) are sent again by the next run of the sync. 404 for an unknown document;
 * 409 when not connected or nothing of it failed. → 204
 */
export const POST = route(
  { auth: "magician", params: documentNumberParams, response: { 204: null }, errors: ["not_found", "conflict"] },
  async ({ user, params }) => {
    await retryAccountingDocument(user, params.number);
    return new Response(null, { status: 204 });
  },
);
