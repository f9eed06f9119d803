import { unblockDay } from "@/lib/server/availability/blocked-days";
import { idParams, route } from "@/lib/server/route";
import { blockedDayAnswer } from "@/lib/validation/answers/blocked-dates";

export const dynamic = "force-dynamic";

export const DELETE = route(
  { auth: "magician", params: idParams, response: { 200: blockedDayAnswer } },
  async ({ user, params }) => Response.json(await unblockDay(user, params.id)),
);
