import { route } from "@/lib/server/route";
import { dayRunSheetsPdf, runSheetResponse } from "@/lib/server/today/run-sheet";
import { runSheetsQuerySchema } from "@/lib/validation/today";

export const dynamic = "force-dynamic";

/** GET /api/admin/run-sheets.pdf?date=yyyy-MM-dd (magician only) → application/pdf: every run sheet of the day, in start order. 400 bad date. */
export const GET = route(
  { auth: "magician", query: runSheetsQuerySchema, response: { 200: "application/pdf" } },
  async ({ query }) => runSheetResponse(`run-sheets-${query.date}.pdf`, await dayRunSheetsPdf(query.date)),
);
