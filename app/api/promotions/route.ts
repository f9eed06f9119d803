import { createPromotion, listActivePromotions } from "@/lib/server/promotions";
import { route } from "@/lib/server/route";
import { promotionSchema } from "@/lib/validation/promotions";
import { managedPromotionAnswer } from "@/lib/validation/answers/promotion-admin";
import { promotionsAnswer } from "@/lib/validation/answers/catalogue";

export const dynamic = "force-dynamic";

/** Public: active promotions by display order (the home-page slideshow, the bar dashboard carousel). */
export const GET = route({ auth: "public", response: { 200: promotionsAnswer } }, async () =>
  Response.json(await listActivePromotions()),
);

export const POST = route(
  { auth: "magician", body: promotionSchema, response: { 201: managedPromotionAnswer } },
  async ({ user, body }) => Response.json(await createPromotion(user, body), { status: 201 }),
);
