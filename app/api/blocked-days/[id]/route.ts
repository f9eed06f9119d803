import { unblockDay } from "@/lib/server/admin/blocked-days";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId } from "@/lib/server/http";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export const DELETE = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await unblockDay(user, id));
});
