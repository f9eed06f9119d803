/**
 * GET /api/registered-bars → 200 [{ id, barName, barAddress, barCity, barPostcode, barLatitude,
 * barLongitude, registrationPaid }]: partner bars whose registration is paid, by name. Public.
 */
import { listRegisteredBars } from "@/lib/server/availability/public";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = handle(async (_request: Request) => Response.json(await listRegisteredBars()));
