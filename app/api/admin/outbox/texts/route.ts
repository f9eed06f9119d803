import { listTextOutbox } from "@/lib/server/sms/viewer";
import { route } from "@/lib/server/route";
import { textOutboxAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/outbox/texts (magician only; 404 when Twilio is configured): { texts: [{ id, bookingId, kind, to,
 * body, segments, encoding, status, sendAfter, createdAt }] }, newest first: the texts as they would be sent.
 */
export const GET = route({ auth: "magician", response: { 200: textOutboxAnswer }, errors: ["not_found"] }, async () =>
  Response.json({ texts: await listTextOutbox() }, { headers: { "Cache-Control": "private, no-store" } }),
);
