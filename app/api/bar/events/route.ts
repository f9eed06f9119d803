import { listBarEvents } from "@/lib/server/bar/dashboard";
import { route } from "@/lib/server/route";
import { barEventsAnswer } from "@/lib/validation/answers/bar";

export const dynamic = "force-dynamic";

/**
 * Upcoming events at the signed-in bar (today in London onwards), without client e-mails or
 * phone numbers. The dashboard polls it every 30 seconds.
 */
export const GET = route({ auth: "bar-client", response: { 200: barEventsAnswer } }, async ({ user }) =>
  Response.json(await listBarEvents(user.id)),
);
