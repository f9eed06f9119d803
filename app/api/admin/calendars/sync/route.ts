import { syncCalendars } from "@/lib/server/calendars";
import { route } from "@/lib/server/route";
import { calendarSyncAnswer } from "@/lib/validation/calendars";

export const dynamic = "force-dynamic";

/** POST /api/admin/calendars/sync (magician only, no body): syncs every calendar now → 200 { events } (the busy events read). */
export const POST = route({ auth: "magician", response: { 200: calendarSyncAnswer } }, async () => {
  const { events } = await syncCalendars();
  return Response.json({ events });
});
