import { chooseOrganisation } from "@/lib/server/accounting/connection";
import { connectionView } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { chooseOrganisationSchema } from "@/lib/validation/accounting";
import { accountingConnectionAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * PUT /api/admin/accounting/organisation (magician only) { id }: the organisation to send to, one of
 * those the consent covers (400 otherwise; 409 when not connected). A new one clears the bank account.
 * → the connection
 */
export const PUT = route(
  {
    auth: "magician",
    body: chooseOrganisationSchema,
    response: { 200: accountingConnectionAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, body }) => {
    await chooseOrganisation(user, body.id);
    return Response.json(await connectionView());
  },
);
