import { deleteBarService, updateBarService } from "@/lib/server/admin/catalogue";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { barServiceUpdateSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export const PUT = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const data = await readJson(request, barServiceUpdateSchema);
  return Response.json(await updateBarService(user, id, data));
});

export const DELETE = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await deleteBarService(user, id));
});
