import { createService, listAllServices } from "@/lib/server/admin/catalogue";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, readJson } from "@/lib/server/http";
import { listPublicServices } from "@/lib/server/services";
import { serviceSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

/** Public list (active, no discount, Close-Up Magic first); `?all=1` gives the magician every service. */
export const GET = handle(async (request: Request) => {
  if (new URL(request.url).searchParams.get("all") === "1") {
    await requireMagician(request);
    return Response.json(await listAllServices());
  }
  return Response.json(await listPublicServices());
});

export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const data = await readJson(request, serviceSchema);
  return Response.json(await createService(user, data), { status: 201 });
});
