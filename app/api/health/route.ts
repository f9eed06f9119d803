import { z } from "@/lib/validation/zod";
import { checkDatabase } from "@/lib/server/health";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers, uptime checks and the benchmarks. */
const healthAnswer = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "unreachable"]) });

export const GET = route({ auth: "public", response: { 200: healthAnswer, 503: healthAnswer } }, async () => {
  const database = await checkDatabase();
  return Response.json(
    { status: database ? "ok" : "degraded", database: database ? "ok" : "unreachable" },
    { status: database ? 200 : 503 },
  );
});
