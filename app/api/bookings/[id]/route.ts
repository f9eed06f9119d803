import { getAdminBooking } from "@/lib/server/admin/bookings";
import { idParams, route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/bookings/{id}: one booking as the magician's details dialog shows it. */
export const GET = route({ auth: "magician", params: idParams }, async ({ params }) =>
  Response.json(await getAdminBooking(params.id)),
);
