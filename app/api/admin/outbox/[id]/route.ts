import { outboxMail } from "@/lib/server/mail/viewer";
import { idParams, route } from "@/lib/server/route";
import { outboxMailAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/** GET /api/admin/outbox/{id} (magician only; 404 when SMTP_URL is set): the mail as it would be sent, { id, to, subject, kind, status, createdAt, text, html, attachments }. */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: outboxMailAnswer } },
  async ({ params }) =>
    Response.json(await outboxMail(params.id), { headers: { "Cache-Control": "private, no-store" } }),
);
