import { deleteService, updateService } from "@/lib/server/admin/catalogue";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { serviceUpdateSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export const PUT = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const data = await readJson(request, serviceUpdateSchema);
  return Response.json(await updateService(user, id, data));
});

/** Deletes the service, or deactivates it when bookings refer to it (answer says which). */
export const DELETE = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  return Response.json(await deleteService(user, id));
});
