import { checkDatabase } from "@/lib/server/health";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers, uptime checks and the benchmarks. */
export const GET = route({ auth: "public" }, async () => {
  const database = await checkDatabase();
  return Response.json(
    { status: database ? "ok" : "degraded", database: database ? "ok" : "unreachable" },
    { status: database ? 200 : 503 },
  );
});
