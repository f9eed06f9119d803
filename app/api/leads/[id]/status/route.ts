import { updateLeadStatus } from "@/lib/server/admin/leads";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { leadStatusUpdateSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export const PATCH = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const { status } = await readJson(request, leadStatusUpdateSchema);
  return Response.json(await updateLeadStatus(user, id, status));
});
