import { listBarClients } from "@/lib/server/admin/bar-clients";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/bar-clients (magician): [{ id, barName }]. */
export const GET = route({ auth: "magician" }, async () => Response.json(await listBarClients()));
