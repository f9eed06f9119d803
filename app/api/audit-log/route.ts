import { listAuditLog } from "@/lib/server/admin/audit";
import { route } from "@/lib/server/route";
import { z } from "zod";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  limit: z.coerce.number({ error: "Limit must be a number from 1 to 200." }).int().min(1).max(200).optional(),
  before: z.coerce.number({ error: "Invalid cursor." }).int().positive().optional(),
  entity: z.string().trim().max(50).optional(),
});

/** GET /api/audit-log?limit&before&entity: the magician's actions, newest first (read-only). */
export const GET = route({ auth: "magician", query: querySchema }, async ({ query }) =>
  Response.json(await listAuditLog(query)),
);
