import { unblockHours } from "@/lib/server/admin/blocked-hours";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId } from "@/lib/server/http";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** DELETE /api/blocked-hours/{id}: frees the range again (audited); 404 when unknown. */
export const DELETE = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  return Response.json(await unblockHours(user, parseId((await params).id)));
});
