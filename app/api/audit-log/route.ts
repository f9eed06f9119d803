import { auditLogPage } from "@/lib/server/admin/audit-log";
import { pageResponse } from "@/lib/server/paging";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/audit-log?limit&cursor&entity: the magician's actions, newest first (read-only), a page
 * at a time with the next in a Link header; ?before=<id> is an alias of the cursor.
 */
export const GET = route({ auth: "magician" }, async ({ url }) => pageResponse(await auditLogPage(url)));
