import { disconnectGoogle } from "@/lib/server/calendars/google/oauth";
import { chooseGoogleCalendars } from "@/lib/server/calendars/google/selection";
import { googleCalendarSummary } from "@/lib/server/calendars/google/summary";
import { route } from "@/lib/server/route";
import { googleCalendarChoiceSchema, googleCalendarSummaryAnswer } from "@/lib/validation/google-calendar";

export const dynamic = "force-dynamic";

/** GET /api/admin/calendars/google (magician only): { configured, connected, account?, calendars: [{ id, summary, busy, writeTo }], lastSyncAt?, lastError? } */
export const GET = route({ auth: "magician", response: { 200: googleCalendarSummaryAnswer } }, async () =>
  Response.json(await googleCalendarSummary()),
);

/**
 * PUT /api/admin/calendars/google (magician only) { calendars: [{ id, busy, writeTo }] }: which calendars
 * count as busy and the one bookings are written to; 400 with fieldErrors.calendars for two writeTo,
 * 409 when not connected. → the summary.
 */
export const PUT = route(
  {
    auth: "magician",
    body: googleCalendarChoiceSchema,
    response: { 200: googleCalendarSummaryAnswer },
    errors: ["conflict", "bad_request"],
  },
  async ({ user, body }) => {
    await chooseGoogleCalendars(user, body.calendars);
    return Response.json(await googleCalendarSummary());
  },
);

/** DELETE /api/admin/calendars/google (magician only): revokes the token at Google, forgets the account and its busy events. → 204 */
export const DELETE = route({ auth: "magician", response: { 204: null } }, async ({ user }) => {
  await disconnectGoogle(user);
  return new Response(null, { status: 204 });
});
