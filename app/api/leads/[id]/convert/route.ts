import { convertLead } from "@/lib/server/admin/leads";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { convertLeadSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** Creates the booking and marks the lead converted in one transaction (409 for converted or rejected leads). */
export const POST = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const body = await readJson(request, convertLeadSchema);
  return Response.json(await convertLead(user, id, body), { status: 201 });
});
