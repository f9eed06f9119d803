import { auditLogPage } from "@/lib/server/admin/audit-log";
import { pageResponse } from "@/lib/server/paging";
import { route } from "@/lib/server/route";
import { auditLogAddressSchema } from "@/lib/validation/booking-list";
import { z } from "@/lib/validation/zod";
import { auditLogRowAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * GET /api/audit-log?limit&cursor&entity: the magician's actions, newest first (read-only), a page
 * at a time with the next in a Link header; ?before=<id> is an alias of the cursor.
 */
export const GET = route(
  {
    auth: "magician",
    query: auditLogAddressSchema,
    response: { 200: z.array(auditLogRowAnswer) },
    errors: ["bad_request"],
  },
  async ({ url }) => pageResponse(await auditLogPage(url)),
);
