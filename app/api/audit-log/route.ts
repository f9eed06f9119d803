import { auditLogPage } from "@/lib/server/admin/audit";
import { requireMagician } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";
import { pageResponse } from "@/lib/server/paging";

export const dynamic = "force-dynamic";

/**
 * GET /api/audit-log?limit&cursor&entity: the magician's actions, newest first (read-only), a page
 * at a time with the next in a Link header; ?before=<id> is an alias of the cursor.
 */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return pageResponse(await auditLogPage(new URL(request.url)));
});
