import { requireMagician } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";
import { listAllPromotions } from "@/lib/server/promotions";

export const dynamic = "force-dynamic";

/** Every promotion, active or not (the magician's Promotions tab). */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return Response.json(await listAllPromotions());
});
