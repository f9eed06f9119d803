import { requireBarClient } from "@/lib/server/auth/session";
import { deleteDrink, updateDrink } from "@/lib/server/bar/drinks";
import { handle, parseId, readJson } from "@/lib/server/http";
import { drinkSchema } from "@/lib/validation/drinks";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export const PUT = handle(async (request: Request, { params }: Context) => {
  const user = await requireBarClient(request);
  const id = parseId((await params).id);
  const values = await readJson(request, drinkSchema);
  return Response.json(await updateDrink(user.id, id, values));
});

export const DELETE = handle(async (request: Request, { params }: Context) => {
  const user = await requireBarClient(request);
  const id = parseId((await params).id);
  await deleteDrink(user.id, id);
  return Response.json({ ok: true });
});
