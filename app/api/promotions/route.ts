import { requireMagician } from "@/lib/server/auth/session";
import { handle, readJson } from "@/lib/server/http";
import { createPromotion, listActivePromotions } from "@/lib/server/promotions";
import { promotionSchema } from "@/lib/validation/promotions";

export const dynamic = "force-dynamic";

/** Public: active promotions by display order (the home-page slideshow, the bar dashboard carousel). */
export const GET = handle(async (_request: Request) => Response.json(await listActivePromotions()));

export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const data = await readJson(request, promotionSchema);
  return Response.json(await createPromotion(user, data), { status: 201 });
});
