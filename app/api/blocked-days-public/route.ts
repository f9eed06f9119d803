/**
 * GET /api/blocked-days-public?from&to (optional) → 200 [{ date }] of blocked days from today
 * (London) on, ascending. 400 on a malformed date.
 */
import { listPublicBlockedDays } from "@/lib/server/availability/public";
import { route } from "@/lib/server/route";
import { publicBlockedDaysAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "public", response: { 200: publicBlockedDaysAnswer }, errors: ["bad_request"] },
  async ({ url }) => Response.json(await listPublicBlockedDays(url)),
);
