import { requireMagician } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";
import { jobsOverview } from "@/lib/server/jobs/status";

export const dynamic = "force-dynamic";

/** GET /api/admin/jobs (magician only): { jobs: [{ name, description, schedule, lastRun, nextRun }], mail: { pending, failed } }. */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return Response.json(await jobsOverview(), { headers: { "Cache-Control": "private, no-store" } });
});
