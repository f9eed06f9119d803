import { connectionView } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { accountingConnectionAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/accounting/connection (magician only): which providers are configured, and the
 * connection: its organisations and the one chosen, the bank account, the send-from date.
 */
export const GET = route({ auth: "magician", response: { 200: accountingConnectionAnswer } }, async () =>
  Response.json(await connectionView()),
);
