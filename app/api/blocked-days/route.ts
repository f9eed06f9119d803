import { blockDays, listBlockedDays } from "@/lib/server/availability/blocked-days";
import { parseWith } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { blockDaysSchema, blockedDaySchema } from "@/lib/validation/admin";
import { z } from "@/lib/validation/zod";
import { blockDaysAnswer, blockedDayAnswer } from "@/lib/validation/answers/blocked-dates";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "magician", response: { 200: z.array(blockedDayAnswer) } }, async () =>
  Response.json(await listBlockedDays()),
);

/**
 * POST { date } blocks one day; POST { startDate, endDate } blocks each day of the range
 * separately, skipping days already blocked. Answers { blocked, skipped }.
 */
export const POST = route(
  { auth: "magician", body: z.record(z.string(), z.unknown()), response: { 201: blockDaysAnswer } },
  async ({ user, body }) => {
    if ("date" in body && !("startDate" in body) && !("endDate" in body)) {
      const { date } = parseWith(blockedDaySchema, body);
      return Response.json(await blockDays(user, date, date), { status: 201 });
    }
    const { startDate, endDate } = parseWith(blockDaysSchema, body);
    return Response.json(await blockDays(user, startDate, endDate), { status: 201 });
  },
);
