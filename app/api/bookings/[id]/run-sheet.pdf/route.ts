import { idParams, route } from "@/lib/server/route";
import { runSheetPdf, runSheetResponse } from "@/lib/server/today/run-sheet";

export const dynamic = "force-dynamic";

/** GET /api/bookings/{id}/run-sheet.pdf (magician only) → application/pdf: the gig's run sheet; 404 unknown booking. */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: "application/pdf" }, errors: ["not_found"] },
  async ({ params }) => runSheetResponse(`run-sheet-${params.id}.pdf`, await runSheetPdf(params.id)),
);
