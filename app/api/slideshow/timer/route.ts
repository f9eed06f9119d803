import { getSlideshowTimer, setSlideshowTimer } from "@/lib/server/promotions";
import { route } from "@/lib/server/route";
import { slideshowTimerSchema } from "@/lib/validation/promotions";
import { slideshowTimerAnswer } from "@/lib/validation/answers/promotion-admin";

export const dynamic = "force-dynamic";

/** Public: { timer } in ms (default 5000). */
export const GET = route({ auth: "public", response: { 200: slideshowTimerAnswer } }, async () =>
  Response.json({ timer: await getSlideshowTimer() }),
);

/** Magician: { timer } one of 3000, 5000, 7000, 10000, 15000, 20000, 30000. */
export const POST = route(
  { auth: "magician", body: slideshowTimerSchema, response: { 200: slideshowTimerAnswer } },
  async ({ user, body }) => Response.json({ timer: await setSlideshowTimer(user, body.timer) }),
);
