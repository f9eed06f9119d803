import { createBarService, listActiveBarServices, listAllBarServices } from "@/lib/server/services/catalogue";
import { route } from "@/lib/server/route";
import { barServiceSchema } from "@/lib/validation/services";

export const dynamic = "force-dynamic";

/** Public list of active bar services (the bar-client dashboard); `?all=1` gives the magician every one. */
export const GET = route({ auth: "public" }, async ({ url, requireUser }) => {
  if (url.searchParams.get("all") === "1") {
    await requireUser("magician");
    return Response.json(await listAllBarServices());
  }
  return Response.json(await listActiveBarServices());
});

export const POST = route({ auth: "magician", body: barServiceSchema }, async ({ user, body }) =>
  Response.json(await createBarService(user, body), { status: 201 }),
);
