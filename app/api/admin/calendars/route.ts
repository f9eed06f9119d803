import { calendarsOverview } from "@/lib/server/calendars";
import { route } from "@/lib/server/route";
import { calendarsAnswer } from "@/lib/validation/calendars";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/calendars (magician only) → { google: { configured, connected, account?, calendars: [{ id, summary,
 * busy, writeTo }] }, feeds: [{ id, name, url, lastSyncAt, lastError, events }] }: each feed's link with its
 * token-like parts masked (•••).
 */
export const GET = route({ auth: "magician", response: { 200: calendarsAnswer } }, async () =>
  Response.json(await calendarsOverview(), { headers: { "Cache-Control": "private, no-store" } }),
);
