import { requireMagician } from "@/lib/server/auth/session";
import { recordDrinkSales } from "@/lib/server/bar/drinks";
import { handle, readJson } from "@/lib/server/http";
import { recordDrinksSchema } from "@/lib/validation/drinks";

export const dynamic = "force-dynamic";

/** The magician's Record Promoted Drinks: answers { recorded, drinks } (the bar's drinks after recording). */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const body = await readJson(request, recordDrinksSchema);
  return Response.json(await recordDrinkSales(user, body));
});
