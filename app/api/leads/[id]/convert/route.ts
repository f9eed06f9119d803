import { convertLead } from "@/lib/server/bookings/convert-lead";
import { idParams, route } from "@/lib/server/route";
import { convertLeadSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** Creates the booking and marks the lead converted in one transaction (409 for converted or rejected leads). */
export const POST = route(
  { auth: "magician", params: idParams, body: convertLeadSchema },
  async ({ user, params, body }) => Response.json(await convertLead(user, params.id, body), { status: 201 }),
);
