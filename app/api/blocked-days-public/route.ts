/**
 * GET /api/blocked-days-public?from&to (optional) → 200 [{ date }] of blocked days from today
 * (London) on, ascending. 400 on a malformed date.
 */
import { listPublicBlockedDays } from "@/lib/server/availability/public";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = handle(async (request: Request) => Response.json(await listPublicBlockedDays(new URL(request.url))));
