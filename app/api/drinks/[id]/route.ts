import { deleteDrink, updateDrink } from "@/lib/server/bar/drinks";
import { idParams, route } from "@/lib/server/route";
import { drinkSchema } from "@/lib/validation/drinks";
import { drinkAnswer, drinkDeletedAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "bar-client", params: idParams, body: drinkSchema, response: { 200: drinkAnswer } },
  async ({ user, params, body }) => Response.json(await updateDrink(user.id, params.id, body)),
);

export const DELETE = route(
  { auth: "bar-client", params: idParams, response: { 200: drinkDeletedAnswer } },
  async ({ user, params }) => {
    await deleteDrink(user.id, params.id);
    return Response.json({ ok: true });
  },
);
