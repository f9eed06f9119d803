import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/server/env";
import { HttpError, handle } from "@/lib/server/http";
import { runDueJobs } from "@/lib/server/jobs/tick";

export const dynamic = "force-dynamic";

function bearerMatches(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/jobs/tick, for serverless hosts: a platform cron calls it (every minute) with
 * `Authorization: Bearer <CRON_SECRET>`; it runs every job that has come due, once.
 * 200 { ran: [{ name, summary? , error? }] }; 401 without the secret; 404 when CRON_SECRET is unset.
 */
export const POST = handle(async (request: Request) => {
  const secret = env().CRON_SECRET;
  if (!secret) throw new HttpError(404, "Not found");
  if (!bearerMatches(request.headers.get("authorization"), secret)) throw new HttpError(401, "Unauthorized");
  return Response.json(await runDueJobs());
});
