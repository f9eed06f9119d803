import { updateLeadStatus } from "@/lib/server/leads/status";
import { idParams, route } from "@/lib/server/route";
import { leadStatusUpdateSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

export const PATCH = route(
  { auth: "magician", params: idParams, body: leadStatusUpdateSchema },
  async ({ user, params, body }) => Response.json(await updateLeadStatus(user, params.id, body.status)),
);
