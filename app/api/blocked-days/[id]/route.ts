import { unblockDay } from "@/lib/server/availability/blocked-days";
import { idParams, route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const DELETE = route({ auth: "magician", params: idParams }, async ({ user, params }) =>
  Response.json(await unblockDay(user, params.id)),
);
