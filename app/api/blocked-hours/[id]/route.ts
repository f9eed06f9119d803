import { unblockHours } from "@/lib/server/availability/blocked-hours";
import { idParams, route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** DELETE /api/blocked-hours/{id}: frees the range again (audited); 404 when unknown. */
export const DELETE = route({ auth: "magician", params: idParams }, async ({ user, params }) =>
  Response.json(await unblockHours(user, params.id)),
);
