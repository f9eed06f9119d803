import { chooseBankAccount } from "@/lib/server/accounting/connection";
import { connectionView } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { chooseBankAccountSchema } from "@/lib/validation/accounting";
import { accountingConnectionAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * PUT /api/admin/accounting/bank-account (magician only) { id }: the bank account payments and refunds
 * go into, one of the organisation's (400 otherwise; 409 when not connected). → the connection
 */
export const PUT = route(
  {
    auth: "magician",
    body: chooseBankAccountSchema,
    response: { 200: accountingConnectionAnswer },
    errors: ["bad_request", "conflict", "bad_gateway"],
  },
  async ({ user, body }) => {
    await chooseBankAccount(user, body.id);
    return Response.json(await connectionView());
  },
);
