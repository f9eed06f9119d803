import { listAllPromotions } from "@/lib/server/promotions";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** Every promotion, active or not (the magician's Promotions tab). */
export const GET = route({ auth: "magician" }, async () => Response.json(await listAllPromotions()));
