import { audit } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { retryFailedMail } from "@/lib/server/mail/outbox";
import { route } from "@/lib/server/route";
import { retriedMailAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/** POST /api/admin/jobs/retry-mail (magician only): failed mail goes back to the outbox queue. 200 { retried }. */
export const POST = route({ auth: "magician", response: { 200: retriedMailAnswer } }, async ({ user }) => {
  const retried = await db.$transaction(async (tx) => {
    const count = await retryFailedMail(tx);
    if (count > 0) await audit(tx, user, { action: "mail.retry", entity: "email_outbox", after: { retried: count } });
    return count;
  });
  return Response.json({ retried }, { headers: { "Cache-Control": "private, no-store" } });
});
