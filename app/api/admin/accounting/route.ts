import { disconnect } from "@/lib/server/accounting/connection";
import { accountingSummary } from "@/lib/server/accounting/summary";
import { route } from "@/lib/server/route";
import { accountingSummaryAnswer } from "@/lib/validation/answers/accounting";

export const dynamic = "force-dynamic";

/** GET /api/admin/accounting (magician only): { providers, connected: null | { provider, organisation, since }, pending, failed } */
export const GET = route({ auth: "magician", response: { 200: accountingSummaryAnswer } }, async () =>
  Response.json(await accountingSummary()),
);

/** DELETE /api/admin/accounting (magician only): revokes the tokens at the provider and forgets the connection. → 204 */
export const DELETE = route({ auth: "magician", response: { 204: null } }, async ({ user }) => {
  await disconnect(user);
  return new Response(null, { status: 204 });
});
