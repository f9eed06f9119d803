import { createBarService, listActiveBarServices, listAllBarServices } from "@/lib/server/admin/catalogue";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, readJson } from "@/lib/server/http";
import { barServiceSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

/** Public list of active bar services (the bar-client dashboard); `?all=1` gives the magician every one. */
export const GET = handle(async (request: Request) => {
  if (new URL(request.url).searchParams.get("all") === "1") {
    await requireMagician(request);
    return Response.json(await listAllBarServices());
  }
  return Response.json(await listActiveBarServices());
});

export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const data = await readJson(request, barServiceSchema);
  return Response.json(await createBarService(user, data), { status: 201 });
});
