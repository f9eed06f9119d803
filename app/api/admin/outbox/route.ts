import { listOutbox } from "@/lib/server/mail/viewer";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/outbox (magician only; 404 when SMTP_URL is set): { mail: [{ id, to, subject, kind, status, createdAt }] }, newest first. */
export const GET = route({ auth: "magician" }, async () =>
  Response.json({ mail: await listOutbox() }, { headers: { "Cache-Control": "private, no-store" } }),
);
