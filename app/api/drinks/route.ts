import { createDrink, listDrinks, listDrinksOfBar } from "@/lib/server/bar/drinks";
import { badRequest, parseId } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { drinkSchema } from "@/lib/validation/drinks";
import { drinkAnswer, drinksAnswer } from "@/lib/validation/answers/bar";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/** A bar client gets its own drinks; the magician must name the bar with ?barId=N. */
export const GET = route(
  {
    auth: ["bar-client", "magician"],
    // ?barId=: which bar's drinks the magician reads (a bar client reads its own)
    query: z.object({ barId: z.string().optional() }),
    response: { 200: drinksAnswer },
    errors: ["validation", "not_found"],
  },
  async ({ user, url }) => {
    if (user.role === "bar-client") return Response.json(await listDrinks(user.id));
    const barId = url.searchParams.get("barId");
    if (!barId) throw badRequest("barId is required.", { barId: "barId is required." });
    return Response.json(await listDrinksOfBar(parseId(barId)));
  },
);

export const POST = route(
  { auth: "bar-client", body: drinkSchema, response: { 201: drinkAnswer } },
  async ({ user, body }) => Response.json(await createDrink(user.id, body), { status: 201 }),
);
