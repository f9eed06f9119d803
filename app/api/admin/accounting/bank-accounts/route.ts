import { bankAccounts } from "@/lib/server/accounting/connection";
import { route } from "@/lib/server/route";
import { bankAccountsAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/accounting/bank-accounts (magician only): the chosen organisation's bank accounts, as
 * the provider lists them (409 when not connected or no organisation chosen; 502 when it fails).
 */
export const GET = route(
  { auth: "magician", response: { 200: bankAccountsAnswer }, errors: ["conflict", "bad_gateway"] },
  async () => Response.json({ bankAccounts: await bankAccounts() }),
);
