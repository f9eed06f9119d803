/**
 * GET /api/registered-bars → 200 [{ id, barName, barAddress, barCity, barPostcode, barLatitude,
 * barLongitude, registrationPaid }]: partner bars whose registration is paid, by name. Public.
 */
import { listRegisteredBars } from "@/lib/server/availability/public";
import { route } from "@/lib/server/route";
import { registeredBarsAnswer } from "@/lib/validation/answers/availability";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public", response: { 200: registeredBarsAnswer } }, async () =>
  Response.json(await listRegisteredBars()),
);
