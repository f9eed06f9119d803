import { getAdminBooking } from "@/lib/server/admin/bookings";
import { idParams, route } from "@/lib/server/route";
import { adminBookingAnswer } from "@/lib/validation/answers/admin-booking";

export const dynamic = "force-dynamic";

/** GET /api/bookings/{id}: one booking as the magician's details dialog shows it. */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: adminBookingAnswer } },
  async ({ params }) => Response.json(await getAdminBooking(params.id)),
);
