import { deleteService, updateService } from "@/lib/server/services/catalogue";
import { idParams, route } from "@/lib/server/route";
import { serviceUpdateSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "magician", params: idParams, body: serviceUpdateSchema },
  async ({ user, params, body }) => Response.json(await updateService(user, params.id, body)),
);

/** Deletes the service, or deactivates it when bookings refer to it (answer says which). */
export const DELETE = route({ auth: "magician", params: idParams }, async ({ user, params }) =>
  Response.json(await deleteService(user, params.id)),
);
