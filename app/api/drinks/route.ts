import { requireBarClient, requireUser } from "@/lib/server/auth/session";
import { createDrink, listDrinks, listDrinksOfBar } from "@/lib/server/bar/drinks";
import { badRequest, handle, parseId, readJson } from "@/lib/server/http";
import { drinkSchema } from "@/lib/validation/drinks";

export const dynamic = "force-dynamic";

/** A bar client gets its own drinks; the magician must name the bar with ?barId=N. */
export const GET = handle(async (request: Request) => {
  const user = await requireUser(request, "bar-client", "magician");
  if (user.role === "bar-client") return Response.json(await listDrinks(user.id));
  const barId = new URL(request.url).searchParams.get("barId");
  if (!barId) throw badRequest("barId is required.", { barId: "barId is required." });
  return Response.json(await listDrinksOfBar(parseId(barId)));
});

export const POST = handle(async (request: Request) => {
  const user = await requireBarClient(request);
  const values = await readJson(request, drinkSchema);
  return Response.json(await createDrink(user.id, values), { status: 201 });
});
