import { createBarService, listActiveBarServices, listAllBarServices } from "@/lib/server/services/catalogue";
import { route } from "@/lib/server/route";
import { barServiceSchema } from "@/lib/validation/services";
import { z } from "@/lib/validation/zod";
import { barServiceAnswer } from "@/lib/validation/answers/catalogue";

export const dynamic = "force-dynamic";

/** Public list of active bar services (the bar-client dashboard); `?all=1` gives the magician every one. */
export const GET = route(
  { auth: "public", query: z.object({ all: z.string().optional() }), response: { 200: z.array(barServiceAnswer) } },
  async ({ query, requireUser }) => {
    if (query.all === "1") {
      await requireUser("magician");
      return Response.json(await listAllBarServices());
    }
    return Response.json(await listActiveBarServices());
  },
);

export const POST = route(
  { auth: "magician", body: barServiceSchema, response: { 201: barServiceAnswer } },
  async ({ user, body }) => Response.json(await createBarService(user, body), { status: 201 }),
);
