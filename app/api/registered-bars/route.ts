/**
 * GET /api/registered-bars → 200 [{ id, barName, barAddress, barCity, barPostcode, barLatitude,
 * barLongitude, registrationPaid }]: partner bars whose registration is paid, by name. Public.
 */
import { listRegisteredBars } from "@/lib/server/availability/public";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => Response.json(await listRegisteredBars()));
