import { blockHours, listBlockedHours } from "@/lib/server/admin/blocked-hours";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseWith, readJson } from "@/lib/server/http";
import { blockedHoursSchema } from "@/lib/validation/blocked-hours";
import { exportBookingsQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET /api/blocked-hours?from&to (default from today) → [{ id, date, startTime, endTime, note, createdAt }]. */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  const range = parseWith(exportBookingsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listBlockedHours(range));
});

/** POST { date, startTime, endTime, note? } → 201; 400 field messages or a past day; 409 overlapping a booking. */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const body = await readJson(request, blockedHoursSchema);
  return Response.json(await blockHours(user, body), { status: 201 });
});
