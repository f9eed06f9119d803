import { z } from "@/lib/validation/zod";
import { parseWith } from "@/lib/server/http";
import { deletePromotion, updatePromotion } from "@/lib/server/promotions";
import { idParams, route } from "@/lib/server/route";
import { promotionUpdateSchema } from "@/lib/validation/promotions";
import { deletedPromotionAnswer, managedPromotionAnswer } from "@/lib/validation/answers/promotion-admin";

export const dynamic = "force-dynamic";

/** Partial update; optional text fields sent as '' or null are cleared. */
export const PUT = route(
  {
    auth: "magician",
    params: idParams,
    body: z.record(z.string(), z.unknown()),
    response: { 200: managedPromotionAnswer },
  },
  async ({ user, params, body: raw }) => {
    const data = parseWith(promotionUpdateSchema, raw);
    const cleared = Object.keys(raw).filter((k) => raw[k] === null || raw[k] === "");
    return Response.json(await updatePromotion(user, params.id, data, cleared));
  },
);

export const DELETE = route(
  { auth: "magician", params: idParams, response: { 200: deletedPromotionAnswer } },
  async ({ user, params }) => Response.json(await deletePromotion(user, params.id)),
);
