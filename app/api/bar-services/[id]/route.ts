import { deleteBarService, updateBarService } from "@/lib/server/services/catalogue";
import { idParams, route } from "@/lib/server/route";
import { barServiceUpdateSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "magician", params: idParams, body: barServiceUpdateSchema },
  async ({ user, params, body }) => Response.json(await updateBarService(user, params.id, body)),
);

export const DELETE = route({ auth: "magician", params: idParams }, async ({ user, params }) =>
  Response.json(await deleteBarService(user, params.id)),
);
