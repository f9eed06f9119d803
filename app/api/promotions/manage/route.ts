import { listAllPromotions } from "@/lib/server/promotions";
import { route } from "@/lib/server/route";
import { z } from "@/lib/validation/zod";
import { managedPromotionAnswer } from "@/lib/validation/answers/promotion-admin";

export const dynamic = "force-dynamic";

/** Every promotion, active or not (the magician's Promotions tab). */
export const GET = route({ auth: "magician", response: { 200: z.array(managedPromotionAnswer) } }, async () =>
  Response.json(await listAllPromotions()),
);
