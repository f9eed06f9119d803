import { jobsOverview } from "@/lib/server/jobs/status";
import { route } from "@/lib/server/route";
import { jobsOverviewAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/** GET /api/admin/jobs (magician only): { jobs: [{ name, description, schedule, lastRun, nextRun }], mail: { pending, failed } }. */
export const GET = route({ auth: "magician", response: { 200: jobsOverviewAnswer } }, async () =>
  Response.json(await jobsOverview(), { headers: { "Cache-Control": "private, no-store" } }),
);
