import { londonToday } from "@/lib/domain/dates";
import { listBusyEventsForMagician } from "@/lib/server/availability/busy-events";
import { route } from "@/lib/server/route";
import { exportBookingsQuerySchema } from "@/lib/validation/admin";
import { outsideEventsAnswer } from "@/lib/validation/calendars";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/calendars/events?from&to (magician only; London dates, default today) → [{ id, source, title, startsAt,
 * endsAt, allDay, location, postcode }]: the outside events of the magician's own calendars, titles included, for the
 * dashboard's calendar.
 */
export const GET = route(
  { auth: "magician", query: exportBookingsQuerySchema, response: { 200: outsideEventsAnswer } },
  async ({ query }) => {
    const from = query.from ?? londonToday();
    const to = query.to ?? from;
    return Response.json(await listBusyEventsForMagician(from, to), {
      headers: { "Cache-Control": "private, no-store" },
    });
  },
);
