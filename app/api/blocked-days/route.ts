import { blockDays, listBlockedDays } from "@/lib/server/admin/blocked-days";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseWith, readJson } from "@/lib/server/http";
import { blockDaysSchema, blockedDaySchema } from "@/lib/validation/admin";
import { z } from "zod";

export const dynamic = "force-dynamic";

export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return Response.json(await listBlockedDays());
});

/**
 * POST { date } blocks one day; POST { startDate, endDate } blocks each day of the range
 * separately, skipping days already blocked. Answers { blocked, skipped }.
 */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const body = await readJson(request, z.record(z.string(), z.unknown()));
  if ("date" in body && !("startDate" in body) && !("endDate" in body)) {
    const { date } = parseWith(blockedDaySchema, body);
    return Response.json(await blockDays(user, date, date), { status: 201 });
  }
  const { startDate, endDate } = parseWith(blockDaysSchema, body);
  return Response.json(await blockDays(user, startDate, endDate), { status: 201 });
});
