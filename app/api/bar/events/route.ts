import { requireBarClient } from "@/lib/server/auth/session";
import { listBarEvents } from "@/lib/server/bar/dashboard";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * Upcoming events at the signed-in bar (today in London onwards), without client e-mails or
 * phone numbers. The dashboard polls it every 30 seconds.
 */
export const GET = handle(async (request: Request) => {
  const user = await requireBarClient(request);
  return Response.json(await listBarEvents(user.id));
});
