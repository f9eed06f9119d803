import { listOutbox } from "@/lib/server/mail/viewer";
import { route } from "@/lib/server/route";
import { outboxListAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/** GET /api/admin/outbox (magician only; 404 when SMTP_URL is set): { mail: [{ id, to, subject, kind, status, createdAt }] }, newest first. */
export const GET = route({ auth: "magician", response: { 200: outboxListAnswer }, errors: ["not_found"] }, async () =>
  Response.json({ mail: await listOutbox() }, { headers: { "Cache-Control": "private, no-store" } }),
);
