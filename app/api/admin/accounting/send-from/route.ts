import { setSendFrom } from "@/lib/server/accounting/connection";
import { connectionView } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { sendFromSchema } from "@/lib/validation/accounting";
import { accountingConnectionAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/**
 * PUT /api/admin/accounting/send-from (magician only) { from: yyyy-MM-dd }: documents issued on or
 * after that London date are sent, those issued before the connection included (400 for a bad date;
 * 409 when not connected). → the connection
 */
export const PUT = route(
  { auth: "magician", body: sendFromSchema, response: { 200: accountingConnectionAnswer }, errors: ["conflict"] },
  async ({ user, body }) => {
    await setSendFrom(user, body.from);
    return Response.json(await connectionView());
  },
);
