import { createService, listAllServices } from "@/lib/server/services/catalogue";
import { publicReadResponse } from "@/lib/server/public-read-cache";
import { route } from "@/lib/server/route";
import { listPublicServices } from "@/lib/server/services/public";
import { serviceSchema } from "@/lib/validation/services";
import { catalogueServiceAnswer, servicesAnswer } from "@/lib/validation/answers/catalogue";
import { z } from "@/lib/validation/zod";

export const dynamic = "force-dynamic";

/** Public list (active, no discount, Close-Up Magic first); `?all=1` gives the magician every service. */
export const GET = route(
  {
    auth: "public",
    // ?all=1: every service, for the magician
    query: z.object({ all: z.string().optional() }),
    response: { 200: servicesAnswer },
    errors: ["unauthorized", "forbidden"],
  },
  async ({ url, requireUser }) => {
    if (url.searchParams.get("all") === "1") {
      await requireUser("magician");
      return Response.json(await listAllServices());
    }
    return publicReadResponse("services", "active", listPublicServices);
  },
);

export const POST = route(
  { auth: "magician", body: serviceSchema, response: { 201: catalogueServiceAnswer } },
  async ({ user, body }) => Response.json(await createService(user, body), { status: 201 }),
);
