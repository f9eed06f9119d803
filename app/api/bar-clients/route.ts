import { listBarClients } from "@/lib/server/admin/catalogue";
import { requireMagician } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** GET /api/bar-clients (magician): [{ id, barName }]. */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return Response.json(await listBarClients());
});
