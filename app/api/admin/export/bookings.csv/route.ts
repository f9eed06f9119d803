import { bookingsCsv, bookingsCsvFilename, csvResponse } from "@/lib/server/admin/export";
import { log } from "@/lib/server/log";
import { route } from "@/lib/server/route";
import { exportBookingsQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/export/bookings.csv?from=yyyy-MM-dd&to=yyyy-MM-dd (magician only): the listed
 * bookings whose event date is in the range (both ends optional, inclusive) as a streamed CSV
 * download (lib/server/admin/export.ts). A malformed date or `to` before `from` is 400 with the field.
 */
export const GET = route(
  { auth: "magician", query: exportBookingsQuerySchema, response: { 200: "text/csv" } },
  async ({ user, query }) => {
    const body = await bookingsCsv(query);
    // A bulk copy of clients' personal data leaving the system: worth a line in the log (not the audit log, which records changes).
    log("info", "export", { export: "bookings", actorId: user.id, from: query.from ?? null, to: query.to ?? null });
    return csvResponse(body, bookingsCsvFilename(query));
  },
);
