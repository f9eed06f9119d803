import { checkDatabase } from "@/lib/server/health";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers, uptime checks and the benchmarks. */
export async function GET() {
  const database = await checkDatabase();
  return Response.json(
    { status: database ? "ok" : "degraded", database: database ? "ok" : "unreachable" },
    { status: database ? 200 : 503 },
  );
}
