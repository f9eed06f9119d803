import { requireMagician } from "@/lib/server/auth/session";
import { csvResponse, leadsCsv, leadsCsvFilename } from "@/lib/server/admin/export";
import { handle } from "@/lib/server/http";
import { log } from "@/lib/server/log";

export const dynamic = "force-dynamic";

/** GET /api/admin/export/leads.csv (magician only): every lead as a streamed CSV download (lib/server/admin/export.ts). */
export const GET = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const body = await leadsCsv();
  // A bulk copy of enquirers' personal data leaving the system: worth a line in the log (not the audit log, which records changes).
  log("info", "export", { export: "leads", actorId: user.id });
  return csvResponse(body, leadsCsvFilename());
});
