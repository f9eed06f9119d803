import { requireMagician } from "@/lib/server/auth/session";
import { handle, readJson } from "@/lib/server/http";
import { getSlideshowTimer, setSlideshowTimer } from "@/lib/server/promotions";
import { slideshowTimerSchema } from "@/lib/validation/promotions";

export const dynamic = "force-dynamic";

/** Public: { timer } in ms (default 5000). */
export const GET = handle(async (_request: Request) => Response.json({ timer: await getSlideshowTimer() }));

/** Magician: { timer } one of 3000, 5000, 7000, 10000, 15000, 20000, 30000. */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const { timer } = await readJson(request, slideshowTimerSchema);
  return Response.json({ timer: await setSlideshowTimer(user, timer) });
});
