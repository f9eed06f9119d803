import { listGoogleChanges } from "@/lib/server/calendars/google/changes";
import { route } from "@/lib/server/route";
import { googleChangesAnswer } from "@/lib/validation/google-calendar";

export const dynamic = "force-dynamic";

/** GET /api/admin/calendars/google/changes (magician only): { changes: [{ bookingId, kind: "moved" | "deleted", startsAt, endsAt, description, seenAt }] } */
export const GET = route({ auth: "magician", response: { 200: googleChangesAnswer } }, async () =>
  Response.json({ changes: await listGoogleChanges() }),
);
