import { recordDrinkSales } from "@/lib/server/bar/drinks";
import { route } from "@/lib/server/route";
import { recordDrinksSchema } from "@/lib/validation/drinks";
import { drinkSalesAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

/** The magician's Record Promoted Drinks: answers { recorded, drinks } (the bar's drinks after recording). */
export const POST = route(
  {
    auth: "magician",
    body: recordDrinksSchema,
    response: { 200: drinkSalesAnswer },
    errors: ["bad_request", "not_found"],
  },
  async ({ user, body }) => Response.json(await recordDrinkSales(user, body)),
);
