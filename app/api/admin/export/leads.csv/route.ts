import { csvResponse, leadsCsv, leadsCsvFilename } from "@/lib/server/admin/export";
import { log } from "@/lib/server/log";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/export/leads.csv (magician only): every lead as a streamed CSV download (lib/server/admin/export.ts). */
export const GET = route({ auth: "magician", response: { 200: "text/csv" } }, async ({ user }) => {
  const body = await leadsCsv();
  // A bulk copy of enquirers' personal data leaving the system: worth a line in the log (not the audit log, which records changes).
  log("info", "export", { export: "leads", actorId: user.id });
  return csvResponse(body, leadsCsvFilename());
});
