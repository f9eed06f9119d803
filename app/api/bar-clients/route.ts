import { listBarClients } from "@/lib/server/admin/bar-clients";
import { route } from "@/lib/server/route";
import { barClientsAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

/** GET /api/bar-clients (magician): [{ id, barName }]. */
export const GET = route({ auth: "magician", response: { 200: barClientsAnswer } }, async () =>
  Response.json(await listBarClients()),
);
