import { deleteService, updateService } from "@/lib/server/services/catalogue";
import { idParams, route } from "@/lib/server/route";
import { serviceUpdateSchema } from "@/lib/validation/services";
import { catalogueDeleteAnswer, catalogueServiceAnswer } from "@/lib/validation/answers/catalogue";

export const dynamic = "force-dynamic";

export const PUT = route(
  { auth: "magician", params: idParams, body: serviceUpdateSchema, response: { 200: catalogueServiceAnswer } },
  async ({ user, params, body }) => Response.json(await updateService(user, params.id, body)),
);

/** Deletes the service, or deactivates it when bookings refer to it (answer says which). */
export const DELETE = route(
  { auth: "magician", params: idParams, response: { 200: catalogueDeleteAnswer } },
  async ({ user, params }) => Response.json(await deleteService(user, params.id)),
);
